// The migrations of the second half: spectator chat (0006) and abuse resistance (0007). Kept apart
// from migrations.ts only for size; the provider there serves them with the others, in name order.
import { usernameSkeleton } from '@checkers/protocol';
import { sql, type Kysely, type Migration } from 'kysely';

export const socialMigrations: Record<string, Migration> = {
  '0006_spectator_chat': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('spectators').addColumn('last_seen_at', 'text').execute();
      await sql`UPDATE spectators SET last_seen_at = joined_at`.execute(db);
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('room_code', 'text', (c) => c.notNull().references('rooms.code'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('is_moderator', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .addColumn('deleted_by', 'text', (c) => c.references('users.id'))
        .execute();
      await db.schema
        .createIndex('chat_messages_room')
        .on('chat_messages')
        .columns(['room_code', 'created_at'])
        .execute();
      await db.schema
        .createTable('chat_mutes')
        .addColumn('room_code', 'text', (c) => c.notNull().references('rooms.code'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('muted_by', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_mutes_pk', ['room_code', 'user_id'])
        .execute();
      await db.schema
        .createTable('banned_words')
        .addColumn('word', 'text', (c) => c.primaryKey())
        .addColumn('added_by', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('chat_moderation_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('room_code', 'text', (c) => c.notNull().references('rooms.code'))
        .addColumn('moderator_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text')
        .addColumn('target_user_id', 'text')
        .addColumn('username', 'text')
        .addColumn('word', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_moderation_log_room')
        .on('chat_moderation_log')
        .columns(['room_code', 'created_at'])
        .execute();
    },
  },
  // Abuse resistance. Sessions: every token belongs to a session (a sign-in, or a guest and the
  // account it became), with the device it began on and when it was last used, so a sign-out ends
  // the whole session and "log out everywhere" is one delete. Usernames unique by their look-alike
  // skeleton (protocol names.ts); accounts registered before keep theirs, the later of two
  // colliding ones under a key of its own. Rooms say why a game between accounts is casual. Leases
  // let one node at a time run the retention sweep.
  '0007_abuse_resistance': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('tokens').addColumn('session_id', 'text').execute();
      await db.schema.alterTable('tokens').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('tokens').addColumn('last_seen_at', 'text').execute();
      await sql`UPDATE tokens SET session_id = token_hash, last_seen_at = created_at`.execute(db);
      await db.schema.createIndex('tokens_session').on('tokens').column('session_id').execute();
      await db.schema.createIndex('tokens_user').on('tokens').column('user_id').execute();
      await db.schema.createIndex('tokens_expiry').on('tokens').column('expires_at').execute();

      await db.schema.alterTable('accounts').addColumn('username_skeleton', 'text').execute();
      const accounts = await sql<{ user_id: string; username: string; username_key: string }>`
        SELECT user_id, username, username_key FROM accounts ORDER BY created_at, user_id`.execute(db);
      const taken = new Set<string>();
      for (const row of accounts.rows) {
        const skeleton = usernameSkeleton(row.username);
        const key = taken.has(skeleton) ? `legacy:${row.username_key}` : skeleton;
        taken.add(key);
        await sql`UPDATE accounts SET username_skeleton = ${key} WHERE user_id = ${row.user_id}`.execute(db);
      }
      await db.schema
        .createIndex('accounts_username_skeleton')
        .unique()
        .on('accounts')
        .column('username_skeleton')
        .execute();

      await db.schema.alterTable('rooms').addColumn('casual_reason', 'text').execute();
      // The pair limit counts rated games of two players that started within a day.
      await db.schema
        .createIndex('rooms_red_started')
        .on('rooms')
        .columns(['red_user_id', 'started_at'])
        .execute();
      await db.schema
        .createIndex('rooms_status_created')
        .on('rooms')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('users_kind_created').on('users').columns(['kind', 'created_at']).execute();
      await db.schema
        .createIndex('spectator_invites_expiry')
        .on('spectator_invites')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
