// The achievements' tables (0008). Kept apart from migrations.ts only for size; the provider there
// serves them with the others, in name order.
import { sql, type Kysely, type Migration } from 'kysely';

export const achievementMigrations: Record<string, Migration> = {
  // `user_achievements` holds unlocks only (its primary key makes an unlock happen once, whichever
  // node or evaluation gets there first); `points` and `category` are copied from the definition
  // so the boards sum them in SQL. `achievement_counters` holds what counting achievements count.
  // `achievement_games` makes a finished game count once per player; `achievement_opponents` keeps
  // the distinct opponents socialButterfly counts. A counters row may exist for a guest that only
  // reported its time zone: it names no user by foreign key, so the retention sweep still deletes
  // such a guest (the other tables hold rows only for players of a room, whom it keeps).
  '0008_achievements': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_achievements')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('achievement_id', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('unlocked_at', 'text', (c) => c.notNull())
        .addColumn('progress_data', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_id'])
        .execute();
      await db.schema
        .createTable('achievement_counters')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('win_streak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('best_streak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_zone', 'text')
        .addColumn('themes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('achievement_games')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('room_code', 'text', (c) => c.notNull().references('rooms.code'))
        .addColumn('evaluated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('achievement_games_pk', ['user_id', 'room_code'])
        .execute();
      await db.schema
        .createIndex('achievement_games_room')
        .on('achievement_games')
        .column('room_code')
        .execute();
      await db.schema
        .createTable('achievement_opponents')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('opponent_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('first_played_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('achievement_opponents_pk', ['user_id', 'opponent_id'])
        .execute();
    },
  },
  // Unlocks the server did not witness (a replayed AI game, theme use) keep showing, marked as the
  // client's report, but count no points on the achievements boards and rank nobody: their stored
  // points (what the boards sum) become 0.
  '0014_self_reported_points': {
    async up(db: Kysely<unknown>) {
      await sql`UPDATE user_achievements SET points = 0 WHERE progress_data LIKE '%"self_reported":true%'`.execute(
        db,
      );
    },
  },
};
