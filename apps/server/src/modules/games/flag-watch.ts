// When flags fall. A node keeps one timer for each running timed game it last wrote, set to the side
// to move's deadline (lag grace included), and every node sweeps the indexed flag bounds (no flag
// falls before a game's `earliest_flag_at`) every few seconds for the games no node holds a timer
// for: players on other nodes, a node restarted or killed; a game found still running gets a later
// bound (GameService.flag). Either way the end is the games' versioned write (GameService.flag), so whichever node gets
// there first ends the game and the others find it over: exactly once, on any number of nodes.

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

/** The flag timers of one node, and its sweep. */
export class FlagWatch {
  private readonly timers = new Map<string, NodeJS.Timeout>();
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
    const previous = this.timers.get(code);
    if (previous !== undefined) clearTimeout(previous);
    if (deadline === null) {
      this.timers.delete(code);
      return;
    }
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, deadline - this.now()) + TIMER_SLACK_MS);
    const timer = setTimeout(() => {
      this.timers.delete(code);
      this.fall(code).catch((error: unknown) => this.warn(error, code));
    }, delay);
    timer.unref();
    this.timers.set(code, timer);
  }

  /** Timers held now (tests and figures). */
  get size(): number {
    return this.timers.size;
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
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.sweeping;
  }
}
