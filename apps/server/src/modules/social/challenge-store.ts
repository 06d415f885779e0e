// Challenges in the database (0009). A pending challenge holds its pair in `pending_pair` (unique):
// a second pending one between the same two users, either way, cannot be written. Every change of
// status is conditional on `status = 'pending'` (and, for an answer, on the deadline not having
// passed), so it happens once whichever request, node or sweep gets there first.
import type { Kysely, Selectable } from 'kysely';
import type { ChallengesTable, SocialDb } from './tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { pairKey } from './pairs.js';

/** A challenge as stored. */
export type ChallengeRow = Selectable<ChallengesTable>;

/** How a challenge can end. */
export type Ending = 'accepted' | 'declined' | 'canceled' | 'expired';

/** The most challenges the sweep expires in one go (it comes back for the rest). */
const SWEEP_BATCH = 200;

/** Storage of challenges. */
export class ChallengeStore {
  constructor(private readonly db: Kysely<SocialDb>) {}

  /** Writes a new pending challenge; false when the pair already has a pending one. */
  async insert(row: Omit<ChallengeRow, 'pair_key' | 'pending_pair' | 'status'>): Promise<boolean> {
    const pair = pairKey(row.challenger_id, row.challenged_id);
    try {
      await this.db
        .insertInto('challenges')
        .values({ ...row, status: 'pending', pair_key: pair, pending_pair: pair })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async find(id: string): Promise<ChallengeRow | undefined> {
    return this.db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Ends a pending challenge; false when it was not pending (any more). An answer (`accepted`,
   * `declined`, `canceled` by the challenger) also needs the deadline not to have passed at `now`;
   * `expired` needs it to have passed.
   */
  async end(id: string, ending: Ending, now: string, gameId: string | null = null): Promise<boolean> {
    const result = await this.db
      .updateTable('challenges')
      .set({ status: ending, pending_pair: null, responded_at: now, game_id: gameId })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .$if(ending === 'expired', (q) => q.where('expires_at', '<=', now))
      .$if(ending !== 'expired', (q) => q.where('expires_at', '>', now))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends a pending challenge whatever its deadline (a block or a removed friendship cancels it). */
  async cancelPending(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('challenges')
      .set({ status: 'canceled', pending_pair: null, responded_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Sets the room of an accepted challenge. */
  async setGame(id: string, gameId: string): Promise<void> {
    await this.db.updateTable('challenges').set({ game_id: gameId }).where('id', '=', id).execute();
  }

  /** Puts an accepted challenge whose room could not be made back to pending (best effort). */
  async reopen(id: string, pair: string): Promise<void> {
    await this.db
      .updateTable('challenges')
      .set({ status: 'pending', pending_pair: pair, responded_at: null })
      .where('id', '=', id)
      .where('status', '=', 'accepted')
      .where('game_id', 'is', null)
      .execute();
  }

  /** Pending challenges past their deadline: all of them, or those of a user or of a pair. */
  async due(now: string, scope: { user?: string; pair?: string } = {}): Promise<ChallengeRow[]> {
    return this.db
      .selectFrom('challenges')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .$if(scope.user !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb('challenger_id', '=', scope.user as string),
            eb('challenged_id', '=', scope.user as string),
          ]),
        ),
      )
      .$if(scope.pair !== undefined, (q) => q.where('pending_pair', '=', scope.pair as string))
      .orderBy('expires_at')
      .limit(SWEEP_BATCH)
      .execute();
  }

  /** The pending challenge between two users, if any. */
  async pendingBetween(a: string, b: string): Promise<ChallengeRow | undefined> {
    return this.db
      .selectFrom('challenges')
      .selectAll()
      .where('pending_pair', '=', pairKey(a, b))
      .executeTakeFirst();
  }

  /** Pending, unexpired challenges the user received (`received`) or sent, newest first. */
  async pending(userId: string, received: boolean, now: string): Promise<ChallengeRow[]> {
    return this.db
      .selectFrom('challenges')
      .selectAll()
      .where(received ? 'challenged_id' : 'challenger_id', '=', userId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Finished challenges between two users, newest first. */
  async history(a: string, b: string, limit: number): Promise<ChallengeRow[]> {
    return this.db
      .selectFrom('challenges')
      .selectAll()
      .where('pair_key', '=', pairKey(a, b))
      .where('status', '<>', 'pending')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
