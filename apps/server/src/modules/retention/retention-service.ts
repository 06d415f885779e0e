// The retention sweep: deletes what nobody will need again, so the database does not grow without
// bound. Kept for good: accounts, every game that started (finished, running or abandoned), its
// moves, events and chat, everything rated (ratings, rating changes, rated games), friendships and
// the moderation log of kept rooms. Deleted (docs/RETENTION.md):
//
// - tokens past their expiry (30 days after issue);
// - spectator invites past their expiry (24 hours after creation);
// - rooms never started, a day after they were made, with their events, seats, invites and chat;
// - spectator seats of games finished a day ago, and seats not seen for a week;
// - guests created 30 days ago, not seen for 30 days, who never sat in a room (and left nothing
//   kept: chat, ratings, friendships), with their tokens, seats and invites.
//
// Several nodes share the database: one at a time sweeps, the holder of the `retention` lease
// (db/leases.ts), which it keeps for the sweep interval. Deletions go in batches, each its own short
// transaction, so a sweep never holds SQLite's writer (or PostgreSQL's locks) for long.
//
// The sweep owns no table but its lease: it decides what goes and when, and each module that owns
// the rows reads and deletes its own (the `RetentionOwners` port, wired in services.ts). A guest goes
// only once every keeper has said it keeps nothing of theirs; a guest who sits down in a room between
// that answer and the deletion is saved by the rooms' foreign key to the user (that batch fails, and
// the next sweep asks again).
import type { Leases } from '../../db/leases.js';
import { randomId } from '../../lib/tokens.js';

/** How long things are kept. */
export interface RetentionPolicy {
  /** Rooms still waiting for an opponent this long after creation go. */
  readonly waitingRoomMs: number;
  /** Guests this old, and not seen for as long, who never played, go. */
  readonly guestMs: number;
  /** Spectator seats go this long after their game finished. */
  readonly finishedSeatMs: number;
  /** Spectator seats not seen for this long go, whatever their game. */
  readonly staleSeatMs: number;
}

/** The policy in force unless a test says otherwise. */
export const RETENTION_POLICY: RetentionPolicy = {
  waitingRoomMs: 24 * 3600_000,
  guestMs: 30 * 24 * 3600_000,
  finishedSeatMs: 24 * 3600_000,
  staleSeatMs: 7 * 24 * 3600_000,
};

/** What one sweep deleted. */
export interface SweepReport {
  tokens: number;
  invites: number;
  rooms: number;
  spectators: number;
  guests: number;
}

/** How the sweep reports (a logger's methods). */
export interface RetentionLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** The accounts' part: tokens and guests. */
export interface AccountsRetention {
  deleteExpiredTokens(now: string, limit: number): Promise<number>;
  /** Guests made and last seen before `before`, with no account, by id after `after`. */
  idleGuests(before: string, after: string | undefined, limit: number): Promise<string[]>;
  deleteGuests(ids: readonly string[]): Promise<number>;
}

/** The rooms' part: invites, rooms never started, seats, a departing guest's seats and invites. */
export interface RoomsRetention {
  deleteExpiredInvites(now: string, limit: number): Promise<number>;
  waitingRooms(before: string, limit: number): Promise<string[]>;
  /** Deletes the rooms still waiting, with their events, seats and invites; how many went. */
  deleteWaitingRooms(codes: readonly string[]): Promise<number>;
  deleteSeats(finishedBefore: string, staleBefore: string): Promise<number>;
  forgetUsers(ids: readonly string[]): Promise<void>;
}

/** Those of `ids` whose rows the module keeps (a game, chat, a friendship, a rating). */
export type GuestKeeper = (ids: readonly string[]) => Promise<readonly string[]>;

/** The owners of what the sweep deletes, each deleting its own rows. */
export interface RetentionOwners {
  readonly accounts: AccountsRetention;
  readonly rooms: RoomsRetention;
  /** Deletes the chat of rooms that are going. */
  readonly forgetRoomChat: (codes: readonly string[]) => Promise<void>;
  /** Every module whose kept rows name users: a guest any of them names stays. */
  readonly keepers: readonly GuestKeeper[];
}

const LEASE = 'retention';

/** One batch: rows deleted, and whether there may be more. */
interface Batch {
  readonly deleted: number;
  readonly more: boolean;
}
/** Rows per batch, and batches per kind of row per sweep (the rest waits for the next sweep). */
const BATCH = 500;
const MAX_BATCHES = 40;

/** Runs the sweep now and then, on whichever node holds the lease. */
export class RetentionService {
  private readonly holder = randomId('node');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly owners: RetentionOwners,
    private readonly leases: Leases,
    private readonly log: RetentionLog,
    private readonly policy: RetentionPolicy = RETENTION_POLICY,
  ) {}

  /**
   * Sweeps every `intervalMs` (the first a minute after start, so start-up is not slowed); 0 never.
   * The timer does not keep the process alive.
   */
  start(intervalMs: number, firstAfterMs = 60_000): void {
    if (intervalMs <= 0) return;
    const run = (): void => {
      this.running = this.sweepIfLeader(intervalMs).catch((error: unknown) =>
        this.log.warn({ err: error }, 'Retention sweep failed; the next one tries again'),
      );
    };
    const first = setTimeout(() => {
      run();
      this.timer = setInterval(run, intervalMs);
      this.timer.unref();
    }, firstAfterMs);
    first.unref();
    this.timer = first;
  }

  /** Stops sweeping and waits for a sweep under way. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    clearInterval(this.timer);
    await this.running;
  }

  /** Sweeps if this node holds (or takes) the lease for `leaseMs`; undefined when another holds it. */
  async sweepIfLeader(leaseMs: number, now = new Date()): Promise<SweepReport | undefined> {
    if (!(await this.leases.acquire(LEASE, this.holder, leaseMs, now))) return undefined;
    const report = await this.sweep(now);
    this.log.info({ ...report }, 'Retention sweep done');
    return report;
  }

  /** Deletes everything past its time as of `now`. */
  async sweep(now = new Date()): Promise<SweepReport> {
    const at = (ago: number): string => new Date(now.getTime() - ago).toISOString();
    const nowIso = now.toISOString();
    return {
      tokens: await this.inBatches(() => this.owners.accounts.deleteExpiredTokens(nowIso, BATCH)),
      invites: await this.inBatches(() => this.owners.rooms.deleteExpiredInvites(nowIso, BATCH)),
      rooms: await this.inBatches(() => this.deleteWaitingRooms(at(this.policy.waitingRoomMs))),
      // One statement deletes them all.
      spectators: await this.owners.rooms.deleteSeats(
        at(this.policy.finishedSeatMs),
        at(this.policy.staleSeatMs),
      ),
      guests: await this.deleteGuests(at(this.policy.guestMs)),
    };
  }

  /** Runs `batch` until it finds less than a full batch (or MAX_BATCHES times); the total deleted. */
  private async inBatches(batch: () => Promise<number | Batch>): Promise<number> {
    let total = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const result = await batch();
      const { deleted, more } =
        typeof result === 'number' ? { deleted: result, more: result >= BATCH } : result;
      total += deleted;
      if (!more) break;
    }
    return total;
  }

  /** Rooms made before `before` that never started, and everything hanging off them. */
  private async deleteWaitingRooms(before: string): Promise<Batch> {
    const codes = await this.owners.rooms.waitingRooms(before, BATCH);
    if (codes.length === 0) return { deleted: 0, more: false };
    // The chat first: a room goes only after everything naming it.
    await this.owners.forgetRoomChat(codes);
    const deleted = await this.owners.rooms.deleteWaitingRooms(codes);
    return { deleted, more: codes.length === BATCH };
  }

  /**
   * Guests made and last seen before `before` whom no module keeps, with their tokens, seats and
   * invites: a page of idle guests at a time (by id, so the kept ones are passed once), at most
   * MAX_BATCHES pages a sweep.
   */
  private async deleteGuests(before: string): Promise<number> {
    let total = 0;
    let after: string | undefined;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const idle = await this.owners.accounts.idleGuests(before, after, BATCH);
      if (idle.length === 0) break;
      after = idle.at(-1);
      const kept = new Set((await Promise.all(this.owners.keepers.map((keeper) => keeper(idle)))).flat());
      const going = idle.filter((id) => !kept.has(id));
      await this.owners.rooms.forgetUsers(going);
      total += await this.owners.accounts.deleteGuests(going);
      if (idle.length < BATCH) break;
    }
    return total;
  }
}
