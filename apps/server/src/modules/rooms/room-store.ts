// Database access for rooms, their spectators (seats: spectator-seats.ts) and their events. Every
// change to a room is a versioned write: `UPDATE rooms ... WHERE code = ? AND version = ?` plus its events, in one
// transaction, so two writers (on one node or many) can never both apply a change; the loser sees
// `conflict`. The store returns rows and events as stored: what a stored state stands for is the
// games module's to rebuild (its event log).
import type { ServerMessage } from '@checkers/protocol';
import { sql, type Kysely, type Updateable } from 'kysely';
import { postgresOf, sqliteOf } from '../../db/database.js';
import type { RoomRow, RoomsDb, RoomsTable } from './tables.js';
import type { BatchedWrite, BatchResult, EventRow } from './batched-write.js';
import { PostgresWriteBatch } from './postgres-batch.js';
import { journalOf, type PendingRoom, type SqliteJournal } from './sqlite-journal.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { randomRoomCode } from './room-codes.js';
import { DEFAULT_RATED_PAIR_LIMIT, RatedPairs } from './rated-pairs.js';
import { SpectatorSeats } from './spectator-seats.js';

/** A game event as stored: the message without `v`, and its version. */
export interface StoredEvent {
  readonly v: number;
  readonly message: ServerMessage;
}

/**
 * An event to append: a server message whose `v` the store fills in. `stored`, when given, is what
 * the log keeps instead of the payload (a state by reference: the games module's state-log.ts).
 */
export type NewEvent = {
  readonly type: string;
  readonly payload: unknown;
  readonly clientMoveId?: string;
  readonly stored?: unknown;
};

/** Result of a versioned write. */
export type WriteResult =
  | { status: 'written'; version: number; events: StoredEvent[] }
  | { status: 'conflict' }
  | { status: 'duplicate' };

/** An event with its version, the client move id it carries and what the log keeps of its payload. */
type Numbered = StoredEvent & { readonly clientMoveId: string | null; readonly stored: unknown };

function storedEvents(after: number, events: NewEvent[]): Numbered[] {
  return events.map((event, i) => ({
    v: after + i + 1,
    message: { type: event.type, payload: event.payload, v: after + i + 1 } as ServerMessage,
    clientMoveId: event.clientMoveId ?? null,
    stored: event.stored ?? event.payload,
  }));
}

function eventRows(code: string, events: Numbered[]): EventRow[] {
  const now = new Date().toISOString();
  return events.map((e) => ({
    room_code: code,
    v: e.v,
    type: e.message.type,
    payload: JSON.stringify(e.stored),
    client_move_id: e.clientMoveId,
    created_at: now,
  }));
}

/** A finished game's place in the order of finishing. */
export interface FinishedGame {
  readonly code: string;
  readonly finishedAt: string;
}

const withoutId = ({ v, message }: Numbered): StoredEvent => ({ v, message });

/** A row with the writes the journal holds for it (newer than the row), or the row as read. */
function withPending(row: RoomRow, pending: PendingRoom | undefined): RoomRow {
  if (pending === undefined || row.version >= pending.version) return row;
  return { ...row, ...(pending.changes as Partial<RoomRow>), version: pending.version };
}

const storedEventOf = (row: { v: number; type: string; payload: string }): StoredEvent => ({
  v: row.v,
  message: { type: row.type, payload: JSON.parse(row.payload) as unknown, v: row.v } as ServerMessage,
});

/** Rooms, spectators and events over Kysely. */
export class RoomStore {
  /** Versioned writes share a journal write (SQLite) or a commit (PostgreSQL). */
  private readonly batch: { write(write: BatchedWrite): Promise<BatchResult> } | undefined;
  /** On SQLite, the batch: writes journaled first, in the tables later (sqlite-journal.ts). */
  private readonly journal: SqliteJournal | undefined;
  /** The spectators' seats. */
  readonly seats: SpectatorSeats;
  /** Whether a starting game is rated: the rated-pair cap's slots. */
  readonly ratedPairs: RatedPairs;

  constructor(
    private readonly db: Kysely<RoomsDb>,
    /** Rated games two accounts may start within a day; later ones are casual. */
    ratedPairLimit = DEFAULT_RATED_PAIR_LIMIT,
  ) {
    this.seats = new SpectatorSeats(db);
    this.ratedPairs = new RatedPairs(db, ratedPairLimit);
    const sqlite = sqliteOf(db);
    const postgres = postgresOf(db);
    this.journal =
      sqlite === undefined
        ? undefined
        : journalOf(db, sqlite.file, sqlite.checkpoints, (close) => sqlite.beforeClose.push(close));
    this.batch = this.journal ?? (postgres !== undefined ? new PostgresWriteBatch(postgres) : undefined);
  }

  /** Brings the tables up to date with every write already answered (tests that read them, say). */
  async settle(): Promise<void> {
    await this.journal?.settle();
  }

  /** Inserts a new room; false when the code is taken. */
  async insert(row: RoomRow): Promise<boolean> {
    try {
      await this.db.insertInto('rooms').values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** A random room code not used by any room yet. */
  async freeCode(): Promise<string> {
    for (;;) {
      const code = randomRoomCode();
      if ((await this.find(code)) === undefined) return code;
    }
  }

  /** The room with this code. */
  async find(code: string): Promise<RoomRow | undefined> {
    // Read before the row: the journal may write it to the table meanwhile (the row then is as new).
    const pending = this.journal?.pendingOf(code);
    const row = await this.db.selectFrom('rooms').selectAll().where('code', '=', code).executeTakeFirst();
    return row === undefined ? undefined : withPending(row, pending);
  }

  /**
   * Applies `changes` if the room is still at `expectedVersion`, appending `events` with the next
   * versions. A client move id already used in this room makes it a `duplicate`.
   */
  async write(
    code: string,
    expectedVersion: number,
    changes: Updateable<RoomsTable>,
    events: NewEvent[],
  ): Promise<WriteResult> {
    const result = await this.versionedWrite(code, expectedVersion, changes, events);
    // An aborted game was not rated after all: its pair's slot is free again.
    if (result.status === 'written' && changes.casual_reason === 'aborted')
      await this.ratedPairs.release(code);
    return result;
  }

  private async versionedWrite(
    code: string,
    expectedVersion: number,
    changes: Updateable<RoomsTable>,
    events: NewEvent[],
  ): Promise<WriteResult> {
    const version = expectedVersion + events.length;
    const stored = storedEvents(expectedVersion, events);
    const rows = eventRows(code, stored);
    if (this.batch !== undefined) {
      const result = await this.batch.write({ code, expectedVersion, version, changes, events: rows });
      if (result.status === 'written') return { status: 'written', version, events: stored.map(withoutId) };
      if (result.status === 'conflict' || result.status === 'duplicate') return result;
      if (isUniqueViolation(result.error)) return { status: 'duplicate' };
      throw result.error;
    }
    try {
      return await this.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('rooms')
          .set({ ...changes, version })
          .where('code', '=', code)
          .where('version', '=', expectedVersion)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return { status: 'conflict' as const };
        if (rows.length > 0) await trx.insertInto('game_events').values(rows).execute();
        return { status: 'written' as const, version, events: stored.map(withoutId) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { status: 'duplicate' };
      throw error;
    }
  }

  /** Events after version `after`, oldest first, at most `limit`, as stored (states may be references). */
  async eventsAfter(code: string, after: number, limit: number): Promise<StoredEvent[]> {
    const pending = this.journal?.pendingOf(code);
    const rows = await this.db
      .selectFrom('game_events')
      .select(['v', 'type', 'payload'])
      .where('room_code', '=', code)
      .where('v', '>', after)
      .orderBy('v')
      .limit(limit)
      .execute();
    const events = rows.map(storedEventOf);
    if (pending === undefined) return events;
    // The journal's events follow the table's (the journal may have written some of them to the table meanwhile).
    const last = Math.max(after, rows.at(-1)?.v ?? after);
    for (const row of pending.events) {
      if (events.length >= limit) break;
      if (row.v > last) events.push(storedEventOf(row));
    }
    return events;
  }

  /** True when this client move id was already applied in the room. */
  async hasClientMove(code: string, clientMoveId: string): Promise<boolean> {
    if (this.journal?.pendingOf(code)?.moveIds.has(clientMoveId) === true) return true;
    const row = await this.db
      .selectFrom('game_events')
      .select('v')
      .where('room_code', '=', code)
      .where('client_move_id', '=', clientMoveId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Adds a spectator; false if the room is at `cap` (already-present spectators always pass). */
  async addSpectator(code: string, userId: string, cap: number): Promise<boolean> {
    return this.seats.take(code, userId, cap);
  }

  /** True when the user watches the room. */
  async isSpectator(code: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('spectators')
      .select('user_id')
      .where('room_code', '=', code)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The code of the room where the user most recently took a seat. */
  async latestSeat(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('rooms')
      .select('code')
      .where((eb) => eb.or([eb('red_user_id', '=', userId), eb('black_user_id', '=', userId)]))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.code;
  }

  /**
   * Running timed games whose stored flag bound (`earliest_flag_at`) is at or before `now`, soonest
   * first, at most `limit`: the flag sweep's candidates (the index on the bound serves it). Their
   * flag may have fallen; the others get a later bound from the sweep.
   */
  async dueClocks(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('rooms')
      .select('code')
      .where('earliest_flag_at', '<=', now.toISOString())
      .where('status', '=', 'active')
      .orderBy('earliest_flag_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.code);
  }

  /** Rooms being played, newest first. */
  async liveRooms(limit: number): Promise<RoomRow[]> {
    const rows = await this.db
      .selectFrom('rooms')
      .selectAll()
      .where('status', '=', 'active')
      .orderBy('started_at', 'desc')
      .limit(limit)
      .execute();
    const journal = this.journal;
    return journal === undefined ? rows : rows.map((row) => withPending(row, journal.pendingOf(row.code)));
  }

  /** Games finished at or after `since` (an ISO time), oldest first. */
  async finishedSince(since: string): Promise<RoomRow[]> {
    return this.db
      .selectFrom('rooms')
      .selectAll()
      .where('status', '=', 'finished')
      .where('finished_at', '>=', since)
      .orderBy('finished_at')
      .orderBy('code')
      .execute();
  }

  /**
   * Finished rated games, oldest first (by finish time, then code), after `after` when given: at
   * most `limit`, a page at a time so a long history is never read whole.
   */
  async finishedRated(after: FinishedGame | undefined, limit: number): Promise<FinishedGame[]> {
    const rows = await this.db
      .selectFrom('rooms')
      .select(['code', 'finished_at'])
      .where('status', '=', 'finished')
      .where('rated', '=', 1)
      .where('finished_at', 'is not', null)
      .$if(after !== undefined, (query) =>
        query.where((eb) =>
          eb.or([
            eb('finished_at', '>', after!.finishedAt),
            eb.and([eb('finished_at', '=', after!.finishedAt), eb('code', '>', after!.code)]),
          ]),
        ),
      )
      .orderBy('finished_at')
      .orderBy('code')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ code: row.code, finishedAt: row.finished_at! }));
  }

  /** The room's spectators whose display name is `name`, in any case. */
  async spectatorsNamed(code: string, name: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('spectators')
      .innerJoin('users', 'users.id', 'spectators.user_id')
      .select('spectators.user_id')
      .where('spectators.room_code', '=', code)
      .where(sql<string>`lower(users.display_name)`, '=', name.toLowerCase())
      .execute();
    return rows.map((row) => row.user_id);
  }
}
