// Paced room set-up: at most `concurrency` rooms being opened at once and at most `perSecond` started
// per second, so setting up 5,000 rooms is a steady trickle rather than a burst of 20,000 requests,
// and re-opening rooms during the run stays out of the way of the moves being timed.

/** Runs queued jobs with a concurrency cap and a start rate. */
export class Pacer {
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;
  private nextStart = 0;
  private timer: NodeJS.Timeout | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly perSecond: number,
  ) {}

  /** Queues a job; it must not throw (report failures through the job itself). */
  add(job: () => Promise<void>): void {
    this.waiting.push(job);
    this.pump();
  }

  /** Resolves when nothing is queued or running. */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    if (this.timer !== undefined) return;
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const now = performance.now();
      if (now < this.nextStart) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.pump();
        }, this.nextStart - now);
        return;
      }
      this.nextStart = Math.max(now, this.nextStart) + 1000 / this.perSecond;
      const job = this.waiting.shift()!;
      this.running++;
      void job().finally(() => {
        this.running--;
        this.pump();
        if (this.running === 0 && this.waiting.length === 0) {
          for (const resolve of this.idleWaiters.splice(0)) resolve();
        }
      });
    }
  }
}
