// Quick pairing and open seeks. Players wait in the pool of a preset clock; the node that holds a
// pool's lease pairs it (matcher.ts) every tick and whenever someone joins, and starts each pair's
// game in a new room with random colours. A seek waits in the lobby's list until someone accepts
// it. A player waits in one place at a time: joining a pool withdraws its seek, posting a seek
// leaves its pool, and a match ends both.
//
// Waiting lasts while the player polls its status (`status`, every ~2 s): an entry or a seek not
// seen for `staleMs` is ignored at once and withdrawn by the sweep, which is how closing the page
// withdraws a guest (no user socket to notice). A match is told by the status for a minute and, to
// an account, at once on its user socket (`pairing_matched`).
//
// Everything lives in the database every node shares; what must happen once is a conditional write
// (pairing-store.ts), and the per-pool lease only keeps two nodes from doing the same work.
import type { CreateSeekBody, PairingReply, PoolKey, Seek } from '@checkers/protocol';
import { poolControl } from '@checkers/protocol';
import type { Outcome } from '../../lib/errors.js';
import { randomId } from '../../lib/tokens.js';
import { pairUp, type PoolEntry } from './matcher.js';
import {
  iso,
  KEEP_MS,
  notifyMatched,
  ratingOf,
  staleCutoff,
  type PairingDeps,
  type Player,
} from './pairing-deps.js';
import type { EntryRow, PairingStore } from './pairing-store.js';
import { SeekService } from './seek-service.js';

export type { PairingDeps, Player, StartPairedGame } from './pairing-deps.js';

/**
 * How long a pool's lease (and the sweep's) lasts: its holder renews it at every tick while the pool
 * has players to pair; a node that dies holding it holds up that pool this long at most.
 */
const LEASE_MS = 5_000;

/** The pairing service of one node. */
export class PairingService {
  private readonly store: PairingStore;
  private readonly clock: () => number;
  private readonly holder = randomId('node');
  /** Pools this node is pairing now (a second run waits for the next tick). */
  private readonly running = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private lastSweep = 0;
  private readonly seekService: SeekService;

  constructor(private readonly deps: PairingDeps) {
    this.store = deps.store;
    this.clock = deps.clock ?? Date.now;
    this.seekService = new SeekService(deps);
  }

  /** Pairs the pools every `tickMs` (and sweeps now and then), on whichever node holds each lease. */
  start(tickMs: number): void {
    if (tickMs <= 0 || this.timer !== undefined) return;
    this.timer = setInterval(() => {
      this.ticking ??= this.tick().finally(() => {
        this.ticking = undefined;
      });
    }, tickMs);
    this.timer.unref();
  }

  /** Stops the ticks, waiting for one under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }

  /** One tick: every pool with two or more waiting is paired, and the tables swept every few seconds. */
  async tick(): Promise<void> {
    try {
      const now = this.clock();
      for (const pool of await this.store.busyPools(this.staleCutoff(now))) await this.pairPool(pool);
      if (now - this.lastSweep >= this.deps.staleMs / 2) {
        this.lastSweep = now;
        await this.sweep(now);
      }
    } catch (error) {
      this.deps.warn({ err: (error as Error).message }, 'pairing tick failed');
    }
  }

  /** Withdraws what its owner stopped polling for, under a lease of its own. */
  async sweep(now = this.clock()): Promise<number> {
    if (!(await this.store.anything())) return 0;
    if (!(await this.store.lease('pairing:sweep', this.holder, LEASE_MS, new Date(now)))) return 0;
    return this.store.sweep(this.staleCutoff(now), iso(now - KEEP_MS));
  }

  // Pools.

  /** Joins a pool (a guest always casual), leaving any other; the status, paired already if it could be. */
  async join(player: Player, pool: PoolKey, wantsRated: boolean): Promise<PairingReply> {
    const now = this.clock();
    const rated = wantsRated && player.registered;
    const current = await this.store.entry(player.userId);
    await this.store.seeks.removeOpenSeeksOf([player.userId]);
    await this.store.forgetMatch(player.userId);
    const rating = await ratingOf(this.deps, player, poolControl(pool));
    // Pressing the same pool again keeps one's place in it (unless the entry was already withdrawn).
    const same =
      current !== undefined &&
      current.pool === pool &&
      current.rated === Number(rated) &&
      current.seen_at >= this.staleCutoff(now);
    await this.store.putEntry({
      user_id: player.userId,
      pool,
      rated: Number(rated),
      rating,
      joined_at: same ? current.joined_at : iso(now),
      seen_at: iso(now),
    });
    await this.pairPool(pool);
    return this.status(player.userId, false);
  }

  /** Leaves the pool (too late once a pairing holds the entry); the status after. */
  async leave(userId: string): Promise<PairingReply> {
    await this.store.removeEntry(userId);
    return this.status(userId, false);
  }

  /** The caller's status; polling it keeps its entry and its seek (`touch`). */
  async status(userId: string, touch = true): Promise<PairingReply> {
    const now = this.clock();
    if (touch) await this.store.touch(userId, this.staleCutoff(now), iso(now));
    const [entry, seek] = await Promise.all([this.store.entry(userId), this.store.seeks.openSeekOf(userId)]);
    const seekId = seek === undefined || seek.seen_at < this.staleCutoff(now) ? {} : { seekId: seek.id };
    if (entry !== undefined && (entry.seen_at >= this.staleCutoff(now) || entry.claim !== null)) {
      const waited = Math.max(0, Math.floor((now - Date.parse(entry.joined_at)) / 1000));
      return {
        status: 'waiting',
        pool: entry.pool as PoolKey,
        rated: entry.rated === 1,
        waitedSeconds: waited,
        ...seekId,
      };
    }
    const room = await this.store.match(userId, iso(now - KEEP_MS));
    if (room !== undefined) return { status: 'matched', roomCode: room, ...seekId };
    return { status: 'idle', ...seekId };
  }

  /** Pairs a pool now if this node holds its lease (another node does otherwise). */
  async pairPool(pool: string): Promise<void> {
    if (this.running.has(pool)) return;
    this.running.add(pool);
    try {
      const now = this.clock();
      const waiting = await this.store.waiting(pool, this.staleCutoff(now));
      if (waiting.length < 2) return;
      if (!(await this.store.lease(`pairing:${pool}`, this.holder, LEASE_MS, new Date(now)))) return;
      for (const [a, b] of pairUp(waiting.map(entryOf), now))
        await this.pair(pool, a.userId, b.userId, a.rated);
    } finally {
      this.running.delete(pool);
    }
  }

  private async pair(pool: string, a: string, b: string, rated: boolean): Promise<void> {
    const claim = randomId('pair');
    const now = this.clock();
    if (!(await this.store.claim(pool, [a, b], claim, iso(now)))) return;
    let room: string;
    try {
      room = await this.deps.startGame(a, b, { timeControl: poolControl(pool as PoolKey), rated });
    } catch (error) {
      await this.store.release(claim).catch(() => {});
      this.deps.warn({ err: (error as Error).message, pool }, 'starting a paired game failed');
      return;
    }
    await this.store.matched([a, b], room, iso(now));
    await this.store.removeClaimed(claim);
    await this.store.seeks.removeOpenSeeksOf([a, b]);
    notifyMatched(this.deps, [a, b], room);
  }

  // Seeks (seek-service.ts).

  /** Posts a seek (a guest's casual only); one open seek per player. */
  createSeek(player: Player, body: CreateSeekBody): Promise<Outcome<Seek>> {
    return this.seekService.create(player, body);
  }

  /** The open seeks of owners still polling, newest first. */
  seeks(me: string | null): Promise<Seek[]> {
    return this.seekService.list(me);
  }

  /** Accepts a seek: its game starts, once whoever else accepts it at the same time. */
  accept(player: Player, id: string): Promise<Outcome<{ roomCode: string }>> {
    return this.seekService.accept(player, id);
  }

  /** Withdraws the caller's own open seek. */
  cancelSeek(userId: string, id: string): Promise<Outcome<{ id: string }>> {
    return this.seekService.cancel(userId, id);
  }

  private staleCutoff(now: number): string {
    return staleCutoff(this.deps, now);
  }
}

const entryOf = (row: EntryRow): PoolEntry => ({
  userId: row.user_id,
  rated: row.rated === 1,
  rating: row.rating,
  joinedAt: Date.parse(row.joined_at),
});
