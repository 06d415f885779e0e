// The rated-pair cap: two accounts start at most `limit` rated games within a day (either colours);
// later ones are casual (`pair_limit`), so two accounts of one person cannot farm a rating.
//
// Counting the pair's rated rooms and then writing the seat would be two steps, and joins arriving
// together would all count the same few rooms. So each rated game claims one of the pair's `limit`
// slots (`rated_pair_slots`, keyed by pair and slot number) in one conditional statement: an insert,
// or on conflict an update that only takes a slot whose claim is older than the window. Both
// databases run that statement atomically per row (PostgreSQL locks the conflicting row and checks
// the condition again on its latest version), so N simultaneous joins rate at most `limit` games, on
// one node or many. A claim is given back when its room never got written or its game was aborted.
import type { Kysely } from 'kysely';
import type { RoomRow, RoomsDb } from './tables.js';

/** The window of the rated-pair limit: a day. */
export const RATED_PAIR_WINDOW_MS = 24 * 3600 * 1000;
/** Rated games two accounts may start within a day, unless configured (`RATED_PAIR_LIMIT`). */
export const DEFAULT_RATED_PAIR_LIMIT = 3;

/** The two accounts of a pair in a fixed order, whichever plays red. */
export const pairKeyOf = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Whether a starting game is rated, and why not. */
export type Rating = Pick<RoomRow, 'rated' | 'casual_reason'>;

const CASUAL: Rating = { rated: 0, casual_reason: null };

/** The rated-pair slots of every pair. */
export class RatedPairs {
  constructor(
    private readonly db: Kysely<RoomsDb>,
    private readonly limit = DEFAULT_RATED_PAIR_LIMIT,
  ) {}

  /**
   * Whether a game starting now in `room` between these seats is rated: only between two registered
   * accounts (as they stand when it starts) that still have a free slot, which `room` then holds.
   * `giveBack` returns that slot when the room's write loses (a no-op for a casual game).
   */
  async ratingFor(
    red: string | null,
    black: string | null,
    room: string,
    now = new Date(),
  ): Promise<{ rating: Rating; giveBack: () => Promise<void> }> {
    const casual = { rating: CASUAL, giveBack: async () => {} };
    if (red === null || black === null || red === black) return casual;
    const { count } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('id', 'in', [red, black])
      .where('kind', '=', 'account')
      .executeTakeFirstOrThrow();
    if (Number(count) !== 2) return casual;
    const pair = pairKeyOf(red, black);
    const slot = await this.claim(pair, room, now);
    if (slot === undefined)
      return { rating: { rated: 0, casual_reason: 'pair_limit' }, giveBack: async () => {} };
    return {
      rating: { rated: 1, casual_reason: null },
      giveBack: async () => {
        await this.db
          .deleteFrom('rated_pair_slots')
          .where('pair_key', '=', pair)
          .where('slot', '=', slot)
          .where('room_code', '=', room)
          .execute();
      },
    };
  }

  /** Gives back the slot `room` holds: its game was aborted, so it was not rated after all. */
  async release(room: string): Promise<void> {
    await this.db.deleteFrom('rated_pair_slots').where('room_code', '=', room).execute();
  }

  /** The slot claimed for `room`, or undefined when every slot is held within the window. */
  private async claim(pair: string, room: string, now: Date): Promise<number | undefined> {
    const at = now.toISOString();
    const since = new Date(now.getTime() - RATED_PAIR_WINDOW_MS).toISOString();
    for (let slot = 0; slot < this.limit; slot++) {
      const result = await this.db
        .insertInto('rated_pair_slots')
        .values({ pair_key: pair, slot, room_code: room, claimed_at: at })
        .onConflict((conflict) =>
          conflict
            .columns(['pair_key', 'slot'])
            .doUpdateSet({ room_code: room, claimed_at: at })
            .where('rated_pair_slots.claimed_at', '<', since),
        )
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) return slot;
    }
    return undefined;
  }
}
