// The social module: friends (requests, friendships, blocks, search), challenges between friends
// (with their expiry sweep) and friends' presence, told on the user socket. It asks the rooms for a
// game through a `StartGame` function and hears of users coming and going from the realtime
// module's user presence; services.ts wires both.
import type { Kysely } from 'kysely';
import type { SocialDb } from './tables.js';
import type { NotifyUser, UserPresence } from '../realtime/index.js';
import type { StartGame } from './challenge-deps.js';
import { ChallengeService } from './challenge-service.js';
import { ChallengeStore } from './challenge-store.js';
import { FriendService } from './friend-service.js';
import { FriendStore } from './friend-store.js';

export { CHALLENGE_TEXTS, type ChallengeDeps, type GameTerms, type StartGame } from './challenge-deps.js';
export { ChallengeService } from './challenge-service.js';
export { ChallengeStore, type ChallengeRow } from './challenge-store.js';
export { FRIEND_TEXTS, FriendService, type FriendDeps } from './friend-service.js';
export { FriendStore } from './friend-store.js';
export type { Profile } from './friend-types.js';
export { socialRoutes, type SocialRouteOptions } from './routes.js';

/** What the social module needs. */
export interface SocialDeps {
  readonly db: Kysely<SocialDb>;
  readonly notify: NotifyUser;
  readonly presence: UserPresence;
  readonly startGame: StartGame;
  readonly warn: (details: Record<string, unknown>, message: string) => void;
}

/** The social module's services, with presence changes told to friends from now on. */
export function openSocial(deps: SocialDeps): { friends: FriendService; challenges: ChallengeService } {
  const friendStore = new FriendStore(deps.db);
  const challenges = new ChallengeService({
    challenges: new ChallengeStore(deps.db),
    friends: friendStore,
    notify: deps.notify,
    startGame: deps.startGame,
    warn: deps.warn,
  });
  const friends = new FriendService({
    friends: friendStore,
    challenges,
    presence: deps.presence,
    notify: deps.notify,
    warn: deps.warn,
  });
  deps.presence.listen((userId, online) => {
    friends
      .presenceChanged(userId, online)
      .catch((error: unknown) =>
        deps.warn({ err: (error as Error).message, userId }, 'presence notice failed'),
      );
  });
  return { friends, challenges };
}
export type * from './tables.js';
