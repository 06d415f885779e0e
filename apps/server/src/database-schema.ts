// The whole database, composed from the tables each module declares in its own `tables.ts` (and
// db/'s infrastructure tables). It sits above the modules because db/ may not import them.
//
// Only this file, services.ts and the tests see the whole of it. Each module's stores are typed over
// the tables that module owns, plus the few it may read from a module it uses (accounts' names,
// ratings' rows for the leaderboard), so a query on any other table does not compile; services.ts
// narrows the one connection with `tablesOf` when it builds them. A module that needs another's data
// asks that module's service, through a port it declares.
import type { Kysely } from 'kysely';
import type { InfrastructureTables } from './db/schema.js';
import type { AccountsTables } from './modules/accounts/index.js';
import type { AchievementsTables } from './modules/achievements/index.js';
import type { ChatTables } from './modules/chat/index.js';
import type { LeaderboardTables } from './modules/leaderboard/index.js';
import type { PairingTables } from './modules/pairing/index.js';
import type { PushTables } from './modules/push/index.js';
import type { PuzzlesTables } from './modules/puzzles/index.js';
import type { RatingsTables } from './modules/ratings/index.js';
import type { RoomsTables } from './modules/rooms/index.js';
import type { SocialTables } from './modules/social/index.js';
import type { TournamentsTables } from './modules/tournaments/index.js';

/** Every table, by name. */
export interface Database
  extends
    InfrastructureTables,
    AccountsTables,
    RoomsTables,
    RatingsTables,
    LeaderboardTables,
    SocialTables,
    ChatTables,
    AchievementsTables,
    PuzzlesTables,
    PushTables,
    PairingTables,
    TournamentsTables {}

/** `T` when each of its tables is one of the database's, with the same row type. */
type PartOfDatabase<T> = { [K in keyof T]: K extends keyof Database ? Database[K] : never };

/**
 * The same connection, typed over the tables `T` only (a module's own, and what it may read). The
 * type is all that changes: the very same object (so `sqliteOf` still finds its file), one pool,
 * transactions as before. Kysely's own `withTables` would make a new instance, and only widens.
 */
export function tablesOf<T extends PartOfDatabase<T>>(db: Kysely<Database>): Kysely<T> {
  return db as unknown as Kysely<T>;
}
