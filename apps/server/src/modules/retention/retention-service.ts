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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { randomId } from '../../lib/tokens.js';
import { Leases } from '../../db/leases.js';

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
  private readonly leases: Leases;
  private readonly holder = randomId('node');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: RetentionLog,
    private readonly policy: RetentionPolicy = RETENTION_POLICY,
  ) {
    this.leases = new Leases(db);
  }

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
      tokens: await this.inBatches(async () => {
        const r = await this.db
          .deleteFrom('tokens')
          .where('token_hash', 'in', (eb) =>
            eb.selectFrom('tokens').select('token_hash').where('expires_at', '<=', nowIso).limit(BATCH),
          )
          .executeTakeFirst();
        return Number(r.numDeletedRows);
      }),
      invites: await this.inBatches(async () => {
        const r = await this.db
          .deleteFrom('spectator_invites')
          .where('id', 'in', (eb) =>
            eb.selectFrom('spectator_invites').select('id').where('expires_at', '<=', nowIso).limit(BATCH),
          )
          .executeTakeFirst();
        return Number(r.numDeletedRows);
      }),
      rooms: await this.inBatches(() => this.deleteWaitingRooms(at(this.policy.waitingRoomMs))),
      spectators: await this.inBatches(() =>
        this.deleteSeats(at(this.policy.finishedSeatMs), at(this.policy.staleSeatMs)),
      ),
      guests: await this.inBatches(() => this.deleteGuests(at(this.policy.guestMs))),
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
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('rooms')
        .select('code')
        .where('status', '=', 'waiting')
        .where('created_at', '<=', before)
        .limit(BATCH)
        .execute();
      const codes = rows.map((row) => row.code);
      if (codes.length === 0) return { deleted: 0, more: false };
      for (const table of [
        'game_events',
        'spectators',
        'spectator_invites',
        'chat_messages',
        'chat_mutes',
      ] as const) {
        await trx.deleteFrom(table).where('room_code', 'in', codes).execute();
      }
      await trx.deleteFrom('chat_moderation_log').where('room_code', 'in', codes).execute();
      // Still waiting: a room someone joined meanwhile is kept (its events went; a resync sends it
      // the whole state).
      const deleted = await trx
        .deleteFrom('rooms')
        .where('code', 'in', codes)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return { deleted: Number(deleted.numDeletedRows), more: codes.length === BATCH };
    });
  }

  /** Seats of games finished before `finishedBefore`, and seats not seen since `staleBefore`. */
  private async deleteSeats(finishedBefore: string, staleBefore: string): Promise<Batch> {
    const r = await this.db
      .deleteFrom('spectators')
      .where((eb) =>
        eb.or([
          eb(
            'room_code',
            'in',
            eb
              .selectFrom('rooms')
              .select('code')
              .where('status', '=', 'finished')
              .where('finished_at', '<=', finishedBefore),
          ),
          eb(eb.fn.coalesce('last_seen_at', 'joined_at'), '<=', staleBefore),
        ]),
      )
      .executeTakeFirst();
    // One statement deletes them all.
    return { deleted: Number(r.numDeletedRows), more: false };
  }

  /** Guests made and last seen before `before` who left nothing that is kept. */
  private async deleteGuests(before: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('users as u')
        .select('u.id')
        .where('u.kind', '=', 'guest')
        .where('u.created_at', '<=', before)
        .where((eb) => eb.or([eb('u.last_seen_at', 'is', null), eb('u.last_seen_at', '<=', before)]))
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb
                  .selectFrom('rooms')
                  .select('code')
                  .where((r) =>
                    r.or([r('red_user_id', '=', r.ref('u.id')), r('black_user_id', '=', r.ref('u.id'))]),
                  ),
              ),
              eb.exists(
                eb
                  .selectFrom('chat_messages')
                  .select('id')
                  .where((c) =>
                    c.or([c('user_id', '=', c.ref('u.id')), c('deleted_by', '=', c.ref('u.id'))]),
                  ),
              ),
              eb.exists(
                eb
                  .selectFrom('chat_mutes')
                  .select('room_code')
                  .where((c) => c.or([c('user_id', '=', c.ref('u.id')), c('muted_by', '=', c.ref('u.id'))])),
              ),
              eb.exists(
                eb
                  .selectFrom('friendships')
                  .select('user_id')
                  .where((f) => f.or([f('user_id', '=', f.ref('u.id')), f('friend_id', '=', f.ref('u.id'))])),
              ),
              eb.exists(eb.selectFrom('ratings').select('pool').whereRef('ratings.user_id', '=', 'u.id')),
              eb.exists(
                eb.selectFrom('accounts').select('username').whereRef('accounts.user_id', '=', 'u.id'),
              ),
              eb.exists(
                eb
                  .selectFrom('chat_moderation_log')
                  .select('id')
                  .whereRef('chat_moderation_log.moderator_id', '=', 'u.id'),
              ),
              eb.exists(
                eb.selectFrom('banned_words').select('word').whereRef('banned_words.added_by', '=', 'u.id'),
              ),
            ]),
          ),
        )
        .limit(BATCH)
        .execute();
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return 0;
      await trx.deleteFrom('tokens').where('user_id', 'in', ids).execute();
      await trx.deleteFrom('spectators').where('user_id', 'in', ids).execute();
      await trx
        .deleteFrom('spectator_invites')
        .where((eb) => eb.or([eb('created_by', 'in', ids), eb('invitee_id', 'in', ids)]))
        .execute();
      const deleted = await trx.deleteFrom('users').where('id', 'in', ids).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }
}
