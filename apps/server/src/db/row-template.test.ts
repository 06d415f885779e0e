// The statement built once and run with other rows: each run inserts exactly the rows it is given
// (on SQLite, or PostgreSQL with TEST_DATABASE_URL), and a builder that does not take every value
// as a parameter is refused when the template is made rather than writing the wrong rows.
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestStorage } from '../../test/test-storage.js';
import { rowTemplate } from './row-template.js';

interface Pair {
  readonly user_id: string;
  readonly achievement_id: string;
  readonly category: string;
  readonly points: number;
  readonly unlocked_at: string;
  readonly progress_data: string;
}

const storage = useTestStorage('row-template');
const db = (): Kysely<{ user_achievements: Pair; users: { id: string } }> =>
  storage().db as unknown as Kysely<{ user_achievements: Pair; users: { id: string } }>;
const COLUMNS = ['user_id', 'achievement_id', 'category', 'points', 'unlocked_at', 'progress_data'] as const;

const pair = (user: string, id: string, points: number): Pair => ({
  user_id: user,
  achievement_id: id,
  category: 'play',
  points,
  unlocked_at: '2026-12-01T10:00:00.000Z',
  progress_data: JSON.stringify({ room_code: `R${points}` }),
});

async function user(id: string): Promise<void> {
  await sql`insert into users (id, kind, display_name, created_at) values (${id}, 'guest', ${id}, ${'2026-12-01T10:00:00.000Z'})`.execute(
    db(),
  );
}

describe('a statement built once per row count', () => {
  it('inserts the rows of each run, with what each returns', async () => {
    await user('u1');
    await user('u2');
    const insert = rowTemplate(2, COLUMNS, (rows: Pair[]) =>
      db()
        .insertInto('user_achievements')
        .values(rows)
        .onConflict((c) => c.columns(['user_id', 'achievement_id']).doNothing())
        .returning(['user_id', 'achievement_id']),
    );
    const first = await db().executeQuery(insert([pair('u1', 'a', 1), pair('u2', 'b', 2)]));
    expect(first.rows).toEqual([
      { user_id: 'u1', achievement_id: 'a' },
      { user_id: 'u2', achievement_id: 'b' },
    ]);
    // The second run's rows, not the first's (nor the markers the template was built with).
    const second = await db().executeQuery(insert([pair('u2', 'c', 3), pair('u1', 'a', 9)]));
    expect(second.rows).toEqual([{ user_id: 'u2', achievement_id: 'c' }]);
    const stored = await db()
      .selectFrom('user_achievements')
      .select(['user_id', 'achievement_id', 'points', 'progress_data'])
      .where('user_id', 'in', ['u1', 'u2'])
      .orderBy('achievement_id')
      .execute();
    expect(stored).toEqual([
      { user_id: 'u1', achievement_id: 'a', points: 1, progress_data: '{"room_code":"R1"}' },
      { user_id: 'u2', achievement_id: 'b', points: 2, progress_data: '{"room_code":"R2"}' },
      { user_id: 'u2', achievement_id: 'c', points: 3, progress_data: '{"room_code":"R3"}' },
    ]);
    expect(() => insert([pair('u1', 'd', 4)])).toThrow('row template of 2 rows given 1');
  });

  it('refuses a builder that leaves a value out of its parameters', () => {
    expect(() =>
      rowTemplate(1, COLUMNS, (rows: Pair[]) =>
        db()
          .insertInto('user_achievements')
          .values(rows.map((row) => ({ ...row, points: sql<number>`0` })))
          .returning(['user_id']),
      ),
    ).toThrow('row template: 5 of 6 values are parameters');
  });
});
