// A player's games (0016). On `rooms`: `speed`, the time control's speed class, so a player's games
// can be filtered by it in SQL (computed here for the rooms before, one statement per distinct
// control); `players`, the seated players' names, kinds and ratings as each game started (JSON,
// modules/rooms/seat-players.ts; unknown for the games before, which show the players as they are
// now); and one index per seat on the seat and the finish time, for a player's games newest first.
import { speedOf, timeControlSchema } from '@checkers/protocol';
import { sql, type Kysely, type Migration } from 'kysely';

export const gameHistoryMigrations: Record<string, Migration> = {
  '0016_game_history': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rooms')
        .addColumn('speed', 'text', (c) => c.notNull().defaultTo('untimed'))
        .execute();
      await db.schema.alterTable('rooms').addColumn('players', 'text').execute();
      const { rows } = await sql<{
        time_control: string;
      }>`SELECT DISTINCT time_control FROM rooms WHERE time_control IS NOT NULL`.execute(db);
      for (const { time_control } of rows) {
        const control = timeControlSchema.safeParse(JSON.parse(time_control));
        if (!control.success) continue;
        const speed = speedOf(control.data);
        await sql`UPDATE rooms SET speed = ${speed} WHERE time_control = ${time_control}`.execute(db);
      }
      await db.schema
        .createIndex('rooms_red_finished')
        .on('rooms')
        .columns(['red_user_id', 'finished_at'])
        .execute();
      await db.schema
        .createIndex('rooms_black_finished')
        .on('rooms')
        .columns(['black_user_id', 'finished_at'])
        .execute();
    },
  },
};
