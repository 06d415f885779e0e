// Challenges between friends: send, accept (a room with both seated), decline, cancel, expire;
// lists and history. Every change is pushed to both players' user sockets. A challenge past its
// deadline is expired by a sweep (every `sweepMs`, on every node: the conditional update lets one
// node expire it) and by any read or answer that meets it first; both players hear
// `challenge_expired` once. A challenge carries its game's terms: the clock, and the colour the
// challenger asked for (random: chosen when it is accepted).
import { randomInt, randomUUID } from 'node:crypto';
import { SOCIAL_MESSAGES, type Challenge, type CreateChallengeBody } from '@checkers/protocol';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { CHALLENGE_TEXTS, finishedText, named, type ChallengeDeps, type Side } from './challenge-deps.js';
import type { ChallengeRow, ChallengeStore } from './challenge-store.js';
import type { FriendStore } from './friend-store.js';
import { expiryOf, hasExpired, pairKey } from './pairs.js';
import { challengeOnWire, controlOf, termsColumns, unknownUser } from './wire.js';

/** The challenges service. */
export class ChallengeService {
  private readonly store: ChallengeStore;
  private readonly friends: FriendStore;
  private readonly clock: () => Date;
  private readonly pickColor: () => Side;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(private readonly deps: ChallengeDeps) {
    this.store = deps.challenges;
    this.friends = deps.friends;
    this.clock = deps.clock ?? (() => new Date());
    this.pickColor = deps.pickColor ?? (() => (randomInt(2) === 0 ? 'red' : 'black'));
  }

  /** Starts the expiry sweep. */
  start(sweepMs: number): void {
    if (sweepMs <= 0 || this.timer !== undefined) return;
    this.timer = setInterval(() => void this.sweep(), sweepMs);
    this.timer.unref();
  }

  /** Stops the sweep (waiting for a run under way). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }

  /** Expires every pending challenge past its deadline (one run at a time on this node). */
  async sweep(): Promise<void> {
    if (this.sweeping !== undefined) return this.sweeping;
    this.sweeping = (async () => {
      try {
        for (;;) {
          const due = await this.store.due(this.now());
          await this.expire(due);
          if (due.length < 200) break;
        }
      } catch (error) {
        this.deps.warn({ err: (error as Error).message }, 'challenge sweep failed');
      }
    })().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  /** Sends a challenge. */
  async create(me: string, body: CreateChallengeBody): Promise<Outcome<Challenge>> {
    const them = body.challenged_id;
    if (them === me) return failure('conflict', CHALLENGE_TEXTS.yourself);
    const profiles = await this.friends.profiles([me, them]);
    if (!profiles.has(them)) return failure('not_found', CHALLENGE_TEXTS.userNotFound);
    const [link, blockedByMe, blockedMe] = await Promise.all([
      this.friends.link(me, them),
      this.friends.hasBlocked(me, them),
      this.friends.hasBlocked(them, me),
    ]);
    if (blockedByMe || blockedMe) return failure('forbidden', CHALLENGE_TEXTS.blocked);
    if (link?.status !== 'accepted') return failure('forbidden', CHALLENGE_TEXTS.notFriends);
    // A pending challenge of the pair already past its deadline is expired first: it holds the pair.
    await this.expire(await this.store.due(this.now(), { pair: pairKey(me, them) }));
    const now = this.clock();
    const row = {
      id: randomUUID(),
      challenger_id: me,
      challenged_id: them,
      message: body.message,
      created_at: now.toISOString(),
      expires_at: expiryOf(now, body.expires_in),
      responded_at: null,
      game_id: null,
      ...termsColumns(body),
    };
    if (!(await this.store.insert(row))) return failure('conflict', SOCIAL_MESSAGES.pendingChallengeExists);
    const challenge = challengeOnWire(
      { ...row, status: 'pending', pair_key: '', pending_pair: '' },
      profiles,
    );
    const challenger = named(profiles.get(me));
    for (const user of [me, them]) {
      this.deps.notify(user, {
        type: 'challenge_received',
        payload: { challenge_id: row.id, challenger, challenge },
      });
    }
    return success(challenge);
  }

  /** Accepts a challenge: the room, both seated; `game_id` is its code. */
  async accept(me: string, id: string): Promise<Outcome<{ game_id: string; challenge: Challenge }>> {
    const found = await this.answerable(me, id, 'challenged');
    if (!found.ok) return found;
    const row = found.value;
    const now = this.now();
    if (!(await this.store.end(id, 'accepted', now))) return this.refusal(id);
    const color = row.color === 'random' ? this.pickColor() : row.color;
    const timeControl = controlOf(row.time_control);
    let gameId: string;
    try {
      gameId = await this.deps.startGame(row.challenger_id, row.challenged_id, {
        firstColor: color,
        timeControl,
      });
      await this.store.setGame(id, gameId);
    } catch (error) {
      await this.store.reopen(id, row.pair_key).catch(() => {});
      throw error;
    }
    const ended: ChallengeRow = {
      ...row,
      status: 'accepted',
      pending_pair: null,
      responded_at: now,
      game_id: gameId,
    };
    const profiles = await this.friends.profiles([row.challenger_id, row.challenged_id]);
    const acceptedBy = named(profiles.get(me) ?? unknownUser(me));
    for (const user of [row.challenger_id, row.challenged_id]) {
      this.deps.notify(user, {
        type: 'challenge_accepted',
        payload: {
          challenge_id: id,
          accepted_by: acceptedBy,
          game_id: gameId,
          time_control: timeControl,
          color,
        },
      });
    }
    return success({ game_id: gameId, challenge: challengeOnWire(ended, profiles) });
  }

  /** Declines a challenge (the challenged player). */
  async decline(me: string, id: string): Promise<Outcome<Challenge>> {
    return this.answer(me, id, 'declined');
  }

  /** Cancels a challenge (the challenger). */
  async cancel(me: string, id: string): Promise<Outcome<Challenge>> {
    return this.answer(me, id, 'canceled');
  }

  /** Cancels the pending challenge between two users, if any (a block, a removed friendship). */
  async cancelBetween(a: string, b: string): Promise<void> {
    const row = await this.store.pendingBetween(a, b);
    if (row === undefined || !(await this.store.cancelPending(row.id, this.now()))) return;
    for (const user of [row.challenger_id, row.challenged_id])
      this.deps.notify(user, { type: 'challenge_canceled', payload: { challenge_id: row.id } });
  }

  /** Pending challenges the user received (`received`) or sent, newest first. */
  async pending(me: string, received: boolean): Promise<Challenge[]> {
    await this.expire(await this.store.due(this.now(), { user: me }));
    return this.onWire(await this.store.pending(me, received, this.now()));
  }

  /** Finished challenges between the user and another, newest first. */
  async history(me: string, other: string, limit: number): Promise<Challenge[]> {
    await this.expire(await this.store.due(this.now(), { pair: pairKey(me, other) }));
    return this.onWire(await this.store.history(me, other, limit));
  }

  private async answer(me: string, id: string, ending: 'declined' | 'canceled'): Promise<Outcome<Challenge>> {
    const found = await this.answerable(me, id, ending === 'declined' ? 'challenged' : 'challenger');
    if (!found.ok) return found;
    const row = found.value;
    const now = this.now();
    if (!(await this.store.end(id, ending, now))) return this.refusal(id);
    const profiles = await this.friends.profiles([row.challenger_id, row.challenged_id]);
    const by = named(profiles.get(me) ?? unknownUser(me));
    for (const user of [row.challenger_id, row.challenged_id]) {
      this.deps.notify(
        user,
        ending === 'declined'
          ? { type: 'challenge_declined', payload: { challenge_id: id, declined_by: by } }
          : { type: 'challenge_canceled', payload: { challenge_id: id, canceled_by: by } },
      );
    }
    return success(
      challengeOnWire({ ...row, status: ending, pending_pair: null, responded_at: now }, profiles),
    );
  }

  /**
   * The challenge, when `me` is on the side that may answer it and it is still pending: 404 for a
   * challenge `me` is not part of, 403 for the wrong side, 409 when it has ended or expired (an
   * expired one is expired now, and both hear of it).
   */
  private async answerable(
    me: string,
    id: string,
    side: 'challenger' | 'challenged',
  ): Promise<Outcome<ChallengeRow>> {
    const row = await this.store.find(id);
    if (row === undefined || (row.challenger_id !== me && row.challenged_id !== me))
      return failure('not_found', CHALLENGE_TEXTS.notFound);
    const mine = side === 'challenged' ? row.challenged_id : row.challenger_id;
    if (mine !== me)
      return failure(
        'forbidden',
        side === 'challenged' ? CHALLENGE_TEXTS.onlyChallenged : CHALLENGE_TEXTS.onlyChallenger,
      );
    if (row.status === 'pending' && hasExpired(row.expires_at, this.clock())) {
      await this.expire([row]);
      return failure('conflict', CHALLENGE_TEXTS.expired);
    }
    if (row.status !== 'pending') return failure('conflict', finishedText(row.status));
    return success(row);
  }

  /** Why a conditional change found the challenge no longer pending. */
  private async refusal(id: string): Promise<Outcome<never>> {
    const row = await this.store.find(id);
    if (row === undefined) return failure('not_found', CHALLENGE_TEXTS.notFound);
    if (row.status === 'pending') {
      await this.expire([row]);
      return failure('conflict', CHALLENGE_TEXTS.expired);
    }
    return failure('conflict', finishedText(row.status));
  }

  /** Expires the given challenges; each one this call expires is announced to both players. */
  private async expire(rows: readonly ChallengeRow[]): Promise<void> {
    const now = this.now();
    for (const row of rows) {
      if (!(await this.store.end(row.id, 'expired', now))) continue;
      for (const user of [row.challenger_id, row.challenged_id])
        this.deps.notify(user, { type: 'challenge_expired', payload: { challenge_id: row.id } });
    }
  }

  private async onWire(rows: readonly ChallengeRow[]): Promise<Challenge[]> {
    const profiles = await this.friends.profiles(rows.flatMap((r) => [r.challenger_id, r.challenged_id]));
    return rows.map((row) => challengeOnWire(row, profiles));
  }

  private now(): string {
    return this.clock().toISOString();
  }
}
