// Web Push's tables (0011). Kept apart from migrations.ts only for size; the provider there serves
// it with the others, in name order.
//
// `push_subscriptions` holds one row per endpoint (its primary key): a browser's subscription moves
// to whichever user subscribed it last. Rows name registered accounts only (the calls refuse
// guests); the foreign key cascades so that deleting a user never trips over them.
// `push_vapid_keys` holds the VAPID key pair of a PostgreSQL deployment, one row (`id` = 'default')
// inserted with `on conflict do nothing` by the first node to start and read back by all, so every
// node signs with the same key. SQLite nodes keep theirs in the data directory instead.
import type { Kysely, Migration } from 'kysely';

export const pushMigrations: Record<string, Migration> = {
  '0011_push_subscriptions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('endpoint', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('preferences', 'text', (c) => c.notNull())
        .addColumn('room_code', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_user')
        .on('push_subscriptions')
        .columns(['user_id', 'updated_at'])
        .execute();
      await db.schema
        .createTable('push_vapid_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
