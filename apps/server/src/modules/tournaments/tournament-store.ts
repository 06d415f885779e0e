// The tournaments and their players in the database (0022), shared by every node. Each change of
// state is one conditional update (upcoming to running only while upcoming, a round moved on only
// from the round it was), so two nodes, or a node and a late request, never do it twice; an arena
// pair is claimed by clearing both players' `waiting_since` at once (both or neither). Moving a
// round on and claiming a pair plan their games in the same transaction (`starts`).
import type { Kysely, Selectable } from 'kysely';
import type { TournamentsDb, TournamentPlayersTable, TournamentsTable } from './tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { GameStore } from './game-store.js';
import { StartStore } from './start-store.js';

/** A tournament as stored. */
export type TournamentRow = Selectable<TournamentsTable>;
/** A player as stored, with its display name. */
export type PlayerRow = Selectable<TournamentPlayersTable> & { readonly username: string };

/** The rows an update or a delete touched. */
export const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined): number =>
  Number(result?.numUpdatedRows ?? result?.numDeletedRows ?? 0n);

/** The most tournaments a list shows. */
const LIST_LIMIT = 50;

/** Storage of tournaments, their players (here), their games and byes (`games`) and starts (`starts`). */
export class TournamentStore {
  /** The games and the byes. */
  readonly games: GameStore;
  /** The games' starts. */
  readonly starts: StartStore;

  constructor(private readonly db: Kysely<TournamentsDb>) {
    this.games = new GameStore(db);
    this.starts = new StartStore(db);
  }

  // Tournaments.

  /** Writes a new tournament; false when its `schedule_key` is taken (another node made it). */
  async insert(row: TournamentRow): Promise<boolean> {
    try {
      await this.db.insertInto('tournaments').values(row).execute();
      return true;
    } catch (error) {
      if (row.schedule_key !== null && isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async find(id: string): Promise<TournamentRow | undefined> {
    return this.db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Tournaments of a status (all when absent): upcoming and running by start, finished newest first. */
  async list(status: string | undefined): Promise<TournamentRow[]> {
    let query = this.db.selectFrom('tournaments').selectAll();
    if (status !== undefined) query = query.where('status', '=', status);
    return status === 'finished'
      ? query.orderBy('finished_at', 'desc').orderBy('id').limit(LIST_LIMIT).execute()
      : query.orderBy('starts_at').orderBy('id').limit(LIST_LIMIT).execute();
  }

  /** Upcoming tournaments due to start at `now`, and the running ones: what the director looks at. */
  async active(now: string): Promise<TournamentRow[]> {
    return this.db
      .selectFrom('tournaments')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('status', '=', 'running'),
          eb.and([eb('status', '=', 'upcoming'), eb('starts_at', '<=', now)]),
        ]),
      )
      .orderBy('starts_at')
      .execute();
  }

  /** The upcoming scheduled tournaments' keys starting after `after`. */
  async scheduledKeys(after: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('tournaments')
      .select('schedule_key')
      .where('schedule_key', 'is not', null)
      .where('starts_at', '>', after)
      .execute();
    return new Set(rows.map((row) => row.schedule_key!));
  }

  /** Moves a tournament from one status to another; false when it was not in `from`. */
  async setStatus(
    id: string,
    from: string,
    to: string,
    extra: Partial<TournamentRow> = {},
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('tournaments')
      .set({ ...extra, status: to })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return changed(result) === 1;
  }

  /** How many joined each of these tournaments (withdrawn players included). */
  async playerCounts(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('tournament_players')
      .select(['tournament_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('tournament_id', 'in', ids)
      .groupBy('tournament_id')
      .execute();
    return new Map(rows.map((row) => [row.tournament_id, Number(row.n)]));
  }

  /** The finished tournaments a user played in, newest first. */
  async finishedOf(userId: string, limit: number): Promise<TournamentRow[]> {
    return this.db
      .selectFrom('tournaments')
      .innerJoin('tournament_players', 'tournament_players.tournament_id', 'tournaments.id')
      .selectAll('tournaments')
      .where('tournament_players.user_id', '=', userId)
      .where('tournaments.status', '=', 'finished')
      .orderBy('tournaments.finished_at', 'desc')
      .limit(limit)
      .execute();
  }

  // Players.

  /** The players of a tournament with their names, in the order they joined. */
  async players(id: string): Promise<PlayerRow[]> {
    return this.db
      .selectFrom('tournament_players')
      .innerJoin('users', 'users.id', 'tournament_players.user_id')
      .selectAll('tournament_players')
      .select('users.display_name as username')
      .where('tournament_players.tournament_id', '=', id)
      .orderBy('tournament_players.joined_at')
      .orderBy('tournament_players.user_id')
      .execute();
  }

  async player(id: string, userId: string): Promise<Selectable<TournamentPlayersTable> | undefined> {
    return this.db
      .selectFrom('tournament_players')
      .selectAll()
      .where('tournament_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Joins a player, or brings back one who withdrew (its score kept); false when already in. */
  async join(row: Selectable<TournamentPlayersTable>): Promise<boolean> {
    const result = await this.db
      .insertInto('tournament_players')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['tournament_id', 'user_id'])
          .doUpdateSet({ withdrawn: 0, rating: row.rating, waiting_since: row.waiting_since })
          .where('tournament_players.withdrawn', '=', 1),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /** Withdraws a player (it stops being paired, keeps its score); false when it was not in. */
  async withdraw(id: string, userId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('tournament_players')
      .set({ withdrawn: 1, waiting_since: null })
      .where('tournament_id', '=', id)
      .where('user_id', '=', userId)
      .where('withdrawn', '=', 0)
      .executeTakeFirst();
    return changed(result) === 1;
  }

  /** A player who left before the start is simply gone. */
  async remove(id: string, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('tournament_players')
      .where('tournament_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return changed(result) === 1;
  }

  /** Arena: these players (those still in) wait for a game from `at`. */
  async setWaiting(id: string, userIds: readonly string[], at: string): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .updateTable('tournament_players')
      .set({ waiting_since: at })
      .where('tournament_id', '=', id)
      .where('user_id', 'in', userIds)
      .where('withdrawn', '=', 0)
      .where('waiting_since', 'is', null)
      .execute();
  }

  /** Updates the ratings players are paired by. */
  async setRatings(id: string, ratings: ReadonlyMap<string, number>): Promise<void> {
    for (const [userId, rating] of ratings) {
      await this.db
        .updateTable('tournament_players')
        .set({ rating })
        .where('tournament_id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    }
  }
}
