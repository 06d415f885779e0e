// What the pools and the seeks share: who calls, what they need from the rest of the server, and
// the times they reckon with.
import {
  DEFAULT_RATING,
  ratingSpeedOf,
  type RatingSpeed,
  type TimeControl,
  type WireColor,
} from '@checkers/protocol';
import type { NotifyUser } from '../realtime/index.js';
import type { PairingStore } from './pairing-store.js';

/** Starts a game between two users, `first` in `firstColor` (random when absent); the room code. */
export type StartPairedGame = (
  first: string,
  second: string,
  options: { readonly firstColor?: WireColor; readonly timeControl: TimeControl; readonly rated: boolean },
) => Promise<string>;

/** Who is calling: a user id and whether it is a registered account. */
export interface Player {
  readonly userId: string;
  readonly registered: boolean;
}

/** What the pairing service needs. */
export interface PairingDeps {
  readonly store: PairingStore;
  readonly startGame: StartPairedGame;
  readonly notify: NotifyUser;
  /**
   * The users' current ratings in one ladder, the speed of the clock they are paired on (a
   * registered player without one there has the default).
   */
  readonly ratingsOf: (userIds: readonly string[], speed: RatingSpeed) => Promise<Map<string, number>>;
  readonly warn: (details: Record<string, unknown>, message: string) => void;
  /** An entry or seek whose owner has not polled for this long is withdrawn. */
  readonly staleMs: number;
  readonly clock?: () => number;
}

/** How long a match is told, a claim may last, and an accepted seek is kept. */
export const KEEP_MS = 60_000;

/** An instant as the tables store it. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** The instant before which an owner that has not polled is withdrawn. */
export const staleCutoff = (deps: PairingDeps, now: number): string => iso(now - deps.staleMs);

/**
 * A registered player's rating in the ladder of the clock they would play (rounded; the default
 * when unrated there); null for a guest.
 */
export async function ratingOf(
  deps: PairingDeps,
  player: Player,
  control: TimeControl,
): Promise<number | null> {
  if (!player.registered) return null;
  const ratings = await deps.ratingsOf([player.userId], ratingSpeedOf(control));
  return Math.round(ratings.get(player.userId) ?? DEFAULT_RATING);
}

/** Tells both players of a match where their game is, on their user sockets. */
export function notifyMatched(deps: PairingDeps, users: readonly string[], roomCode: string): void {
  for (const user of users) deps.notify(user, { type: 'pairing_matched', payload: { roomCode } });
}
