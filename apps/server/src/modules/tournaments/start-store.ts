// The starts of tournament games in the database (0023): each game is written here, its room code
// chosen, before its room is made, in the same transaction as the decision it comes from (a Swiss
// round moved on with its bye, an arena pair claimed), so that a node dying halfway leaves the rest
// for the next director to start. Recording the game and marking its start done is one transaction
// that counts once however often it runs.
import type { Kysely, Selectable } from 'kysely';
import type { GameRow } from './game-store.js';
import type { TournamentsDb, TournamentStartsTable } from './tables.js';

/** A start as stored. */
export type StartRow = Selectable<TournamentStartsTable>;

/** The rows an update touched. */
const changed = (result: { numUpdatedRows?: bigint } | undefined): number =>
  Number(result?.numUpdatedRows ?? 0n);

/** Undoes a transaction whose condition failed. */
class Lost extends Error {}

/** Storage of tournament games' starts. */
export class StartStore {
  constructor(private readonly db: Kysely<TournamentsDb>) {}

  /** A tournament's starts still to be made, oldest first. */
  async planned(tournamentId: string): Promise<StartRow[]> {
    return this.db
      .selectFrom('tournament_starts')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .where('state', '=', 'planned')
      .orderBy('planned_at')
      .orderBy('slot')
      .execute();
  }

  /** A Swiss round's starts, whatever became of them. */
  async ofRound(tournamentId: string, round: number): Promise<StartRow[]> {
    return this.db
      .selectFrom('tournament_starts')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .where('round', '=', round)
      .execute();
  }

  /** Plans a start; false when its slot was planned already (that one stands). */
  async plan(row: StartRow): Promise<boolean> {
    const result = await this.db
      .insertInto('tournament_starts')
      .values(row)
      .onConflict((conflict) => conflict.columns(['tournament_id', 'slot']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /**
   * Swiss: moves a running event from round `from` to `to` with the new round's bye and starts, all
   * or nothing; false when the round was no longer `from` (another node moved it on).
   */
  async openRound(
    id: string,
    from: number,
    to: number,
    bye: string | null,
    starts: readonly StartRow[],
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('tournaments')
        .set({ round: to })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('round', '=', from)
        .executeTakeFirst();
      if (changed(moved) !== 1) return false;
      if (bye !== null)
        await trx
          .insertInto('tournament_byes')
          .values({ tournament_id: id, round: to, user_id: bye })
          .onConflict((conflict) => conflict.columns(['tournament_id', 'user_id']).doNothing())
          .execute();
      if (starts.length > 0)
        await trx
          .insertInto('tournament_starts')
          .values([...starts])
          .execute();
      return true;
    });
  }

  /**
   * Arena: claims two waiting players (both stop waiting) and plans their game, all or nothing;
   * false when either was no longer waiting, and then neither is claimed.
   */
  async claimPair(id: string, start: StartRow): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('tournament_players')
          .set({ waiting_since: null })
          .where('tournament_id', '=', id)
          .where('user_id', 'in', [start.red_id, start.black_id])
          .where('withdrawn', '=', 0)
          .where('waiting_since', 'is not', null)
          .executeTakeFirst();
        if (changed(claimed) !== 2) throw new Lost();
        await trx.insertInto('tournament_starts').values(start).execute();
      });
      return true;
    } catch (error) {
      if (error instanceof Lost) return false;
      throw error;
    }
  }

  /** Records the game of a start made and marks the start done; once, however often it runs. */
  async started(game: GameRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tournament_games')
        .values(game)
        .onConflict((conflict) => conflict.column('room_code').doNothing())
        .execute();
      await trx
        .updateTable('tournament_starts')
        .set({ state: 'started' })
        .where('room_code', '=', game.room_code)
        .where('state', '=', 'planned')
        .execute();
    });
  }

  /** Counts a failed try; `code`, when given, replaces a room code that turned out to be taken. */
  async failed(start: StartRow, code?: string): Promise<void> {
    await this.db
      .updateTable('tournament_starts')
      .set((eb) => ({ tries: eb('tries', '+', 1), room_code: code ?? start.room_code }))
      .where('room_code', '=', start.room_code)
      .where('state', '=', 'planned')
      .execute();
  }

  /** Gives a start up: its game is not played. */
  async drop(start: StartRow): Promise<void> {
    await this.db
      .updateTable('tournament_starts')
      .set({ state: 'dropped' })
      .where('room_code', '=', start.room_code)
      .where('state', '=', 'planned')
      .execute();
  }
}
