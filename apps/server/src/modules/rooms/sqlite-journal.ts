// The rooms' writes on SQLite: a journal file first, the tables later. A versioned write is checked
// at once against the room's latest version (in memory, or the table's), appended to the journal
// with the other writes of its turn in one `write`, and only then answered. A process killed after
// that loses nothing: the next start replays the journal into the tables. That is the guarantee a
// WAL commit with `synchronous = NORMAL` gave (a write the kernel holds survives the process), for
// a few microseconds a move where SQLite's row updates, index inserts and commit took fifty.
//
// The tables catch up behind: a write that only plays (moves, clocks, a draw offer) waits in memory
// for `delayMs`; then the room's pending writes become one row update and its events, the rooms due
// written together every `tickMs`, so a room that moved several times meanwhile is written once.
// Any other write (a game starting or ending, seats, rematches, the flag bound) is applied to the
// tables before it is answered, so what other modules read there (finished games, ratings, players'
// seats) is as current as before. The store's own reads of a room, its events and its client move
// ids see the pending writes too (`pendingOf`). docs/PERFORMANCE.md has the figures.
//
// Every RoomStore over one file shares its journal: the versions it checks are the file's.
import {
  closeSync,
  fdatasyncSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { WalCheckpointer } from '../../db/checkpointer.js';
import { roomColumnsOf, type BatchedWrite, type BatchResult, type EventRow } from './batched-write.js';
import type { RoomsDb } from './tables.js';

const WRITTEN: BatchResult = { status: 'written' };
const CONFLICT: BatchResult = { status: 'conflict' };
const DUPLICATE: BatchResult = { status: 'duplicate' };

/** The columns a move writes: a write that sets only these may wait in memory. */
const PLAY_COLUMNS = new Set(['moves', 'partial_path', 'clock_state', 'move_clocks', 'draw_offer']);

/**
 * Text columns a move appends to (a JSON array, an entry more a move). A journal line holds only
 * what was appended (`"+moves": ",[22,17]]"`) when the value before is known: the whole list in every
 * line made a game's journal grow with the square of its length.
 */
const APPENDED_COLUMNS = ['moves', 'move_clocks'] as const;

/** What `next` appends to `before` (two JSON arrays), as the text after `before`'s last `]`. */
export function appendedTo(before: unknown, next: string): string | undefined {
  if (typeof before !== 'string' || next.length <= before.length || !before.endsWith(']')) return undefined;
  const head = before.slice(0, -1);
  return next.startsWith(head) ? next.slice(head.length) : undefined;
}

/** A room's journaled writes not yet in the tables, merged: what its row and events become. */
export interface PendingRoom {
  /** The version the room has in the tables. */
  readonly base: number;
  version: number;
  /** The columns set since `base`, the latest value of each. */
  readonly changes: Record<string, unknown>;
  /** The events appended since `base`, in order. */
  readonly events: EventRow[];
  readonly moveIds: Set<string>;
  /** When the first of them was journaled (`performance.now()`), and in which file. */
  readonly since: number;
  readonly generation: number;
}

/** How the journal is paced. */
export interface JournalPacing {
  /** How long a room's writes wait in memory before they go to the tables (so later ones join them). */
  readonly delayMs: number;
  /** Time between two looks for rooms due. */
  readonly tickMs: number;
  /** Rooms applied at most in one look (one transaction). */
  readonly sliceRooms: number;
  /**
   * Rooms with writes in memory at most: past it, the oldest go to the tables early. What the
   * pending writes hold grows with the rooms playing, not only with the moves a second.
   */
  readonly maxPendingRooms: number;
}

// A room's moves a few seconds apart share a row update; a look every 50 ms writes a few hundred
// rooms in one transaction (a few milliseconds), and fewer, larger commits need fewer checkpoints.
// 5,000 rooms pending hold some 40 MB (docs/PERFORMANCE.md).
export const DEFAULT_JOURNAL_PACING: JournalPacing = {
  delayMs: 10_000,
  tickMs: 50,
  sliceRooms: 500,
  maxPendingRooms: 5_000,
};

interface Queued {
  readonly write: BatchedWrite;
  /** `written` for a write to journal; a refusal found when it was asked for is only answered. */
  readonly result: BatchResult;
  readonly line: string;
  readonly urgent: boolean;
  /** The columns it sets, with their values. */
  readonly changes: Record<string, unknown>;
  readonly done: (result: BatchResult) => void;
  readonly fail: (error: unknown) => void;
}

/** A journal line: the room, the version it expected and set, the columns and the events. */
type Line = [string, number, number, Record<string, unknown>, EventRow[]];

/**
 * A room in play as this process last wrote it: its version and every client move id it holds.
 * Every change to a room's version on this file goes through the journal (one server per data
 * folder: the lock file), so the version stays true from the room's first move to its end.
 */
interface KnownRoom {
  version: number;
  readonly moveIds: Set<string>;
  /** The appended columns' values, once a write has set them. */
  readonly texts: Record<string, string>;
}

/** Rooms in play known in memory at most (LiveGames keeps as many games). */
const MAX_KNOWN_ROOMS = 20_000;

const INSERT_EVENT =
  'insert into "game_events" ("room_code", "v", "type", "payload", "client_move_id", "created_at") ' +
  'values (?, ?, ?, ?, ?, ?)';

const journals = new WeakMap<SQLite.Database, SqliteJournal>();

/** The journal of `file`, opened (and replayed into the tables) by the first store that asks. */
export function journalOf(
  db: Kysely<RoomsDb>,
  file: SQLite.Database,
  checkpoints: WalCheckpointer | undefined,
  onClose: (close: () => void) => void,
  pacing: JournalPacing = DEFAULT_JOURNAL_PACING,
): SqliteJournal {
  let journal = journals.get(file);
  if (journal === undefined) {
    journal = new SqliteJournal(db, file, checkpoints, pacing);
    journals.set(file, journal);
    onClose(() => journal!.close());
  }
  return journal;
}

/** The journal files of a database, oldest first: `<file>-moves.<generation>`. */
function journalFiles(path: string): { generation: number; path: string }[] {
  const prefix = `${basename(path)}-moves.`;
  return readdirSync(dirname(path))
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => ({ generation: Number(name.slice(prefix.length)), path: join(dirname(path), name) }))
    .sort((a, b) => a.generation - b.generation);
}

/**
 * Claims the journal of `path` for this process: a second server on the same data folder would
 * replay (and remove) the first one's journal under it. A claim left by a process that is gone is
 * taken over.
 */
function claim(path: string): void {
  const lock = `${path}-moves.lock`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner === process.pid) return;
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new Error(`another server (process ${owner}) is using the data in ${dirname(path)}`);
    }
    rmSync(lock, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Writes a whole buffer (a regular file takes it in one call; the loop is for the rare short write). */
function writeAll(fd: number, text: string): void {
  const buffer = Buffer.from(text);
  let offset = 0;
  while (offset < buffer.length) offset += writeSync(fd, buffer, offset);
}

export class SqliteJournal {
  /** Journaled writes not yet in the tables, by room. */
  private readonly pending = new Map<string, PendingRoom>();
  /** Writes checked and waiting for this turn's journal write. */
  private queued: Queued[] = [];
  private readonly queuedVersions = new Map<string, number>();
  private readonly queuedMoveIds = new Map<string, Set<string>>();
  private readonly storedVersion: SQLite.Statement<[string], number>;
  private readonly storedMoveIds: SQLite.Statement<[string], string>;
  /**
   * Rooms in play, from their first move on: every client move id, read once from the table, and
   * the version, both kept up to date since. A lookup in the table's index on every move was a
   * tenth of the move's storage, and reading the version back most of what was left of it.
   */
  private readonly known = new Map<string, KnownRoom>();
  private readonly insertEvent: SQLite.Statement;
  private readonly updates = new Map<string, SQLite.Statement>();
  private readonly textReads = new Map<string, SQLite.Statement<[string], string>>();
  private readonly applyOne: (code: string, room: PendingRoom) => void;
  private readonly fullSync: boolean;
  private generation: number;
  private openedAt = 0;
  /** Journal files below this generation are removed. */
  private removedBelow = 0;
  private fd: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private readonly db: Kysely<RoomsDb>,
    private readonly file: SQLite.Database,
    private readonly checkpoints?: WalCheckpointer,
    private readonly pacing: JournalPacing = DEFAULT_JOURNAL_PACING,
  ) {
    this.storedVersion = file
      .prepare<[string], number>('select "version" from "rooms" where "code" = ?')
      .pluck();
    this.storedMoveIds = file
      .prepare<[string], string>(
        'select "client_move_id" from "game_events" where "room_code" = ? and "client_move_id" is not null',
      )
      .pluck();
    this.insertEvent = file.prepare(INSERT_EVENT);
    // A nested better-sqlite3 transaction is a savepoint: a room that fails undoes only itself.
    this.applyOne = file.transaction((code: string, room: PendingRoom) => this.applyRoom(code, room));
    this.fullSync = Number(file.pragma('synchronous', { simple: true })) >= 2;
    claim(file.name);
    const left = journalFiles(file.name);
    this.replay(left);
    for (const { path } of left) unlinkSync(path);
    this.generation = (left.at(-1)?.generation ?? 0) + 1;
    this.fd = this.open();
    this.schedule();
  }

  /** A room's journaled writes not yet in the tables. */
  pendingOf(code: string): PendingRoom | undefined {
    return this.pending.get(code);
  }

  /** Checks a write now; settles once it is in the journal (and, unless it only plays, the tables). */
  write(write: BatchedWrite): Promise<BatchResult> {
    const { code } = write;
    if (this.closed) return Promise.reject(new Error('the rooms journal is closed'));
    const latest =
      this.queuedVersions.get(code) ??
      this.pending.get(code)?.version ??
      this.known.get(code)?.version ??
      this.storedVersion.get(code);
    if (latest !== write.expectedVersion) return this.enqueue(write, CONFLICT);
    const ids = write.events.flatMap((e) => (e.client_move_id === null ? [] : [e.client_move_id]));
    if (ids.some((id) => this.usedMoveId(code, latest, id))) return this.enqueue(write, DUPLICATE);
    const { columns, values } = roomColumnsOf(write);
    const changes: Record<string, unknown> = {};
    columns.forEach((column, i) => (changes[column] = values[i]));
    // A second write of the room this turn has the whole values (the first's are not remembered yet).
    const written = this.queuedVersions.has(code) ? changes : this.compacted(code, changes);
    const line: Line = [code, write.expectedVersion, write.version, written, write.events as EventRow[]];
    const urgent = columns.some((column) => !PLAY_COLUMNS.has(column));
    this.queuedVersions.set(code, write.version);
    if (ids.length > 0) {
      const queuedIds = this.queuedMoveIds.get(code) ?? new Set<string>();
      for (const id of ids) queuedIds.add(id);
      this.queuedMoveIds.set(code, queuedIds);
    }
    return this.enqueue(write, WRITTEN, `${JSON.stringify(line)}\n`, urgent, changes);
  }

  /**
   * Queues a write for this turn's journal write. One refused when asked for (`result`) has no line
   * and is answered last, once what it lost to can be read.
   */
  private enqueue(
    write: BatchedWrite,
    result: BatchResult,
    line = '',
    urgent = false,
    changes: Record<string, unknown> = {},
  ): Promise<BatchResult> {
    return new Promise((done, fail) => {
      if (this.queued.length === 0) setImmediate(() => void this.flush());
      this.queued.push({ write, result, line, urgent, changes, done, fail });
    });
  }

  /** Applies every pending write to the tables now (a test's reads, a shutdown). */
  async settle(): Promise<void> {
    await this.whenFree(() => this.applyRooms([...this.pending.keys()]));
  }

  /** Applies what is pending and closes the journal; a later write is refused. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    const batch = this.flushNow();
    if (this.file.open) this.applyRooms([...this.pending.keys()]);
    closeSync(this.fd);
    if (this.pending.size === 0) for (const { path } of journalFiles(this.file.name)) unlinkSync(path);
    rmSync(`${this.file.name}-moves.lock`, { force: true });
    for (const q of batch ?? []) q.done(q.result);
  }

  /** `changes` as a journal line holds them: the appended columns as what they append, where known. */
  private compacted(code: string, changes: Record<string, unknown>): Record<string, unknown> {
    const pending = this.pending.get(code)?.changes;
    const known = this.known.get(code)?.texts;
    const line: Record<string, unknown> = {};
    for (const key in changes) {
      const value = changes[key];
      const appended =
        typeof value === 'string' && (APPENDED_COLUMNS as readonly string[]).includes(key)
          ? appendedTo(pending?.[key] ?? known?.[key], value)
          : undefined;
      if (appended === undefined) line[key] = value;
      else line[`+${key}`] = appended;
    }
    return line;
  }

  /** Whether the room, now at `version`, holds the client move id (asked only of moves). */
  private usedMoveId(code: string, version: number, id: string): boolean {
    return this.queuedMoveIds.get(code)?.has(id) === true || this.knownRoom(code, version).moveIds.has(id);
  }

  /** The room in play as known, read from the table (and the pending writes) on first use. */
  private knownRoom(code: string, version: number): KnownRoom {
    let room = this.known.get(code);
    if (room === undefined) {
      const moveIds = new Set(this.storedMoveIds.all(code));
      for (const id of this.pending.get(code)?.moveIds ?? []) moveIds.add(id);
      // The oldest room known goes first (a finished room's go when it finishes).
      if (this.known.size >= MAX_KNOWN_ROOMS) this.known.delete(this.known.keys().next().value!);
      room = { version, moveIds, texts: {} };
      this.known.set(code, room);
    }
    return room;
  }

  private open(): number {
    this.openedAt = performance.now();
    return openSync(`${this.file.name}-moves.${this.generation}`, 'a', 0o600);
  }

  /** Writes this turn's queued writes to the journal; undefined (each told) when that failed. */
  private flushNow(): Queued[] | undefined {
    const batch = this.queued;
    this.queued = [];
    this.queuedVersions.clear();
    this.queuedMoveIds.clear();
    try {
      const text = batch.map((q) => q.line).join('');
      if (text !== '') writeAll(this.fd, text);
      if (this.fullSync && text !== '') fdatasyncSync(this.fd);
    } catch (error) {
      for (const q of batch) q.fail(error);
      return undefined;
    }
    for (const q of batch) if (q.line !== '') this.remember(q.write, q.changes);
    return batch;
  }

  private async flush(): Promise<void> {
    const batch = this.flushNow();
    if (batch === undefined) return;
    // What only plays is safe now; the rest is answered once in the tables too (a failure there
    // leaves the rooms to a later tick: they are journaled).
    const urgent = batch.filter((q) => q.urgent);
    for (const q of batch) if (!q.urgent && q.line !== '') q.done(WRITTEN);
    if (urgent.length > 0) {
      const codes = [...new Set(urgent.map((q) => q.write.code))];
      await this.whenFree(() => this.applyRooms(codes)).catch(() => undefined);
      for (const q of urgent) q.done(WRITTEN);
    }
    for (const q of batch) if (q.line === '') q.done(q.result);
  }

  /** Adds a journaled write to its room's pending writes. */
  private remember(write: BatchedWrite, changes: Record<string, unknown>): void {
    const known = this.known.get(write.code);
    if (changes.status === 'finished') this.known.delete(write.code);
    else if (known !== undefined) {
      known.version = write.version;
      for (const e of write.events) if (e.client_move_id !== null) known.moveIds.add(e.client_move_id);
      for (const column of APPENDED_COLUMNS) {
        const text = changes[column];
        if (typeof text === 'string') known.texts[column] = text;
      }
    }
    const room = this.pending.get(write.code);
    if (room === undefined) {
      const fresh: PendingRoom = {
        base: write.expectedVersion,
        version: write.version,
        changes: { ...changes },
        events: [...write.events],
        moveIds: new Set(),
        since: performance.now(),
        generation: this.generation,
      };
      for (const e of write.events) if (e.client_move_id !== null) fresh.moveIds.add(e.client_move_id);
      this.pending.set(write.code, fresh);
      return;
    }
    room.version = write.version;
    Object.assign(room.changes, changes);
    for (const e of write.events) {
      room.events.push(e);
      if (e.client_move_id !== null) room.moveIds.add(e.client_move_id);
    }
  }

  /**
   * Runs `apply` on the connection once it is free: SQLite has one, and while a Kysely transaction
   * is open across its awaits, statements run now would join it (and be undone with it). Commits
   * also wait while a finishing checkpoint holds the writer (checkpointer.ts).
   */
  private async whenFree(apply: () => void): Promise<void> {
    const checkpoints = this.checkpoints;
    if (checkpoints?.finishing === true) await checkpoints.whenFinished();
    if (this.file.inTransaction) await this.db.connection().execute(async () => apply());
    else apply();
  }

  /**
   * Applies the pending writes of `codes` to the tables in one transaction. A savepoint a room cost
   * a tenth of the move path (two more statements a room), and only a bug makes a room fail here
   * (every write was checked when journaled): so the rooms go in together, and only when one of
   * them fails is the transaction undone and run again, each room in its own savepoint, so that the
   * room that failed is the only one dropped.
   */
  private applyRooms(codes: readonly string[]): void {
    if (codes.length === 0 || !this.file.open) return;
    const applied: string[] = [];
    const applyAll = (isolated: boolean): void =>
      this.file.transaction(() => {
        for (const code of codes) {
          const room = this.pending.get(code);
          if (room === undefined) continue;
          if (!isolated) this.applyRoom(code, room);
          else {
            try {
              this.applyOne(code, room);
            } catch (error) {
              // Said loudly, and dropped rather than retried forever.
              console.error(`rooms journal: room ${code} could not be applied`, error);
            }
          }
          applied.push(code);
        }
      })();
    try {
      applyAll(false);
    } catch {
      applied.length = 0;
      applyAll(true);
    }
    for (const code of applied) this.pending.delete(code);
    const checkpoints = this.checkpoints;
    if (checkpoints === undefined) return;
    checkpoints.committed();
    if (checkpoints.shouldFinish) void checkpoints.finish();
  }

  private applyRoom(code: string, room: PendingRoom): void {
    const columns = Object.keys(room.changes);
    const updated = this.updateFor(columns).run(
      ...columns.map((c) => room.changes[c]),
      room.version,
      code,
      room.base,
    );
    if (updated.changes !== 1) throw new Error(`not at version ${room.base}`);
    for (const e of room.events) {
      this.insertEvent.run(e.room_code, e.v, e.type, e.payload, e.client_move_id, e.created_at);
    }
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

  /** The lines a killed process left, applied where the room is still at the version they expected. */
  private replay(files: readonly { path: string }[]): void {
    const lines: Line[] = [];
    for (const { path } of files) {
      for (const text of readFileSync(path, 'utf8').split('\n')) {
        if (text === '') continue;
        try {
          lines.push(JSON.parse(text) as Line);
        } catch {
          break; // a line cut short by a crash: nothing after it was answered
        }
      }
    }
    if (lines.length === 0) return;
    this.file.transaction(() => {
      for (const [code, expected, version, changes, events] of lines) {
        if (this.storedVersion.get(code) !== expected) continue;
        this.applyOne(code, {
          base: expected,
          version,
          changes: this.expanded(code, changes),
          events,
          moveIds: new Set(),
          since: 0,
          generation: 0,
        });
      }
    })();
  }

  /**
   * A line's changes with the appended columns whole again: the room is at the version the line
   * expected, so its value in the table is the one the line appended to.
   */
  private expanded(code: string, changes: Record<string, unknown>): Record<string, unknown> {
    const whole: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      const column = APPENDED_COLUMNS.find((c) => key === `+${c}`);
      if (column === undefined) whole[key] = value;
      else whole[column] = `${this.storedText(column).get(code)!.slice(0, -1)}${value as string}`;
    }
    return whole;
  }

  /** The statement reading an appended column's value, prepared once (a replay asks per line). */
  private storedText(column: (typeof APPENDED_COLUMNS)[number]): SQLite.Statement<[string], string> {
    let statement = this.textReads.get(column);
    if (statement === undefined) {
      statement = this.file
        .prepare<[string], string>(`select "${column}" from "rooms" where "code" = ?`)
        .pluck();
      this.textReads.set(column, statement);
    }
    return statement;
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => this.tick(), this.pacing.tickMs);
    this.timer.unref();
  }

  /**
   * Applies the rooms whose first pending write is at least `delayMs` old, and those past
   * `maxPendingRooms`, oldest first, at most `sliceRooms` of them: the map keeps rooms in the order
   * of their first pending write, as a room leaves it when applied. A steady trickle rather than a
   * burst now and then, which would hold the moves arriving meanwhile.
   */
  private tick(): void {
    if (this.closed) return;
    if (!this.file.inTransaction && this.checkpoints?.finishing !== true) {
      const due = performance.now() - this.pacing.delayMs;
      const over = this.pending.size - this.pacing.maxPendingRooms;
      const codes: string[] = [];
      for (const [code, room] of this.pending) {
        if (codes.length >= this.pacing.sliceRooms || (room.since > due && codes.length >= over)) break;
        codes.push(code);
      }
      try {
        this.applyRooms(codes);
      } catch (error) {
        console.error('rooms journal: applying failed; the next tick retries', error);
      }
      this.rotate();
    }
    this.schedule();
  }

  /**
   * Starts a new journal file every `delayMs`, and removes the files older than every pending
   * room's first write: their lines are all in the tables.
   */
  private rotate(): void {
    const now = performance.now();
    if (now - this.openedAt >= this.pacing.delayMs) {
      closeSync(this.fd);
      this.generation += 1;
      this.fd = this.open();
    }
    const oldest = this.pending.values().next().value?.generation ?? this.generation;
    if (oldest <= this.removedBelow) return;
    for (const { generation, path } of journalFiles(this.file.name))
      if (generation < oldest) unlinkSync(path);
    this.removedBelow = oldest;
  }
}
