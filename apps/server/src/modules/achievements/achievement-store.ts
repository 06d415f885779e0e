// The achievements' storage: unlocks, counters, games counted and opponents met. Every write that
// must happen once is an insert that does nothing on conflict, so two nodes (or a finishing move
// and the start-up sweep) evaluating the same game count it once and unlock once.
import {
  ACHIEVEMENT_BY_ID,
  isAchievementId,
  type AchievementCategory,
  type AchievementId,
  type ProgressData,
} from '@checkers/protocol';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StandingsRow } from '../leaderboard/index.js';
import type { AchievementsDb } from './tables.js';
import { NO_COUNTERS, type Counters } from './rules.js';

/** An unlock as stored. */
export interface StoredUnlock {
  readonly id: AchievementId;
  readonly unlockedAt: string;
  readonly progressData: ProgressData;
}

/** A user's counters row and time zone. */
export interface StoredCounters extends Counters {
  readonly timeZone: string | null;
}

/** One user's totals on a board (the leaderboard's row before it is ranked). */
export type StandingRow = Omit<StandingsRow, 'rank'>;

type Db = Kysely<AchievementsDb> | Transaction<AchievementsDb>;

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const inserted = (result: { numInsertedOrUpdatedRows?: bigint }): boolean =>
  Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;

/** Inserts unlocks; returns the ones this call unlocked (the others were already there). */
export async function insertUnlocks(
  db: Db,
  userId: string,
  ids: readonly AchievementId[],
  at: string,
  progressData: ProgressData,
): Promise<AchievementId[]> {
  const fresh: AchievementId[] = [];
  for (const id of ids) {
    const definition = ACHIEVEMENT_BY_ID[id];
    const result = await db
      .insertInto('user_achievements')
      .values({
        user_id: userId,
        achievement_id: id,
        category: definition.category,
        // The boards sum this column: what the client reported (an AI game, theme use) counts none.
        points: progressData.self_reported === true ? 0 : definition.points,
        unlocked_at: at,
        progress_data: JSON.stringify(progressData),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'achievement_id']).doNothing())
      .executeTakeFirst();
    if (inserted(result)) fresh.push(id);
  }
  return fresh;
}

/** A user's unlocks. */
export async function unlocksOf(db: Db, userId: string): Promise<StoredUnlock[]> {
  const rows = await db
    .selectFrom('user_achievements')
    .select(['achievement_id', 'unlocked_at', 'progress_data'])
    .where('user_id', '=', userId)
    .execute();
  return rows
    .filter((row) => isAchievementId(row.achievement_id))
    .map((row) => ({
      id: row.achievement_id as AchievementId,
      unlockedAt: row.unlocked_at,
      progressData: parseJson<ProgressData>(row.progress_data, {}),
    }));
}

/** Makes sure the user has a counters row. */
async function ensureCounters(db: Db, userId: string, at: string): Promise<void> {
  await db
    .insertInto('achievement_counters')
    .values({
      user_id: userId,
      games_played: 0,
      wins: 0,
      win_streak: 0,
      best_streak: 0,
      time_zone: null,
      themes: '[]',
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** A user's counters (zeros without a row). */
export async function countersOf(db: Db, userId: string): Promise<StoredCounters> {
  const [row, opponents] = await Promise.all([
    db.selectFrom('achievement_counters').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('achievement_opponents')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const base =
    row === undefined
      ? { ...NO_COUNTERS, timeZone: null }
      : {
          gamesPlayed: Number(row.games_played),
          wins: Number(row.wins),
          winStreak: Number(row.win_streak),
          bestStreak: Number(row.best_streak),
          opponents: 0,
          themes: parseJson<string[]>(row.themes, []),
          timeZone: row.time_zone,
        };
  return { ...base, opponents: Number(opponents?.n ?? 0) };
}

/**
 * Claims a finished game for a player: true the first time only. Called inside the transaction
 * that counts the game, so a crash leaves it neither counted nor claimed.
 */
export async function claimGame(db: Db, userId: string, roomCode: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('achievement_games')
    .values({ user_id: userId, room_code: roomCode, evaluated_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'room_code']).doNothing())
    .executeTakeFirst();
  return inserted(result);
}

/** Counts a finished, not aborted game: played, won, the streak, the opponent. */
export async function countGame(
  db: Db,
  userId: string,
  opponentId: string | null,
  won: boolean,
  at: string,
): Promise<void> {
  await ensureCounters(db, userId, at);
  // Every right-hand side reads the row as it was (SQL's UPDATE semantics, on both databases).
  await db
    .updateTable('achievement_counters')
    .set({
      games_played: sql`games_played + 1`,
      wins: won ? sql`wins + 1` : sql`wins`,
      win_streak: won ? sql`win_streak + 1` : 0,
      best_streak: won
        ? sql`CASE WHEN win_streak + 1 > best_streak THEN win_streak + 1 ELSE best_streak END`
        : sql`best_streak`,
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .execute();
  if (opponentId !== null && opponentId !== userId) {
    await db
      .insertInto('achievement_opponents')
      .values({ user_id: userId, opponent_id: opponentId, first_played_at: at })
      .onConflict((conflict) => conflict.columns(['user_id', 'opponent_id']).doNothing())
      .execute();
  }
}

/** Stores a user's time zone. */
export async function storeTimeZone(db: Db, userId: string, timeZone: string, at: string): Promise<void> {
  await ensureCounters(db, userId, at);
  await db
    .updateTable('achievement_counters')
    .set({ time_zone: timeZone, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Adds a theme to the user's explorer themes; the themes after it. A compare-and-set on the stored
 * list, retried, so two reports at once both count.
 */
export async function addTheme(
  db: Kysely<AchievementsDb>,
  userId: string,
  theme: string,
  at: string,
): Promise<string[]> {
  await ensureCounters(db, userId, at);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db
      .selectFrom('achievement_counters')
      .select('themes')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const themes = parseJson<string[]>(row.themes, []);
    if (themes.includes(theme)) return themes;
    const next = [...themes, theme];
    const result = await db
      .updateTable('achievement_counters')
      .set({ themes: JSON.stringify(next), updated_at: at })
      .where('user_id', '=', userId)
      .where('themes', '=', row.themes)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return next;
  }
  throw new Error('themes kept changing');
}

/**
 * Points per user (registered accounts only), optionally in one category, from the unlocks the
 * server witnessed: a self-reported unlock is stored with 0 points and counts for nothing here.
 */
function totals(db: Db, category: AchievementCategory | null) {
  return db
    .selectFrom('user_achievements as ua')
    .innerJoin('accounts as a', 'a.user_id', 'ua.user_id')
    .where('ua.points', '>', 0)
    .$if(category !== null, (q) => q.where('ua.category', '=', category!))
    .groupBy('ua.user_id')
    .select((eb) => [
      'ua.user_id as user_id',
      eb.fn.sum<string | number>('ua.points').as('total_points'),
      eb.fn.countAll<string | number>().as('total_achievements'),
    ]);
}

/** A page of a board: users by points (then unlocks, then id), with their profiles. */
export async function standings(
  db: Db,
  category: AchievementCategory | null,
  offset: number,
  limit: number,
): Promise<{ rows: StandingRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom(totals(db, category).as('t'))
      .innerJoin('accounts as a', 'a.user_id', 't.user_id')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.user_id',
        't.total_points',
        't.total_achievements',
        'a.username',
        'a.avatar_url',
        'a.country',
        'u.display_name',
      ])
      .orderBy('t.total_points', 'desc')
      .orderBy('t.total_achievements', 'desc')
      .orderBy('t.user_id')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom(totals(db, category).as('t'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      displayName: row.display_name,
      avatarUrl: row.avatar_url,
      country: row.country,
      totalPoints: Number(row.total_points),
      totalAchievements: Number(row.total_achievements),
    })),
  };
}

/** How many registered users have more points than `points` (in one category or all). */
export async function usersAbove(
  db: Db,
  category: AchievementCategory | null,
  points: number,
): Promise<number> {
  const row = await db
    .selectFrom(totals(db, category).as('t'))
    .where('t.total_points', '>', points as never)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
