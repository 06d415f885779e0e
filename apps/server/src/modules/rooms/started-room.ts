// A room written with both players seated and its game under way: what `startBetween` and
// `startIn` share.
import type { TimeControl, WireColor } from '@checkers/protocol';
import { ballotColumns } from './ballot-row.js';
import { clockStartColumns, timeControlColumn } from './clock-row.js';
import { newRoomRow } from './room-row.js';
import type { RoomStore } from './room-store.js';
import { playersColumn, type PlayersNow } from './seat-players.js';

/** How `startBetween` starts a game. */
export interface StartOptions {
  /** The colour of the first player; at random when absent. */
  readonly firstColor?: WireColor;
  /** The game's time control; untimed when absent. */
  readonly timeControl?: TimeControl;
  /** False for a casual game; otherwise rated when both are registered (within the pair limit). */
  readonly rated?: boolean;
  /**
   * The number of the ACF three-move ballot to play (engine `ACF_BALLOTS`): the game starts with its
   * three moves played and red to move. From the start position when absent.
   */
  readonly ballot?: number;
}

/**
 * Writes room `code` with `red` and `black` seated and the game started now; false when the code
 * is taken (the rated-pair slot it claimed is given back).
 */
export async function insertStarted(
  store: RoomStore,
  playersNow: PlayersNow | undefined,
  code: string,
  seats: { readonly red: string; readonly black: string },
  options: Omit<StartOptions, 'firstColor'>,
): Promise<boolean> {
  const { red, black } = seats;
  const now = Date.now();
  const at = new Date(now).toISOString();
  const time_control = timeControlColumn(options.timeControl);
  const opening = ballotColumns(options.ballot, time_control);
  const players = await playersColumn(playersNow, red, black);
  const { rating, giveBack } =
    options.rated === false
      ? { rating: { rated: 0, casual_reason: null }, giveBack: async () => {} }
      : await store.ratedPairs.ratingFor(red, black, code);
  const row = newRoomRow({
    code,
    status: 'active',
    red_user_id: red,
    black_user_id: black,
    created_at: at,
    started_at: at,
    ...rating,
    time_control,
    ...clockStartColumns({ time_control }, now),
    ...opening,
    players,
  });
  if (await store.insert(row)) return true;
  await giveBack();
  return false;
}
