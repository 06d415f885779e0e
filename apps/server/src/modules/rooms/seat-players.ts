// The seated players as they stood when a game started, kept on its room row (`players`), so a
// game's record and a player's list of games show the names and ratings of the game rather than
// today's: a guest who registers later, a renamed account, a rating moved by later games.
// The rooms module cannot read ratings; the app hands in who the players are now (`PlayersNow`,
// the games module's `playersNow`).
import type { RoomRow } from './tables.js';

/** A player as a game shows them. `rating` is null for a guest. */
export interface SeatPlayer {
  readonly name: string;
  readonly kind: 'guest' | 'account';
  readonly rating: number | null;
}

/** Both seats' players of a game; a seat nobody took is null. */
export interface SeatPlayers {
  readonly red: SeatPlayer | null;
  readonly black: SeatPlayer | null;
}

/** Who these users are now, by id (unknown ids left out). */
export type PlayersNow = (userIds: readonly string[]) => Promise<ReadonlyMap<string, SeatPlayer>>;

/** The `players` column of a game starting now between these seats; null without `playersNow`. */
export async function playersColumn(
  playersNow: PlayersNow | undefined,
  red: string | null,
  black: string | null,
): Promise<string | null> {
  if (playersNow === undefined) return null;
  const seated = [red, black].filter((id): id is string => id !== null);
  const now = await playersNow(seated);
  const at = (id: string | null): SeatPlayer | null => (id === null ? null : (now.get(id) ?? null));
  const players: SeatPlayers = { red: at(red), black: at(black) };
  return JSON.stringify(players);
}

/** The players a row kept when its game started; null when it kept none (not started, or older). */
export function seatPlayersOf(row: Pick<RoomRow, 'players'>): SeatPlayers | null {
  return row.players === null ? null : (JSON.parse(row.players) as SeatPlayers);
}
