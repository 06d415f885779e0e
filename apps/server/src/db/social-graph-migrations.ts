// Friends, blocks and challenges (0009). Kept apart from migrations.ts only for size; the provider
// there serves them with the others, in name order.
//
// `friendships` (made by 0004, read by the Friends leaderboard) keeps one row per pair of users:
// `user_id` asked `friend_id`, `status` pending or accepted. 0009 adds `pair_key` (the two ids in
// order, joined by '|') with a unique index, so two people asking each other at the same moment
// still make one row; rows written before 0009 get theirs here (a pair written both ways keeps one
// row, the accepted one first). Blocks live in `user_blocks` (a block is one-sided, and both may
// block each other), so `friendships.status` is never 'blocked'.
//
// `challenges.pending_pair` is the pair key while the challenge is pending and null afterwards;
// its unique index makes "one pending challenge per pair, in either direction" hold whichever node
// or request gets there first. Every change of status is a conditional update (`status =
// 'pending'`), so an accept, a decline, a cancel or the expiry sweep happens once.
import { sql, type Kysely, type Migration } from 'kysely';

export const socialGraphMigrations: Record<string, Migration> = {
  '0009_friends_challenges': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('friendships').addColumn('pair_key', 'text').execute();
      // A pair written both ways keeps one row: the accepted one, else the one of the smaller asker.
      await sql`
        DELETE FROM friendships
        WHERE EXISTS (
          SELECT 1 FROM friendships other
          WHERE other.user_id = friendships.friend_id AND other.friend_id = friendships.user_id
            AND (
              (other.status = 'accepted' AND friendships.status <> 'accepted')
              OR (
                (other.status = 'accepted') = (friendships.status = 'accepted')
                AND friendships.user_id > friendships.friend_id
              )
            )
        )`.execute(db);
      await sql`DELETE FROM friendships WHERE status NOT IN ('pending', 'accepted')`.execute(db);
      await sql`
        UPDATE friendships SET pair_key = CASE
          WHEN user_id < friend_id THEN user_id || '|' || friend_id
          ELSE friend_id || '|' || user_id
        END`.execute(db);
      await db.schema.createIndex('friendships_pair').on('friendships').column('pair_key').unique().execute();
      await db.schema
        .createTable('user_blocks')
        .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
      await db.schema.createIndex('user_blocks_blocked').on('user_blocks').column('blocked_id').execute();
      await db.schema
        .createTable('challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('challenger_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('challenged_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('pair_key', 'text', (c) => c.notNull())
        .addColumn('pending_pair', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('responded_at', 'text')
        .addColumn('game_id', 'text')
        .execute();
      await db.schema
        .createIndex('challenges_pending_pair')
        .on('challenges')
        .column('pending_pair')
        .unique()
        .execute();
      await db.schema
        .createIndex('challenges_status_expiry')
        .on('challenges')
        .columns(['status', 'expires_at'])
        .execute();
      await db.schema
        .createIndex('challenges_pair')
        .on('challenges')
        .columns(['pair_key', 'created_at'])
        .execute();
      await db.schema
        .createIndex('challenges_challenged')
        .on('challenges')
        .columns(['challenged_id', 'status'])
        .execute();
      await db.schema
        .createIndex('challenges_challenger')
        .on('challenges')
        .columns(['challenger_id', 'status'])
        .execute();
    },
  },
};
