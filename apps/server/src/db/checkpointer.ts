// Moves SQLite's WAL checkpoints off the event loop. A checkpoint copies the pages committed to the
// log into the database file and then flushes both to disk; run inside a commit (SQLite's automatic
// checkpoint), that flush stalled the event loop ~9 ms every ~75 ms at 1,000 moves/s, the p95 of the
// move latency. Here a worker thread with its own connection runs PASSIVE checkpoints, which never
// block the writer, so the flush of what most commits wrote happens beside the event loop.
//
// A log is only restarted from its beginning (instead of growing) once every frame in it has been
// copied; under steady writes the worker always finishes a little behind. So once the log is long
// enough, the main connection copies the few frames left itself, between two group commits: a short
// flush of a few dozen pages instead of hundreds, and the next commit restarts the log.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** What a PASSIVE checkpoint reports: frames in the log and frames copied to the database. */
interface CheckpointReport {
  readonly log: number;
  readonly checkpointed: number;
}

/** How the checkpoints are paced. */
export interface CheckpointPacing {
  /** The least time between two background checkpoints, while commits keep coming. */
  readonly everyMs: number;
  /** Log length (frames) from which the main connection finishes a checkpoint to restart the log. */
  readonly restartAtFrames: number;
}

export const DEFAULT_PACING: CheckpointPacing = { everyMs: 25, restartAtFrames: 400 };

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

/** Background checkpoints for one SQLite file, and the short finishing checkpoints on the writer. */
export class WalCheckpointer {
  private readonly worker: Worker;
  private running = false;
  private lastStart = 0;
  private finishDue = false;
  private closed = false;

  constructor(
    private readonly file: SQLite.Database,
    synchronous: string,
    private readonly pacing: CheckpointPacing = DEFAULT_PACING,
  ) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, path: file.name, synchronous },
    });
    this.worker.on('message', (report: CheckpointReport | { error: string }) => this.reported(report));
    // A checkpoint that cannot run leaves the log longer; the writer's own automatic checkpoint is
    // the backstop (database.ts), so the worker's failure is not the server's.
    this.worker.on('error', () => {
      this.running = false;
    });
    this.worker.unref();
  }

  /** Called after each commit on the main connection: starts a background checkpoint when due. */
  committed(): void {
    if (this.running || this.closed) return;
    const now = performance.now();
    if (now - this.lastStart < this.pacing.everyMs) return;
    this.running = true;
    this.lastStart = now;
    this.worker.postMessage('checkpoint');
  }

  /**
   * True once a long log is almost all copied: the caller (holding the main connection between
   * commits) should then call `finish`.
   */
  get shouldFinish(): boolean {
    return this.finishDue;
  }

  /** Copies what the background checkpoint left, on the main connection; the log then restarts. */
  finish(): void {
    if (!this.finishDue || this.closed) return;
    this.finishDue = false;
    this.file.pragma('wal_checkpoint(PASSIVE)');
  }

  /** Stops the worker, closing its connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('close');
    await exited;
  }

  private reported(report: CheckpointReport | { error: string }): void {
    this.running = false;
    if ('error' in report) return;
    if (report.log >= this.pacing.restartAtFrames) this.finishDue = true;
  }
}
