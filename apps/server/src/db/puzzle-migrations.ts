// The daily puzzle's table (0010). Kept apart from migrations.ts only for size; the provider there
// serves it with the others, in name order.
//
// `daily_attempts` holds one row per user and puzzle (its primary key): made when the user first
// fetches the puzzle (`first_seen_at` starts the server's clock for hints and for the time that
// scores), then counted by each submission. Every change is a conditional update: an attempt is
// `attempts = attempts + 1` where the puzzle is not solved yet, a solve is `is_solved = 1` where it
// was 0, a hint is `hints_given = n + 1` where it was n, so two tabs submitting at once neither lose
// an attempt nor solve twice, on either database. Rows name registered accounts only (the calls
// refuse guests), which the retention sweep never deletes, so its foreign key never stops a sweep.
import type { Kysely, Migration } from 'kysely';

export const puzzleMigrations: Record<string, Migration> = {
  '0010_daily_puzzles': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('daily_attempts')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('puzzle_date', 'text', (c) => c.notNull())
        .addColumn('puzzle_type', 'text', (c) => c.notNull())
        .addColumn('difficulty', 'integer', (c) => c.notNull())
        .addColumn('first_seen_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_solved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('best_score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_taken_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hints_given', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hints_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('moves_played', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('solved_at', 'text')
        .addColumn('last_attempt_at', 'text')
        .addPrimaryKeyConstraint('daily_attempts_pk', ['user_id', 'puzzle_id'])
        .execute();
      // A puzzle's leaderboard: its solvers by score, then time.
      await db.schema
        .createIndex('daily_attempts_board')
        .on('daily_attempts')
        .columns(['puzzle_id', 'is_solved', 'best_score', 'time_taken_seconds'])
        .execute();
    },
  },
};
