// The director runs the tournaments: every tick (a couple of seconds) it keeps the recurring
// arenas scheduled, then, on the one node holding its lease, records the endings the games'
// observer may have missed (a node killed mid-game), starts the games a node killed mid-start left
// planned, starts the tournaments due, pairs the arenas' waiting players and the Swiss rounds, and
// finishes what is over. The lease keeps two nodes from pairing at once; the conditional writes
// underneath (a pair claimed whole, a round moved on from the round it was, a game planned once
// under its slot, a room made once under its code, a status changed from the one it had) keep a
// player from being paired twice even so.
import { randomId } from '../../lib/tokens.js';
import { arenaStep } from './arena-step.js';
import type { Tick } from './director-context.js';
import { launch } from './launch.js';
import { reconcile, recordEnding, type ReconcileCursor } from './results.js';
import { keepScheduled } from './schedule.js';
import { swissStep } from './swiss-step.js';
import { iso, type DirectorDeps, type EndedRoom } from './tournament-deps.js';
import type { TournamentService } from './tournament-service.js';
import type { TournamentRow } from './tournament-store.js';

/** The director's lease. */
export const DIRECTOR_LEASE = 'tournament:director';

/** The tournament director of one node. */
export class TournamentDirector {
  private readonly clock: () => number;
  private readonly holder = randomId('node');
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private leaseMs = 5_000;
  /** Where the next reconcile goes on from. */
  private reconciled: ReconcileCursor;
  /** Endings being recorded (`settled` waits for them). */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: DirectorDeps,
    private readonly service: TournamentService,
  ) {
    this.clock = deps.clock ?? Date.now;
  }

  /** Ticks every `tickMs` (0: never); a node that dies holding the lease holds it 3 ticks at most. */
  start(tickMs: number): void {
    if (tickMs <= 0 || this.timer !== undefined) return;
    this.leaseMs = Math.max(1_000, tickMs * 3);
    this.timer = setInterval(() => void this.tickOnce(), tickMs);
    this.timer.unref();
  }

  /** Stops the ticks, waiting for one under way and the endings being recorded. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    await this.settled();
  }

  /** One tick now, unless one is under way (then that one). */
  tickOnce(): Promise<void> {
    this.ticking ??= this.tick().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  /** A game finished (on this node): records it if it is a tournament's. Never throws. */
  finished(room: EndedRoom): void {
    const work = recordEnding(this.deps.store, this.service, room, this.clock())
      .catch((error: unknown) =>
        this.deps.warn(
          { err: (error as Error).message, room: room.code },
          'recording a tournament game failed',
        ),
      )
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once the endings being recorded are (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async tick(): Promise<void> {
    try {
      const now = this.clock();
      await keepScheduled(this.deps.store, this.deps.schedule, now);
      // Reads first: an idle server takes no lease and writes nothing.
      const active = await this.deps.store.active(iso(now));
      if (active.length === 0) return;
      if (!(await this.deps.lease(DIRECTOR_LEASE, this.holder, this.leaseMs, new Date()))) return;
      const tick: Tick = { deps: this.deps, store: this.deps.store, service: this.service, now };
      const { next } = await reconcile(this.deps.store, this.service, this.deps.rooms, now, this.reconciled);
      this.reconciled = next;
      for (const row of active) await this.advance(tick, row);
    } catch (error) {
      this.deps.warn({ err: (error as Error).message }, 'tournament tick failed');
    }
  }

  /** Starts a tournament that is due, or the games it has planned, then runs it one tick on. */
  private async advance(tick: Tick, row: TournamentRow): Promise<void> {
    try {
      let current = row;
      if (row.status === 'upcoming') {
        if (!(await tick.store.setStatus(row.id, 'upcoming', 'running'))) return;
        current = { ...row, status: 'running' };
        await this.service.changed(row.id);
      } else if (await launch(tick, row, await tick.store.starts.planned(row.id)))
        await this.service.changed(row.id);
      if (current.kind === 'arena') await arenaStep(tick, current);
      else await swissStep(tick, current);
    } catch (error) {
      this.deps.warn({ err: (error as Error).message, tournament: row.id }, 'running a tournament failed');
    }
  }
}
