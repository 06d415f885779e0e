// Password hashing behind a bounded queue with two lanes. scrypt runs on libuv's thread pool (4
// threads, shared with file and DNS work); unbounded, a flood of sign-ups queued hundreds of hashes
// there and a sign-in waited behind all of them (42 ms became 12.4 s). Here at most `concurrency`
// hashes run at once (no more than the cores), sign-ins always go first, sign-ups never take the
// last slot when there are two or more, and each lane holds a bounded number of waiters: past it a
// call is refused at once (503, try again) rather than queued for seconds.

/** Who is hashing: a sign-in (verify) or a sign-up (hash). */
export type HashLane = 'sign_in' | 'sign_up';

/** Thrown when a lane's waiting list is full. */
export class HashQueueFull extends Error {
  constructor(readonly lane: HashLane) {
    super(`the ${lane} hashing queue is full`);
  }
}

/** The queue's sizes. */
export interface HashQueueOptions {
  /** Hashes running at once, over both lanes. */
  readonly concurrency: number;
  /** Sign-ups waiting at most; sign-ins may have four times as many waiting. */
  readonly maxWaiting: number;
}

interface Waiter {
  readonly start: () => void;
}

/** Runs password hashing a few at a time, sign-ins first. */
export class HashQueue {
  private running = { sign_in: 0, sign_up: 0 };
  private readonly waiting: Record<HashLane, Waiter[]> = { sign_in: [], sign_up: [] };
  private readonly concurrency: number;
  private readonly signUpSlots: number;

  constructor(private readonly options: HashQueueOptions) {
    this.concurrency = Math.max(1, options.concurrency);
    // With two slots or more, one is always left for sign-ins.
    this.signUpSlots = Math.max(1, this.concurrency - 1);
  }

  /**
   * Throws HashQueueFull when `lane` would refuse a hash now: a caller checks it before its own
   * database work, so a flood refused here costs no queries.
   */
  refuseWhenFull(lane: HashLane): void {
    if (!this.mayStart(lane) && this.waiting[lane].length >= this.waitingLimit(lane)) {
      throw new HashQueueFull(lane);
    }
  }

  /** Runs `task` in `lane` when a slot is free; throws HashQueueFull when the lane is full. */
  async run<T>(lane: HashLane, task: () => Promise<T>): Promise<T> {
    if (!this.mayStart(lane)) {
      if (this.waiting[lane].length >= this.waitingLimit(lane)) throw new HashQueueFull(lane);
      await new Promise<void>((resolve) => this.waiting[lane].push({ start: resolve }));
    } else {
      this.running[lane] += 1;
    }
    try {
      return await task();
    } finally {
      this.running[lane] -= 1;
      this.next();
    }
  }

  /** Hashes running and waiting (for tests and figures). */
  get load(): { running: number; waiting: Record<HashLane, number> } {
    return {
      running: this.running.sign_in + this.running.sign_up,
      waiting: { sign_in: this.waiting.sign_in.length, sign_up: this.waiting.sign_up.length },
    };
  }

  private waitingLimit(lane: HashLane): number {
    return lane === 'sign_in' ? this.options.maxWaiting * 4 : this.options.maxWaiting;
  }

  private mayStart(lane: HashLane): boolean {
    const busy = this.running.sign_in + this.running.sign_up;
    if (busy >= this.concurrency) return false;
    if (lane === 'sign_in') return true;
    return this.waiting.sign_in.length === 0 && this.running.sign_up < this.signUpSlots;
  }

  // A slot freed: the next sign-in, else the next sign-up, takes it (the slot is counted for the
  // waiter here, before it resumes, so nobody else can take it meanwhile).
  private next(): void {
    for (const lane of ['sign_in', 'sign_up'] as const) {
      while (this.waiting[lane].length > 0 && this.mayStartWaiting(lane)) {
        this.running[lane] += 1;
        this.waiting[lane].shift()!.start();
      }
    }
  }

  private mayStartWaiting(lane: HashLane): boolean {
    const busy = this.running.sign_in + this.running.sign_up;
    if (busy >= this.concurrency) return false;
    return (
      lane === 'sign_in' || (this.waiting.sign_in.length === 0 && this.running.sign_up < this.signUpSlots)
    );
  }
}
