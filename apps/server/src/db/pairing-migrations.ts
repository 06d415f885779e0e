// Quick pairing and open seeks (0013). Kept apart from migrations.ts only for size; the provider
// there serves it with the others, in name order.
//
// `pairing_entries`: who waits in which pool (one entry per user), rated or casual, the rating the
// range is measured from (null for a guest), when it joined and when its owner last polled; `claim`
// marks an entry a node is pairing right now (set by one conditional update for both players, so a
// player is never paired twice), with `claimed_at` so a claim left by a node that died is released.
// `pairing_matches`: the room a user was paired into, told by its status poll for a minute.
// `seeks`: open seeks and, for a minute, accepted ones; `open_owner` is the owner while the seek is
// open (unique: one open seek per player) and null once accepted, which a conditional update does
// once whichever request gets there first.
import type { Kysely, Migration } from 'kysely';

export const pairingMigrations: Record<string, Migration> = {
  '0013_pairing': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pairing_entries')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('pool', 'text', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('rating', 'integer')
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addColumn('seen_at', 'text', (c) => c.notNull())
        .addColumn('claim', 'text')
        .addColumn('claimed_at', 'text')
        .execute();
      await db.schema
        .createIndex('pairing_entries_pool')
        .on('pairing_entries')
        .columns(['pool', 'joined_at'])
        .execute();
      await db.schema
        .createTable('pairing_matches')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('room_code', 'text', (c) => c.notNull())
        .addColumn('matched_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('seeks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('open_owner', 'text', (c) => c.unique())
        .addColumn('time_control', 'text', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('seen_at', 'text', (c) => c.notNull())
        .addColumn('accepted_by', 'text')
        .addColumn('room_code', 'text')
        .addColumn('accepted_at', 'text')
        .execute();
      await db.schema.createIndex('seeks_created').on('seeks').column('created_at').execute();
    },
  },
};
