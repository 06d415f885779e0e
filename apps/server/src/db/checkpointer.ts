// Moves SQLite's WAL checkpoints off the event loop. A checkpoint copies the pages committed to the
// log into the database file and then flushes both to disk; run inside a commit (SQLite's automatic
// checkpoint), that flush stalled the event loop ~9 ms every ~75 ms at 1,000 moves/s, the p95 of the
// move latency. Here a worker thread with its own connection runs PASSIVE checkpoints, which never
// block the writer, so the flushes happen beside the event loop.
//
// A log is only restarted from its beginning (instead of growing) once every frame in it has been
// copied, and under steady writes a checkpoint always finishes a little behind. So once the log is
// long enough, the writer holds its next commits for one more checkpoint in the worker (a few dozen
// pages); the commit after it restarts the log. The event loop goes on meanwhile.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How the checkpoints are paced. */
export interface CheckpointPacing {
  /** The least time between two background checkpoints, while commits keep coming. */
  readonly everyMs: number;
  /** Log length (frames) from which the writer holds its commits for a finishing checkpoint. */
  readonly restartAtFrames: number;
  /** The longest a finishing checkpoint may hold the writer (a stuck worker must not stop it). */
  readonly holdAtMostMs: number;
}

export const DEFAULT_PACING: CheckpointPacing = { everyMs: 250, restartAtFrames: 400, holdAtMostMs: 250 };

/** What a PASSIVE checkpoint reports: frames in the log and frames copied to the database. */
type Report = { readonly log: number; readonly checkpointed: number } | { readonly error: string };

// The worker's whole program: one connection, a PASSIVE checkpoint per request. Given as source so
// that it runs the same from the compiled server and from TypeScript under the test runner.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const file = new SQLite(workerData.path);
file.pragma('synchronous = ' + workerData.synchronous);
parentPort.on('message', (request) => {
  if (request === 'close') {
    file.close();
    parentPort.close();
    return;
  }
  try {
    const [report] = file.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ log: report.log, checkpointed: report.checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

/** Background checkpoints for one SQLite file, paced by the writer's commits. */
export class WalCheckpointer {
  private readonly worker: Worker;
  /** One callback per checkpoint asked of the worker, in order: it answers them in order. */
  private readonly waiting: ((report: Report) => void)[] = [];
  /** Who waits for every asked checkpoint to be answered (`settled`). */
  private readonly idle: (() => void)[] = [];
  private lastStart = 0;
  private finishDue = false;
  private finishingNow = false;
  /** Settles when the finish under way does (resolved when none is). */
  private finished: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    file: SQLite.Database,
    synchronous: string,
    private readonly pacing: CheckpointPacing = DEFAULT_PACING,
  ) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, path: file.name, synchronous },
    });
    this.worker.on('message', (report: Report) => {
      this.waiting.shift()?.(report);
      if (this.waiting.length === 0) this.wakeIdle();
    });
    // A worker that fails leaves the log to the writer's own automatic checkpoint (the backstop in
    // database.ts); whoever waits on it is answered.
    const gone = (): void => {
      this.closed = true;
      for (const answer of this.waiting.splice(0)) answer({ error: 'checkpoint worker stopped' });
      this.wakeIdle();
    };
    this.worker.on('error', gone);
    this.worker.on('exit', gone);
    this.worker.unref();
  }

  /** Called after each commit of the writer: starts a background checkpoint when due. */
  committed(): void {
    if (this.closed || this.finishingNow || this.waiting.length > 0) return;
    const now = performance.now();
    if (now - this.lastStart < this.pacing.everyMs) return;
    this.lastStart = now;
    void this.checkpoint().then((report) => {
      if ('log' in report && report.log >= this.pacing.restartAtFrames) this.finishDue = true;
    });
  }

  /** True once the log is long: the writer should hold its commits for `finish`. */
  get shouldFinish(): boolean {
    return this.finishDue && !this.finishingNow && !this.closed;
  }

  /** True while `finish` runs: the writer's commits are held. */
  get finishing(): boolean {
    return this.finishingNow;
  }

  /**
   * Settles once the finish under way is over. Every writer sharing this file holds while it runs,
   * not only the one that started it, so each needs to know when to go on.
   */
  whenFinished(): Promise<void> {
    return this.finished;
  }

  /**
   * Copies what the background checkpoints left, while the caller holds its commits; settles when
   * done (or after `holdAtMostMs`), and the writer's next commit restarts the log.
   */
  finish(): Promise<void> {
    this.finished = this.runFinish();
    return this.finished;
  }

  private async runFinish(): Promise<void> {
    this.finishDue = false;
    this.finishingNow = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.pacing.holdAtMostMs)));
    try {
      await Promise.race([this.checkpoint(), limit]);
    } finally {
      clearTimeout(timer);
      this.finishingNow = false;
    }
  }

  /**
   * Settles once every checkpoint asked of the worker has been answered: a writer that must not
   * outrun the copying (a bulk import, or a test that measures the log) waits on it now and then.
   */
  settled(): Promise<void> {
    if (this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Stops the worker, closing its connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    // Unreferenced, the worker would not keep the process alive until it has closed its connection.
    this.worker.ref();
    this.worker.postMessage('close');
    await exited;
  }

  private wakeIdle(): void {
    for (const wake of this.idle.splice(0)) wake();
  }

  private checkpoint(): Promise<Report> {
    if (this.closed) return Promise.resolve({ error: 'closed' });
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.worker.postMessage('checkpoint');
    });
  }
}
