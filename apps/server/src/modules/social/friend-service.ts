// Friends: requests, accept, decline, remove, block, search, and telling friends when a user comes
// online or goes offline. Every change is pushed to both users' user sockets, with `from` (who
// acted) and `to`, so a client tells its own actions from the other's.
//
// Decisions: a request to someone who already asked you accepts theirs (no second request); a
// block is idempotent; a friendship removed or a block cancels the pair's pending challenge;
// decline and removal (and a block that ended something) are `friend_removed` to both sides.
import type {
  FriendEntry,
  FriendRequestResult,
  PendingRequest,
  SearchUser,
  SentRequest,
  ServerMessage,
} from '@checkers/protocol';
import { SOCIAL_LIMITS } from '@checkers/protocol';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { NotifyUser, UserPresence } from '../realtime/index.js';
import type { ChallengeService } from './challenge-service.js';
import type { FriendStore } from './friend-store.js';
import type { Profile } from './friend-types.js';
import { friendOnWire, userOnWire } from './wire.js';

/** What the friends need. */
export interface FriendDeps {
  readonly friends: FriendStore;
  readonly challenges: ChallengeService;
  readonly presence: Pick<UserPresence, 'onlineAmong'>;
  readonly notify: NotifyUser;
  readonly warn: (details: Record<string, unknown>, message: string) => void;
}

/** The refusals of the friends calls. */
export const FRIEND_TEXTS = {
  userNotFound: 'User not found',
  yourself: 'You cannot send a friend request to yourself',
  youBlocked: 'You have blocked this user',
  blockedYou: 'You cannot send a friend request to this user',
  alreadyFriends: 'You are already friends with this user',
  alreadySent: 'You have already sent a friend request to this user',
  noRequest: 'No pending friend request from this user',
  notLinked: 'You are not friends with this user',
  blockYourself: 'You cannot block yourself',
  notBlocked: 'You have not blocked this user',
  tooManyPending: `You have ${SOCIAL_LIMITS.maxPendingRequests} friend requests waiting for an answer: cancel some first`,
} as const;

/** How many times a request is tried again when the pair changed under it. */
const ATTEMPTS = 3;

/** The friends service. */
export class FriendService {
  private readonly store: FriendStore;

  constructor(private readonly deps: FriendDeps) {
    this.store = deps.friends;
  }

  /** The user's friends, each with whether it is online. */
  async list(me: string): Promise<FriendEntry[]> {
    const friends = await this.store.friends(me);
    const online = await this.deps.presence.onlineAmong(friends.map((f) => f.user.id));
    return friends.map((f) => friendOnWire(f, online));
  }

  /** The user's friends that are online. */
  async online(me: string): Promise<FriendEntry[]> {
    return (await this.list(me)).filter((f) => f.online);
  }

  async pending(me: string): Promise<PendingRequest[]> {
    return (await this.store.requests(me, true)).map((r) => ({
      user_id: r.user.id,
      friend: userOnWire(r.user),
      created_at: r.createdAt,
    }));
  }

  async sent(me: string): Promise<SentRequest[]> {
    return (await this.store.requests(me, false)).map((r) => ({
      friend_id: r.user.id,
      friend: userOnWire(r.user),
      created_at: r.createdAt,
    }));
  }

  /** Sends a request, or accepts theirs when they asked first. */
  async request(me: string, them: string): Promise<Outcome<FriendRequestResult>> {
    if (them === me) return failure('conflict', FRIEND_TEXTS.yourself);
    const profiles = await this.store.profiles([me, them]);
    const other = profiles.get(them);
    const self = profiles.get(me);
    if (other === undefined || self === undefined) return failure('not_found', FRIEND_TEXTS.userNotFound);
    const [blockedByMe, blockedMe] = await Promise.all([
      this.store.hasBlocked(me, them),
      this.store.hasBlocked(them, me),
    ]);
    if (blockedByMe) return failure('conflict', FRIEND_TEXTS.youBlocked);
    if (blockedMe) return failure('conflict', FRIEND_TEXTS.blockedYou);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const now = new Date().toISOString();
      if (await this.store.request(me, them, now, SOCIAL_LIMITS.maxPendingRequests)) {
        this.both(me, them, {
          type: 'friend_request',
          payload: { from: userOnWire(self), to: userOnWire(other), created_at: now },
        });
        return success({ status: 'pending', friend_id: them, friend: userOnWire(other) });
      }
      const link = await this.store.link(me, them);
      if (link === undefined) {
        if ((await this.store.pendingFrom(me)) >= SOCIAL_LIMITS.maxPendingRequests)
          return failure('conflict', FRIEND_TEXTS.tooManyPending);
        continue; // removed meanwhile: ask again
      }
      if (link.status === 'accepted') return failure('conflict', FRIEND_TEXTS.alreadyFriends);
      if (link.askedBy === me) return failure('conflict', FRIEND_TEXTS.alreadySent);
      // They asked first: this request is the answer.
      if (await this.store.accept(them, me, now)) {
        this.accepted(self, other);
        return success({ status: 'accepted', friend_id: them, friend: userOnWire(other) });
      }
    }
    return failure('conflict', 'The friendship changed meanwhile; please try again');
  }

  /** Accepts the request `them` sent. */
  async accept(me: string, them: string): Promise<Outcome<FriendEntry>> {
    const now = new Date().toISOString();
    if (!(await this.store.accept(them, me, now))) return failure('not_found', FRIEND_TEXTS.noRequest);
    const profiles = await this.store.profiles([me, them]);
    const self = profiles.get(me);
    const other = profiles.get(them);
    if (self !== undefined && other !== undefined) this.accepted(self, other);
    const online = await this.deps.presence.onlineAmong([them]);
    return success(
      friendOnWire({ user: other ?? { id: them, username: '', avatarUrl: null }, createdAt: now }, online),
    );
  }

  /** Declines the request `them` sent. */
  async decline(me: string, them: string): Promise<Outcome<void>> {
    if (!(await this.store.dropRequest(them, me))) return failure('not_found', FRIEND_TEXTS.noRequest);
    this.removed(me, them);
    return success(undefined);
  }

  /** Removes a friend, or a request either way; the pair's pending challenge is canceled. */
  async remove(me: string, them: string): Promise<Outcome<void>> {
    if (!(await this.store.unlink(me, them))) return failure('not_found', FRIEND_TEXTS.notLinked);
    this.removed(me, them);
    await this.deps.challenges.cancelBetween(me, them);
    return success(undefined);
  }

  /** Blocks a user: any friendship or request between the two ends, and a pending challenge too. */
  async block(me: string, them: string): Promise<Outcome<void>> {
    if (them === me) return failure('conflict', FRIEND_TEXTS.blockYourself);
    if ((await this.store.profile(them)) === undefined)
      return failure('not_found', FRIEND_TEXTS.userNotFound);
    await this.store.block(me, them, new Date().toISOString());
    if (await this.store.unlink(me, them)) this.removed(me, them);
    await this.deps.challenges.cancelBetween(me, them);
    return success(undefined);
  }

  /** Lifts a block. */
  async unblock(me: string, them: string): Promise<Outcome<void>> {
    if (!(await this.store.unblock(me, them))) return failure('not_found', FRIEND_TEXTS.notBlocked);
    return success(undefined);
  }

  /** The ids of the user's accepted friends, either direction (the leaderboard's friends boards). */
  friendIds(me: string): Promise<string[]> {
    return this.store.friendIds(me);
  }

  /** Users whose name starts with `q`, but the caller and those who blocked the caller. */
  async search(me: string, q: string, limit: number): Promise<SearchUser[]> {
    const matches = await this.store.search(me, q, limit);
    const online = await this.deps.presence.onlineAmong(matches.map((m) => m.id));
    return matches.map((m) => ({
      ...userOnWire(m),
      online: online.has(m.id),
      is_friend: m.link?.status === 'accepted',
      request_sent: m.link?.status === 'pending' && m.link.askedBy === me,
      request_received: m.link?.status === 'pending' && m.link.askedBy !== me,
      blocked: m.blocked,
    }));
  }

  /** A user came online or went offline: its friends hear of it. */
  async presenceChanged(userId: string, online: boolean): Promise<void> {
    const [friends, profile] = await Promise.all([this.store.friendIds(userId), this.store.profile(userId)]);
    if (profile === undefined) return;
    const message: ServerMessage = {
      type: online ? 'friend_online' : 'friend_offline',
      payload: { user_id: userId, user: { username: profile.username } },
    };
    for (const friend of friends) this.deps.notify(friend, message);
  }

  private accepted(by: Profile, asker: Profile): void {
    this.both(by.id, asker.id, {
      type: 'friend_accepted',
      payload: { from: userOnWire(by), to: userOnWire(asker) },
    });
  }

  private removed(by: string, other: string): void {
    this.both(by, other, { type: 'friend_removed', payload: { from: { id: by }, to: { id: other } } });
  }

  private both(a: string, b: string, message: ServerMessage): void {
    this.deps.notify(a, message);
    this.deps.notify(b, message);
  }
}
