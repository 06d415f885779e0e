// A tournament's games and byes in the database (0022), written as a round or a game starts
// (start-store.ts). A game's ending is recorded once: the update applies only while the game is
// open, so the games' own observer and the director's reconcile may both try and only one counts.
import type { Kysely, Selectable } from 'kysely';
import type { TournamentByesTable, TournamentGamesTable, TournamentsDb } from './tables.js';

/** A tournament game as stored. */
export type GameRow = Selectable<TournamentGamesTable>;
/** A bye as stored. */
export type ByeRow = Selectable<TournamentByesTable>;

/** How a game ended, as a tournament records it. */
export type Ending = { readonly result: 'red' | 'black' | 'draw' } | { readonly aborted: true };

/** The rows an update touched. */
const touched = (result: { numUpdatedRows?: bigint } | undefined): number =>
  Number(result?.numUpdatedRows ?? 0n);

/** Storage of tournament games and byes. */
export class GameStore {
  constructor(private readonly db: Kysely<TournamentsDb>) {}

  async find(roomCode: string): Promise<GameRow | undefined> {
    return this.db
      .selectFrom('tournament_games')
      .selectAll()
      .where('room_code', '=', roomCode)
      .executeTakeFirst();
  }

  /** A tournament's games, oldest first (aborted ones too: the caller decides). */
  async of(tournamentId: string): Promise<GameRow[]> {
    return this.db
      .selectFrom('tournament_games')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .orderBy('started_at')
      .orderBy('room_code')
      .execute();
  }

  /**
   * Open games of every tournament, oldest first, at most `limit`, from after `after` (the last one
   * a previous page ended with) when given.
   */
  async open(limit: number, after?: Pick<GameRow, 'started_at' | 'room_code'>): Promise<GameRow[]> {
    let query = this.db.selectFrom('tournament_games').selectAll().where('ended_at', 'is', null);
    if (after !== undefined)
      query = query.where((eb) =>
        eb.or([
          eb('started_at', '>', after.started_at),
          eb.and([eb('started_at', '=', after.started_at), eb('room_code', '>', after.room_code)]),
        ]),
      );
    return query.orderBy('started_at').orderBy('room_code').limit(limit).execute();
  }

  /** The user's open game in a tournament, if any. */
  async openOf(tournamentId: string, userId: string): Promise<GameRow | undefined> {
    return this.db
      .selectFrom('tournament_games')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .where('ended_at', 'is', null)
      .where((eb) => eb.or([eb('red_id', '=', userId), eb('black_id', '=', userId)]))
      .executeTakeFirst();
  }

  /** Records how a game ended; false when it had ended already (recorded by someone else). */
  async end(roomCode: string, ending: Ending, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('tournament_games')
      .set(
        'aborted' in ending
          ? { aborted: 1, result: null, ended_at: at }
          : { aborted: 0, result: ending.result, ended_at: at },
      )
      .where('room_code', '=', roomCode)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return touched(result) === 1;
  }

  // Byes.

  async byes(tournamentId: string): Promise<ByeRow[]> {
    return this.db
      .selectFrom('tournament_byes')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .orderBy('round')
      .execute();
  }
}
