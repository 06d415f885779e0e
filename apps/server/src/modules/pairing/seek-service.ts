// Open seeks: a player posts one (its clock, rated or casual, its colour) for the lobby's list, and
// whoever accepts it first starts the game; the seek's owner keeps it while it polls its status.
// Posting a seek leaves the player's pool; accepting one leaves the acceptor's pool and seek.
import {
  PAIRING_MESSAGES,
  timeControlSchema,
  type CreateSeekBody,
  type Seek,
  type WireColor,
} from '@checkers/protocol';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { randomId } from '../../lib/tokens.js';
import { iso, notifyMatched, ratingOf, staleCutoff, type PairingDeps, type Player } from './pairing-deps.js';
import type { PairingStore } from './pairing-store.js';
import type { ListedSeek } from './seek-store.js';

/** The seeks of one node. */
export class SeekService {
  private readonly store: PairingStore;
  private readonly clock: () => number;

  constructor(private readonly deps: PairingDeps) {
    this.store = deps.store;
    this.clock = deps.clock ?? Date.now;
  }

  /** Posts a seek (a guest's casual only); one open seek per player. */
  async create(player: Player, body: CreateSeekBody): Promise<Outcome<Seek>> {
    if (body.rated && !player.registered) return failure('forbidden', PAIRING_MESSAGES.ratedNeedsAccount);
    const now = iso(this.clock());
    const rating = await ratingOf(this.deps, player, body.timeControl);
    await this.store.removeEntry(player.userId);
    await this.store.forgetMatch(player.userId);
    const row = {
      id: randomId('seek'),
      user_id: player.userId,
      time_control: JSON.stringify(body.timeControl),
      rated: Number(body.rated),
      color: body.color,
      rating,
      created_at: now,
      seen_at: now,
    };
    if (!(await this.store.seeks.insertSeek(row, staleCutoff(this.deps, this.clock()))))
      return failure('conflict', PAIRING_MESSAGES.seekExists);
    const listed = await this.store.seeks.listedSeek(row.id);
    if (listed === undefined) return failure('conflict', PAIRING_MESSAGES.seekTaken);
    return success(seekOnWire(listed, player.userId));
  }

  /** The open seeks of owners still polling, newest first. */
  async list(me: string | null): Promise<Seek[]> {
    const rows = await this.store.seeks.openSeeks(staleCutoff(this.deps, this.clock()));
    return rows.map((row) => seekOnWire(row, me));
  }

  /** Accepts a seek: its game starts, once whoever else accepts it at the same time. */
  async accept(player: Player, id: string): Promise<Outcome<{ roomCode: string }>> {
    const row = await this.store.seeks.seek(id);
    if (row === undefined) return failure('not_found', PAIRING_MESSAGES.seekNotFound);
    if (row.user_id === player.userId) return failure('bad_request', PAIRING_MESSAGES.ownSeek);
    const now = this.clock();
    if (row.open_owner === null || row.seen_at < staleCutoff(this.deps, now))
      return failure('conflict', PAIRING_MESSAGES.seekTaken);
    if (row.rated === 1 && !player.registered)
      return failure('forbidden', PAIRING_MESSAGES.ratedNeedsAccount);
    if (!(await this.store.seeks.takeSeek(id, player.userId, staleCutoff(this.deps, now), iso(now))))
      return failure('conflict', PAIRING_MESSAGES.seekTaken);
    let room: string;
    try {
      room = await this.deps.startGame(row.user_id, player.userId, {
        ...(row.color === 'random' ? {} : { firstColor: row.color as WireColor }),
        timeControl: timeControlSchema.parse(JSON.parse(row.time_control)),
        rated: row.rated === 1,
      });
    } catch (error) {
      await this.store.seeks.reopenSeek(row).catch(() => {});
      throw error;
    }
    await this.store.seeks.setSeekRoom(id, room);
    await this.store.removeEntry(player.userId);
    await this.store.seeks.removeOpenSeeksOf([player.userId]);
    await this.store.matched([row.user_id, player.userId], room, iso(now));
    notifyMatched(this.deps, [row.user_id, player.userId], room);
    return success({ roomCode: room });
  }

  /** Withdraws the caller's own open seek. */
  async cancel(userId: string, id: string): Promise<Outcome<{ id: string }>> {
    const row = await this.store.seeks.seek(id);
    if (row === undefined) return failure('not_found', PAIRING_MESSAGES.seekNotFound);
    if (row.user_id !== userId) return failure('forbidden', PAIRING_MESSAGES.notYourSeek);
    if (!(await this.store.seeks.removeOpenSeek(id, userId)))
      return failure('conflict', PAIRING_MESSAGES.seekTaken);
    return success({ id });
  }
}

function seekOnWire(row: ListedSeek, me: string | null): Seek {
  return {
    id: row.id,
    ownerName: row.owner_name,
    rating: row.rating ?? 'guest',
    timeControl: timeControlSchema.parse(JSON.parse(row.time_control)),
    rated: row.rated === 1,
    color: row.color as Seek['color'],
    created: row.created_at,
    mine: row.user_id === me,
  };
}
