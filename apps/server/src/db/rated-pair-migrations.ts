// The rated-pair cap's slots (0015): a rated game claims one of its pair's daily slots in one
// conditional statement (modules/rooms/rated-pairs.ts). The games rated in the last day before this
// migration take their pair's slots here, newest first, so the cap holds across the upgrade.
import { sql, type Kysely, type Migration } from 'kysely';

/** The day the cap looks back over. */
const WINDOW_MS = 24 * 3600 * 1000;

export const ratedPairMigrations: Record<string, Migration> = {
  '0015_rated_pair_slots': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rated_pair_slots')
        .addColumn('pair_key', 'text', (c) => c.notNull())
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('room_code', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rated_pair_slots_pk', ['pair_key', 'slot'])
        .execute();
      await db.schema
        .createIndex('rated_pair_slots_room')
        .on('rated_pair_slots')
        .column('room_code')
        .execute();
      const since = new Date(Date.now() - WINDOW_MS).toISOString();
      const pair = sql`CASE WHEN red_user_id < black_user_id THEN red_user_id || '|' || black_user_id ELSE black_user_id || '|' || red_user_id END`;
      await sql`
        INSERT INTO rated_pair_slots (pair_key, slot, room_code, claimed_at)
        SELECT pair_key, n - 1, code, started_at FROM (
          SELECT code, started_at, ${pair} AS pair_key,
            ROW_NUMBER() OVER (PARTITION BY ${pair} ORDER BY started_at DESC, code) AS n
          FROM rooms
          WHERE rated = 1 AND started_at >= ${since}
            AND red_user_id IS NOT NULL AND black_user_id IS NOT NULL
        ) ranked
        WHERE n <= 10
      `.execute(db);
    },
  },
};
