// When flags fall. A node keeps a deadline for each running timed game it last wrote, the side to
// move's (lag grace included), all under one timer; and every node sweeps the indexed flag bounds
// (no flag falls before a game's `earliest_flag_at`) every few seconds for the games no node holds a
// deadline for: players on other nodes, a node restarted or killed; a game found still running gets
// a later bound (GameService.flag). Either way the end is the games' versioned write
// (GameService.flag), so whichever node gets there first ends the game and the others find it over:
// exactly once, on any number of nodes.
import { DeadlineQueue } from './deadline-queue.js';

/** Codes of running timed games whose deadline is at or before `now`, at most `limit`. */
export type DueClocks = (now: Date, limit: number) => Promise<string[]>;

/** Games looked at together by a sweep (a query, then their checks side by side). */
const SWEEP_BATCH = 200;
/**
 * Batches one sweep takes at most; the rest wait for the next sweep (soonest bound first). Games
 * starting faster than a batch a sweep all need a bound raised after their first moves.
 */
const SWEEP_BATCHES = 10;
/** A timer fires this much past the deadline, so the flag is certainly due when it looks. */
const TIMER_SLACK_MS = 5;
/** Node's timers cap: `setTimeout` holds at most about 24.8 days; a later deadline is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The flag timers of one node, and its sweep. The deadlines are kept in one queue under a single
 * Node timer, armed for the soonest (deadline-queue.ts says why not a timer a game).
 */
export class FlagWatch {
  private readonly deadlines = new DeadlineQueue();
  /** The one timer, and the time it is armed for. */
  private timer: NodeJS.Timeout | undefined;
  private armedFor = Infinity;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    /** Ends the game if its flag has fallen (GameService.flag). */
    private readonly fall: (code: string) => Promise<unknown>,
    private readonly due: DueClocks,
    /** Told of a failed sweep or fall (they are tried again by the next sweep). */
    private readonly warn: (error: unknown, code?: string) => void = () => {},
    /** The clocks' time, ms since the epoch. */
    private readonly now: () => number = Date.now,
  ) {}

  /** Sets the game's timer to `deadline` (ms since the epoch), or clears it when null. */
  watch(code: string, deadline: number | null): void {
    if (deadline === null) {
      // The timer stays armed: if it was for this game, it finds nothing due and re-arms.
      this.deadlines.delete(code);
      return;
    }
    const fireAt = deadline + TIMER_SLACK_MS;
    this.deadlines.set(code, fireAt);
    // A later deadline than the armed one (a move's usual case) needs nothing more.
    if (fireAt < this.armedFor) this.arm(fireAt);
  }

  /** Timers held now (tests and figures). */
  get size(): number {
    return this.deadlines.size;
  }

  private arm(fireAt: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.armedFor = fireAt;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, fireAt - this.now()));
    this.timer = setTimeout(() => this.ring(), delay);
    this.timer.unref();
  }

  /** The timer went off: every game due falls, and the timer is armed for the next. */
  private ring(): void {
    this.timer = undefined;
    this.armedFor = Infinity;
    for (const code of this.deadlines.takeDue(this.now())) {
      this.fall(code).catch((error: unknown) => this.warn(error, code));
    }
    const next = this.deadlines.soonest();
    if (next !== undefined) this.arm(next);
  }

  /** Sweeps every `intervalMs` (0: never). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.sweepTimer !== undefined) return;
    this.sweepTimer = setInterval(() => {
      // One sweep at a time: a slow one is not piled on.
      this.sweeping ??= this.sweep().finally(() => (this.sweeping = undefined));
    }, intervalMs);
    this.sweepTimer.unref();
  }

  /**
   * Ends every game whose flag is due and gives the others found a later bound, soonest bound first:
   * a batch at a time, the games of a batch side by side (their writes share commits), until a
   * batch comes back short or the sweep has taken `SWEEP_BATCHES` of them (the next sweep goes on).
   */
  async sweep(): Promise<void> {
    // A game can come back in the next batch (its bound could not be raised yet: its flag is within
    // the lag grace, or it moved on meanwhile); the sweep then stops rather than look again.
    const seen = new Set<string>();
    for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
      let codes: string[];
      try {
        codes = await this.due(new Date(this.now()), SWEEP_BATCH);
      } catch (error) {
        this.warn(error);
        return;
      }
      const fresh = codes.filter((code) => !seen.has(code));
      for (const code of fresh) seen.add(code);
      await Promise.all(
        fresh.map((code) => this.fall(code).catch((error: unknown) => this.warn(error, code))),
      );
      if (codes.length < SWEEP_BATCH || fresh.length < codes.length) return;
    }
  }

  /** Stops the sweep and every timer; waits for a sweep under way. */
  async stop(): Promise<void> {
    if (this.sweepTimer !== undefined) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = Infinity;
    this.deadlines.clear();
    await this.sweeping;
  }
}
