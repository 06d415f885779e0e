// Player search on a board: a case-insensitive prefix of the username, best rated first.
// `accounts.username_key` is the lower-cased username with a unique index. On SQLite a prefix becomes
// a range on it (key >= "ab" and key < "ac"), and an exact prefix check on the few rows in the range
// keeps the match exact. On PostgreSQL it is `LIKE 'ab%'`, served by the `text_pattern_ops` index
// (migrations 0020 and 0026) whatever the database's collation, and which its planner can count: a range
// plus a check it cannot see into was estimated at a handful of rows, so it joined every account
// in range even for a common prefix, where walking the rating index finds a page far sooner. Both
// databases' name indexes carry the user id (migration 0026), so the accounts in range are read
// from the index alone. The count of matches stops at the protocol's `searchMaxMatches`.
import { sql, type Kysely } from 'kysely';
import { sqliteOf } from '../../db/database.js';
import type { LeaderboardDb } from './tables.js';
import type { Region } from '@checkers/protocol';
import { boardRatings, type Board } from './board.js';
import type { RankKey } from './ranking.js';

/** The range of keys that start with `prefix`: [low, high). */
export function prefixRange(prefix: string): { low: string; high: string } {
  const low = prefix.toLowerCase();
  const last = low.charCodeAt(low.length - 1);
  return { low, high: low.slice(0, -1) + String.fromCharCode(last + 1) };
}

/** `_`, `%` and `\` taken literally in a LIKE pattern (PostgreSQL's default escape is `\`). */
export const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The condition "the account's username_key starts with `prefix`" on this database. */
function startsWith(db: Kysely<LeaderboardDb>, column: string, prefix: string) {
  const { low, high } = prefixRange(prefix);
  const key = sql.ref(column);
  if (sqliteOf(db) === undefined) return sql<boolean>`${key} like ${likePrefix(low)}`;
  return sql<boolean>`${key} >= ${low} and ${key} < ${high} and substr(${key}, 1, ${low.length}) = ${low}`;
}

/**
 * The board's players whose username starts with a prefix, as a query to build on. The accounts
 * come first, joined with CROSS JOIN, which SQLite's planner keeps in the written order: without
 * it, it may walk the whole rating index and look up every account instead of the few asked for.
 * PostgreSQL plans a CROSS JOIN with a join condition like any inner join.
 */
function matching(db: Kysely<LeaderboardDb>, board: Board, prefix: string) {
  return db
    .selectFrom('accounts as a')
    .crossJoin('ratings as r')
    .where(startsWith(db, 'a.username_key', prefix))
    .whereRef('r.user_id', '=', 'a.user_id')
    .where('r.pool', '=', board.pool)
    .$if(board.region !== null, (query) => query.where('r.region', '=', board.region as Region))
    .$if(board.members !== null, (query) => query.where('r.user_id', 'in', board.members as string[]));
}

/** How many of the board's players match, counted up to `cap`. */
export async function countMatches(
  db: Kysely<LeaderboardDb>,
  board: Board,
  prefix: string,
  cap: number,
): Promise<number> {
  const row = await db
    .selectFrom(matching(db, board, prefix).select('r.user_id').limit(cap).as('found'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * On PostgreSQL a step of the walk down the rating index (an account looked up by id) costs about
 * six times a matching id read from the name index and checked against the walk by a hashed array
 * (`ratingsOf`), measured on 100,000 players: the crossover is sqrt(6) times further out.
 */
const POSTGRES_WALK_COST = 6;

/** A page of a search and the total of its matches (counted up to the cap). */
export interface SearchFound {
  readonly page: RankKey[];
  readonly total: number;
}

/**
 * A page of the matching players, in ranking order, by the cheaper of two walks. Starting from the
 * accounts in the prefix's range costs one lookup per matching account; walking the rating index
 * and checking each player's name costs about (offset + limit) x board / matches lookups. They
 * cost the same at sqrt((offset + limit) x board) matches. The ids of the accounts in range, read
 * from the name index and stopped at that bound, tell the two apart; for a rare prefix they are the
 * whole answer: their places on the board, in one query, give the page and the total. PostgreSQL
 * looks up their ratings by id alone (`ratingsOf`). SQLite keeps the written join order, and
 * reads the name range again from the index rather than look up each id in the accounts table.
 * A common prefix's total is `countAll`'s, read beside the page.
 */
export async function searchPage(
  db: Kysely<LeaderboardDb>,
  board: Board,
  boardSize: number,
  prefix: string,
  window: { readonly offset: number; readonly limit: number; readonly cap: number },
  countAll: () => Promise<number>,
): Promise<SearchFound> {
  const { offset, limit, cap } = window;
  const postgres = sqliteOf(db) === undefined;
  const bound = Math.ceil(
    Math.sqrt((postgres ? POSTGRES_WALK_COST : 1) * (offset + limit) * Math.max(1, boardSize)),
  );
  // PostgreSQL counts first (the index alone, nothing sent back), and reads the ids only when they
  // are the answer: a common prefix's thousands of ids cost more to send than the walk.
  const named = postgres ? undefined : await accountIdsInRange(db, prefix, bound);
  const inRange = named?.length ?? (await accountsInRange(db, prefix, bound));
  if (inRange >= bound) {
    const [page, total] = await Promise.all([
      byRating(db, board, prefix)
        .select(['r.user_id', 'r.rating'])
        .orderBy('r.rating', 'desc')
        .orderBy('r.user_id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute(),
      countAll(),
    ]);
    return { page, total };
  }
  const all =
    inRange === 0
      ? []
      : await (
          named === undefined
            ? ratingsOf(db, board, await accountIdsInRange(db, prefix, bound))
            : matching(db, board, prefix)
        )
          .select(['r.user_id', 'r.rating'])
          .orderBy('r.rating', 'desc')
          .orderBy('r.user_id', 'asc')
          .limit(cap)
          .execute();
  return { page: all.slice(offset, offset + limit), total: all.length };
}

/**
 * PostgreSQL: the board's ratings of these accounts, the ids as one array parameter. Its planner
 * sees how many there are and picks between looking each up and walking the rating index until the
 * page is full; a list of hundreds of parameters joined back to the accounts took 30 to 40 ms.
 */
const ratingsOf = (db: Kysely<LeaderboardDb>, board: Board, ids: readonly string[]) =>
  boardRatings(db, board).where(sql<boolean>`${sql.ref('r.user_id')} = any(${[...ids]}::text[])`);

/** The ids of the accounts whose key is in the prefix's range, up to `bound`, from the index alone. */
async function accountIdsInRange(
  db: Kysely<LeaderboardDb>,
  prefix: string,
  bound: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('user_id')
    .where(startsWith(db, 'username_key', prefix))
    .limit(bound)
    .execute();
  return rows.map((row) => row.user_id);
}

/** How many accounts have a key in the prefix's range, counted up to `bound`, from the index alone. */
async function accountsInRange(db: Kysely<LeaderboardDb>, prefix: string, bound: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('accounts')
        .select('user_id')
        .where(startsWith(db, 'username_key', prefix))
        .limit(bound)
        .as('found'),
    )
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The matching players found by walking the board's rating index (ratings first, see matching). */
function byRating(db: Kysely<LeaderboardDb>, board: Board, prefix: string) {
  return db
    .selectFrom('ratings as r')
    .crossJoin('accounts as a')
    .where('r.pool', '=', board.pool)
    .$if(board.region !== null, (query) => query.where('r.region', '=', board.region as Region))
    .$if(board.members !== null, (query) => query.where('r.user_id', 'in', board.members as string[]))
    .whereRef('a.user_id', '=', 'r.user_id')
    .where(startsWith(db, 'a.username_key', prefix));
}
