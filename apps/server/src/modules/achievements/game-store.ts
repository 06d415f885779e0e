// The achievements' queries about games and players: which finished games still wait for an
// evaluation, and whether a player is a guest (whose unlocks are not pushed).
import type { Kysely } from 'kysely';
import type { GameRow } from './finished-games.js';
import type { AchievementsDb } from './tables.js';

/** The games with a seated player whose evaluation is not stored (a crash cut it short). */
export async function unevaluated(db: Kysely<AchievementsDb>, games: readonly GameRow[]): Promise<GameRow[]> {
  if (games.length === 0) return [];
  const codes = games.map((game) => game.code);
  const rows = await db
    .selectFrom('achievement_games')
    .select(['room_code', 'user_id'])
    .where('room_code', 'in', codes)
    .execute();
  const claimed = new Set(rows.map((row) => `${row.room_code}|${row.user_id}`));
  const waits = (game: GameRow, userId: string | null): boolean =>
    userId !== null && !claimed.has(`${game.code}|${userId}`);
  return games.filter((game) => waits(game, game.red_user_id) || waits(game, game.black_user_id));
}

/** Whether the user is a guest or an account; undefined when there is no such user. */
export async function kindOf(
  db: Kysely<AchievementsDb>,
  userId: string,
): Promise<'guest' | 'account' | undefined> {
  const row = await db.selectFrom('users').select('kind').where('id', '=', userId).executeTakeFirst();
  return row?.kind;
}
