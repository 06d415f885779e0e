// The move unlocks inserted together, on SQLite or (with TEST_DATABASE_URL) PostgreSQL: each asker
// learns exactly the unlocks it made, an unlock asked twice or already held is made once, and a
// batch larger than one insert's chunk is written whole.
import { ACHIEVEMENT_IDS, type AchievementId } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { useTestStorage } from '../../../test/test-storage.js';
import { tablesOf } from '../../database-schema.js';
import { IdentityService } from '../accounts/index.js';
import type { AchievementsDb } from './tables.js';
import { insertsOf, UnlockBatch } from './unlock-batch.js';

const storage = useTestStorage('unlocks');
const db = () => tablesOf<AchievementsDb>(storage().db);
/** A user to unlock for (the unlocks' rows name one). */
const player = async () => ({
  userId: (await new IdentityService(tablesOf(storage().db), 60_000).createGuest()).userId,
});
const AT = '2026-11-28T10:00:00.000Z';

async function rowsOf(userId: string): Promise<{ achievement_id: string; progress_data: string }[]> {
  return db()
    .selectFrom('user_achievements')
    .select(['achievement_id', 'progress_data'])
    .where('user_id', '=', userId)
    .orderBy('achievement_id')
    .execute();
}

describe('move unlocks inserted together', () => {
  it('cuts a batch into inserts of 64 rows, the last padded to 1, 4, 16 or 64', () => {
    expect(insertsOf(0)).toEqual([]);
    expect(insertsOf(1)).toEqual([[0, 1, 1]]);
    expect(insertsOf(3)).toEqual([[0, 3, 4]]);
    expect(insertsOf(23)).toEqual([[0, 23, 64]]);
    expect(insertsOf(150)).toEqual([
      [0, 64, 64],
      [64, 64, 64],
      [128, 22, 64],
    ]);
  });

  it('tells each asker what it made; an unlock asked twice or already held is made once', async () => {
    const one = await player();
    const two = await player();
    const batch = new UnlockBatch(db());
    await batch.insert(two.userId, ['firstMove'], AT, { room_code: 'AAAAAA' });
    const [first, second, third] = await Promise.all([
      batch.insert(one.userId, ['firstMove', 'firstCapture'], AT, { room_code: 'BBBBBB' }),
      batch.insert(one.userId, ['firstCapture', 'firstKing'], AT, { room_code: 'CCCCCC' }),
      batch.insert(two.userId, ['firstMove', 'firstCapture'], AT, { room_code: 'DDDDDD' }),
    ]);
    expect(first).toEqual(['firstMove', 'firstCapture']);
    expect(second).toEqual(['firstKing']);
    expect(third).toEqual(['firstCapture']);
    const rows = await rowsOf(one.userId);
    expect(rows.map((r) => r.achievement_id)).toEqual(['firstCapture', 'firstKing', 'firstMove']);
    // The first asker's row: its room.
    expect(JSON.parse(rows[0]!.progress_data)).toEqual({ room_code: 'BBBBBB' });
    expect((await rowsOf(two.userId)).map((r) => r.achievement_id)).toEqual(['firstCapture', 'firstMove']);
  });

  it('writes a batch larger than one chunk whole', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => player()));
    const ids = ACHIEVEMENT_IDS.slice(0, 15) as AchievementId[];
    const batch = new UnlockBatch(db());
    const made = await Promise.all(
      users.map((u) => batch.insert(u.userId, ids, AT, { room_code: 'EEEEEE' })),
    );
    // 75 rows: an insert of 64, and one of 11 padded to 16.
    expect(made).toEqual(users.map(() => ids));
    for (const u of users) expect(await rowsOf(u.userId)).toHaveLength(15);
    expect(await batch.insert(users[0]!.userId, ids, AT, {})).toEqual([]);
  });
});
