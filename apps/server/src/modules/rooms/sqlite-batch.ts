// Group commit for SQLite: the versioned writes asked for in one turn of the event loop share one
// transaction. A commit (and the WAL pages it writes) was the largest single cost of a move; under
// load many moves arrive in the same turn. Semantics are those of one transaction per write: each
// write checks its room's version, a lost race is `conflict` and a repeated client move id is
// `duplicate` (only that write undone: a batch with one is done again with a savepoint a write),
// and no caller hears of its write before the shared COMMIT has returned, so an acknowledged move
// survives a crash exactly as before.
//
// The statements run on better-sqlite3 directly, synchronously: nothing else can run on the
// connection in between. While a Kysely transaction is open (across its awaits) the batch waits for
// Kysely's only connection instead, as a query would.
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { WalCheckpointer } from '../../db/checkpointer.js';
import { roomColumnsOf, type BatchedWrite, type BatchResult, type Pending } from './batched-write.js';
import type { RoomsDb } from './tables.js';

const WRITTEN: BatchResult = { status: 'written' };
const CONFLICT: BatchResult = { status: 'conflict' };

const INSERT_EVENT =
  'insert into "game_events" ("room_code", "v", "type", "payload", "client_move_id", "created_at") ' +
  'values (?, ?, ?, ?, ?, ?)';

/** Collects writes during a turn of the event loop and commits them together. */
export class SqliteWriteBatch {
  private pending: Pending[] = [];
  private readonly insertEvent: SQLite.Statement;
  private readonly updates = new Map<string, SQLite.Statement>();
  private readonly one: (write: BatchedWrite) => boolean;
  private readonly guarded: (writes: readonly Pending[]) => BatchResult[];
  private readonly plain: (writes: readonly Pending[]) => BatchResult[];

  constructor(
    private readonly db: Kysely<RoomsDb>,
    private readonly file: SQLite.Database,
    private readonly checkpoints?: WalCheckpointer,
  ) {
    this.insertEvent = file.prepare(INSERT_EVENT);
    // Nested better-sqlite3 transactions are savepoints: a write that throws undoes only itself.
    this.one = file.transaction((write: BatchedWrite) => this.apply(write));
    this.guarded = file.transaction((writes: readonly Pending[]) =>
      writes.map((p): BatchResult => {
        try {
          return this.one(p.write) ? WRITTEN : CONFLICT;
        } catch (error) {
          return { status: 'failed', error };
        }
      }),
    );
    // The same without a savepoint a write (two statements fewer each). A lost race writes nothing
    // (its update matches no row), so only a write that throws (a repeated client move id) needs
    // undoing: then the whole batch is undone and done again the guarded way.
    this.plain = file.transaction((writes: readonly Pending[]) =>
      writes.map((p): BatchResult => (this.apply(p.write) ? WRITTEN : CONFLICT)),
    );
  }

  /** Commits a batch: without savepoints, unless one of its writes throws. */
  private commit(batch: readonly Pending[]): BatchResult[] {
    try {
      return this.plain(batch);
    } catch {
      return this.guarded(batch);
    }
  }

  /** Queues a write; settles once the transaction holding it has committed (or failed). */
  write(write: BatchedWrite): Promise<BatchResult> {
    return new Promise((done, fail) => {
      if (this.pending.length === 0) this.scheduleFlush();
      this.pending.push({ write, done, fail });
    });
  }

  /**
   * Flushes after this turn of the event loop, or once the finishing checkpoint is over. Whoever
   * started that checkpoint (this batch or another one sharing the file, as the tests' stores do),
   * the wait is this batch's own: nothing else would flush its writes.
   */
  private scheduleFlush(): void {
    const checkpoints = this.checkpoints;
    if (checkpoints !== undefined && checkpoints.finishing) {
      void checkpoints.whenFinished().then(() => setImmediate(() => void this.flush()));
    } else {
      setImmediate(() => void this.flush());
    }
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    // A checkpoint began finishing since the flush was scheduled: go on after it.
    if (this.held) {
      this.scheduleFlush();
      return;
    }
    const batch = this.pending;
    this.pending = [];
    try {
      // No transaction open on the file: nothing can run between this one's statements (they are
      // synchronous), so there is no need to wait for Kysely's hold on the connection, whose
      // promises and closures were a tenth of a move's allocations. A Kysely transaction is open
      // across its awaits: then the batch waits for the connection like any query.
      const results = this.file.inTransaction
        ? await this.db.connection().execute(async () => this.commit(batch))
        : this.commit(batch);
      batch.forEach((p, i) => p.done(results[i]!));
    } catch (error) {
      // The commit itself failed: nothing of the batch is stored.
      for (const p of batch) p.fail(error);
    }
    const checkpoints = this.checkpoints;
    if (checkpoints === undefined) return;
    checkpoints.committed();
    // Holds the commits (the writes keep queueing, see scheduleFlush) while the log's checkpoint
    // finishes.
    if (checkpoints.shouldFinish) void checkpoints.finish();
  }

  /** While a finishing checkpoint runs, a commit would keep the log from restarting. */
  private get held(): boolean {
    return this.checkpoints?.finishing ?? false;
  }

  /** Applies one write; false when the room is not at the expected version. */
  private apply(write: BatchedWrite): boolean {
    const { columns, values } = roomColumnsOf(write);
    const updated = this.updateFor(columns).run(...values, write.version, write.code, write.expectedVersion);
    if (updated.changes !== 1) return false;
    for (const e of write.events) {
      this.insertEvent.run(e.room_code, e.v, e.type, e.payload, e.client_move_id, e.created_at);
    }
    return true;
  }

  private updateFor(columns: readonly string[]): SQLite.Statement {
    const key = columns.join(',');
    let statement = this.updates.get(key);
    if (statement === undefined) {
      const set = [...columns.map((c) => `"${c}" = ?`), '"version" = ?'].join(', ');
      statement = this.file.prepare(`update "rooms" set ${set} where "code" = ? and "version" = ?`);
      this.updates.set(key, statement);
    }
    return statement;
  }
}
