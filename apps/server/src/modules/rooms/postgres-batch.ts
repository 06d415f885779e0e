// Group commit for PostgreSQL: the versioned writes asked for while the previous commit was under
// way go together in one text of statements, one per write, which PostgreSQL runs as one implicit
// transaction (the simple query protocol) in one round trip: one commit and one log flush for them
// all, where each write was a transaction of four round trips (BEGIN, UPDATE, INSERT, COMMIT).
//
// Each write is one statement: the room's update, guarded by its expected version, and its events
// inserted only if the update found the room at that version (a data-modifying WITH). So a lost race
// changes nothing and counts no rows (`conflict`), as alone. A repeated client move id breaks its
// statement and with it the whole text (nothing of the batch is stored): then each write runs again
// alone, in the order asked, and only the repeat is `failed` (the store reads it as `duplicate`).
// No caller hears of its write before the commit has returned: an acknowledged move is stored.
//
// Values are written into the text as literals quoted by the driver's own `escapeLiteral`; column
// names come from `ROOM_COLUMNS`, never from a client.
import type { PostgresText } from '../../db/database.js';
import { roomColumnsOf, type BatchedWrite, type BatchResult, type Pending } from './batched-write.js';

const WRITTEN: BatchResult = { status: 'written' };
const CONFLICT: BatchResult = { status: 'conflict' };

const EVENT_COLUMNS = '"room_code", "v", "type", "payload", "client_move_id", "created_at"';

/** Collects writes while a commit is under way, and commits them together after it. */
export class PostgresWriteBatch {
  private pending: Pending[] = [];
  private committing = false;

  constructor(private readonly pg: PostgresText) {}

  /** Queues a write; settles once the transaction holding it has committed (or failed). */
  write(write: BatchedWrite): Promise<BatchResult> {
    return new Promise((done, fail) => {
      this.pending.push({ write, done, fail });
      // The first write of a batch waits for the rest of this turn's; later ones join it.
      if (this.pending.length === 1 && !this.committing) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    if (this.committing || this.pending.length === 0) return;
    this.committing = true;
    const batch = this.pending;
    this.pending = [];
    try {
      const results = await this.commit(batch);
      batch.forEach((p, i) => p.done(results[i]!));
    } catch (error) {
      for (const p of batch) p.fail(error);
    } finally {
      this.committing = false;
      // What came in during the commit goes next, together.
      if (this.pending.length > 0) setImmediate(() => void this.flush());
    }
  }

  /** Commits a batch in one text; if a statement fails, each write alone, in order. */
  private async commit(batch: readonly Pending[]): Promise<BatchResult[]> {
    const statements = batch.map((p) => this.statementOf(p.write));
    if (batch.length > 1) {
      try {
        const results = await this.pg.query(statements.join(';\n'));
        return batch.map((p, i) => outcome(p.write, results[i]?.rowCount ?? 0));
      } catch {
        // Nothing of the batch is stored: each write again, alone.
      }
    }
    const results: BatchResult[] = [];
    for (const [i, p] of batch.entries()) {
      try {
        const [result] = await this.pg.query(statements[i]!);
        results.push(outcome(p.write, result?.rowCount ?? 0));
      } catch (error) {
        results.push({ status: 'failed', error });
      }
    }
    return results;
  }

  /** The write as one statement: the versioned update, and its events if it found the version. */
  private statementOf(write: BatchedWrite): string {
    const { columns, values } = roomColumnsOf(write);
    const set = columns.map((c, i) => `"${c}" = ${this.literal(values[i])}`);
    set.push(`"version" = ${integer(write.version)}`);
    const update =
      `update "rooms" set ${set.join(', ')} ` +
      `where "code" = ${this.literal(write.code)} and "version" = ${integer(write.expectedVersion)}`;
    if (write.events.length === 0) return update;
    const rows = write.events.map(
      (e) =>
        `(${this.literal(e.room_code)}, ${integer(e.v)}, ${this.literal(e.type)}, ` +
        `${this.literal(e.payload)}, ${this.literal(e.client_move_id)}, ${this.literal(e.created_at)})`,
    );
    return (
      `with "updated" as (${update} returning 1) ` +
      `insert into "game_events" (${EVENT_COLUMNS}) ` +
      `select * from (values ${rows.join(', ')}) as "e" where exists (select 1 from "updated")`
    );
  }

  private literal(value: unknown): string {
    if (value === null) return 'null';
    if (typeof value === 'string') return this.pg.escapeLiteral(value);
    if (typeof value === 'number') return integer(value);
    throw new Error(`a room write cannot hold a ${typeof value}`);
  }
}

/** A whole number as SQL (every number a room write holds is one). */
function integer(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return String(value);
}

/** What the rows a write's statement changed say: all of its events inserted, or nothing. */
function outcome(write: BatchedWrite, rowCount: number): BatchResult {
  return rowCount === Math.max(1, write.events.length) ? WRITTEN : CONFLICT;
}
