// The flag sweep's column becomes a lower bound (0030). `clock_deadline`, the exact moment the side to
// move runs out, was rewritten by every move of every timed game, and its index entry with it: two to
// three of the six pages a move wrote to SQLite's log. `earliest_flag_at` is instead a time before
// which no flag of the game can fall, whatever is played (a side's time only runs down during its own
// turn), so a move leaves it alone; the sweep raises it when it passes and the game is still running
// (games/clock-plan.ts `earliestFlagOf`). The stored deadlines were not such bounds (the side not to
// move may have less time): every running clock is set to be checked by the first sweep, which writes
// the bounds.
import { sql, type Kysely, type Migration } from 'kysely';

/** What the migration writes for a running clock: long past, so the first sweep checks it. */
export const CHECK_AT_ONCE = '1970-01-01T00:00:00.000Z';

export const earliestFlagMigrations: Record<string, Migration> = {
  '0030_earliest_flag': {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('rooms_clock_deadline').execute();
      await db.schema.alterTable('rooms').renameColumn('clock_deadline', 'earliest_flag_at').execute();
      await sql`UPDATE rooms SET earliest_flag_at = ${CHECK_AT_ONCE} WHERE earliest_flag_at IS NOT NULL`.execute(
        db,
      );
      await db.schema.createIndex('rooms_earliest_flag').on('rooms').column('earliest_flag_at').execute();
    },
  },
};
