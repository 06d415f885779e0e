// Time controls and clocks (0012). Kept apart from migrations.ts only for size; the provider there
// serves it with the others, in name order.
//
// On `rooms`: `time_control`, the room's control as JSON (null: untimed, as every room before);
// `clock_state`, the running clocks as JSON (each side's time left when its turn began, when the
// current turn began, and each side's lag tracker: games/clock-plan.ts); `move_clocks`, both sides'
// time left after each whole move (a JSON list beside `moves`), for the record and PDN;
// `clock_deadline`, when the side to move runs out (ISO time, null when no clock runs), indexed for
// the flag sweep that ends a game nobody's node holds in memory.
// On `rated_games`: the control the game was rated under, so per-control ladders can be added later
// with the history they need (JSON as in `rooms`; the untimed control for games rated before).
import type { Kysely, Migration } from 'kysely';

/** The stored form of the untimed control on `rated_games`. */
export const UNTIMED_CONTROL_JSON = '{"kind":"untimed"}';

export const clockMigrations: Record<string, Migration> = {
  '0012_time_controls': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rooms').addColumn('time_control', 'text').execute();
      await db.schema.alterTable('rooms').addColumn('clock_state', 'text').execute();
      await db.schema.alterTable('rooms').addColumn('move_clocks', 'text').execute();
      await db.schema.alterTable('rooms').addColumn('clock_deadline', 'text').execute();
      await db.schema.createIndex('rooms_clock_deadline').on('rooms').column('clock_deadline').execute();
      await db.schema
        .alterTable('rated_games')
        .addColumn('time_control', 'text', (c) => c.notNull().defaultTo(UNTIMED_CONTROL_JSON))
        .execute();
    },
  },
};
