// What the challenges need from the rest of the server (the store, the friends, the user socket, a
// way to start a game), and what they say when they refuse.
import type { TimeControl } from '@checkers/protocol';
import type { NotifyUser } from '../realtime/index.js';
import type { ChallengeRow, ChallengeStore } from './challenge-store.js';
import type { FriendStore } from './friend-store.js';
import type { Profile } from './friend-types.js';

/** A side of the board. */
export type Side = 'red' | 'black';

/** How an accepted challenge's game starts: the challenger's colour and the clock. */
export interface GameTerms {
  readonly firstColor: Side;
  readonly timeControl: TimeControl;
}

/** Starts a game between the two players, the challenger (first) seated as the terms say; the room code. */
export type StartGame = (challengerId: string, challengedId: string, terms: GameTerms) => Promise<string>;

/** What the challenges need. */
export interface ChallengeDeps {
  readonly challenges: ChallengeStore;
  readonly friends: FriendStore;
  readonly notify: NotifyUser;
  readonly startGame: StartGame;
  readonly warn: (details: Record<string, unknown>, message: string) => void;
  readonly clock?: () => Date;
  /** The challenger's colour when it asked for either (at random by default). */
  readonly pickColor?: () => Side;
}

/** The refusals of the challenge calls. */
export const CHALLENGE_TEXTS = {
  notFound: 'Challenge not found',
  userNotFound: 'User not found',
  yourself: 'You cannot challenge yourself',
  notFriends: 'You can only challenge your friends',
  blocked: 'You cannot challenge this user',
  onlyChallenged: 'Only the challenged player can answer this challenge',
  onlyChallenger: 'Only the challenger can cancel this challenge',
  expired: 'This challenge has expired',
  finished: (status: string) => `This challenge has already been ${status}`,
} as const;

/** `{ id, username }` of a profile. */
export function named(profile: Profile | undefined): { id: string; username: string } {
  return { id: profile?.id ?? '', username: profile?.username ?? '' };
}

/** The refusal of an answer to a challenge that has already ended. */
export function finishedText(status: ChallengeRow['status']): string {
  return status === 'expired' ? CHALLENGE_TEXTS.expired : CHALLENGE_TEXTS.finished(status);
}
