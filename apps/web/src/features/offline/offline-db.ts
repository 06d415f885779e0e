// The offline stores in IndexedDB: moves queued while offline, the state each room was last shown
// in, and the resources cached for offline use. Every call fails quietly where IndexedDB is missing
// (some private modes): nothing is queued then.
import type { GameState } from '@checkers/protocol';
import { LOCAL_LIMITS } from '@checkers/protocol';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { UnsentMoveBody } from '../../stores/offline-port';

export const OFFLINE_DB_NAME = 'checkers-offline';
const DB_VERSION = 1;

/** A move made while offline, waiting for the server (or kept a while after it was synced). */
export interface QueuedMove {
  /** The move's client move id: the server applies a retried id once. */
  readonly id: string;
  readonly roomCode: string;
  /** The body POST /api/rooms/{roomCode}/moves takes, with its clientMoveId. */
  readonly moveData: UnsentMoveBody;
  /** The state the page showed after the move: for display, and what a refusal rolls back. */
  readonly gameState: GameState;
  readonly timestamp: number;
  readonly synced: boolean;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly syncedAt: number | null;
  readonly lastAttempt: number | null;
}

/** The state a room was last shown in, with the server version it was built on. */
export interface OfflineRoomState {
  readonly roomCode: string;
  readonly gameState: GameState;
  readonly lastUpdated: number;
  readonly version: number;
}

/** A resource kept for offline use. */
export interface CachedResource {
  readonly url: string;
  readonly cachedAt: number;
}

interface OfflineSchema extends DBSchema {
  queuedMoves: { key: string; value: QueuedMove; indexes: { byTimestamp: number; byRoom: string } };
  offlineState: { key: string; value: OfflineRoomState };
  cachedResources: { key: string; value: CachedResource };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The database, opened (and created) once per page. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, DB_VERSION, {
    upgrade(db) {
      const moves = db.createObjectStore('queuedMoves', { keyPath: 'id' });
      moves.createIndex('byTimestamp', 'timestamp');
      moves.createIndex('byRoom', 'roomCode');
      db.createObjectStore('offlineState', { keyPath: 'roomCode' });
      db.createObjectStore('cachedResources', { keyPath: 'url' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** A new queue entry for a move made now. */
export function newQueuedMove(roomCode: string, moveData: UnsentMoveBody, gameState: GameState): QueuedMove {
  return {
    id: moveData.clientMoveId,
    roomCode,
    moveData,
    gameState,
    timestamp: Date.now(),
    synced: false,
    attempts: 0,
    maxAttempts: LOCAL_LIMITS.moveAttempts,
    syncedAt: null,
    lastAttempt: null,
  };
}

export async function putQueuedMove(move: QueuedMove): Promise<void> {
  await (await offlineDb()).put('queuedMoves', move);
}

export async function deleteQueuedMove(id: string): Promise<void> {
  await (await offlineDb()).delete('queuedMoves', id);
}

/** The moves still to send, oldest first (the order they were made in). */
export async function unsyncedMoves(): Promise<QueuedMove[]> {
  const all = await (await offlineDb()).getAllFromIndex('queuedMoves', 'byTimestamp');
  return all.filter((move) => !move.synced);
}

/** How many moves wait to be sent; 0 where the database cannot be read. */
export async function pendingMoveCount(): Promise<number> {
  try {
    return (await unsyncedMoves()).length;
  } catch {
    return 0;
  }
}

/** Deletes synced moves synced before `cutoff` (ms since the epoch); how many went. */
export async function deleteSyncedBefore(cutoff: number): Promise<number> {
  const db = await offlineDb();
  const tx = db.transaction('queuedMoves', 'readwrite');
  let deleted = 0;
  for (let cursor = await tx.store.openCursor(); cursor !== null; cursor = await cursor.continue()) {
    const { synced, syncedAt } = cursor.value;
    if (synced && (syncedAt ?? 0) < cutoff) {
      await cursor.delete();
      deleted++;
    }
  }
  await tx.done;
  return deleted;
}

export async function saveRoomState(state: OfflineRoomState): Promise<void> {
  await (await offlineDb()).put('offlineState', state);
}

export async function roomState(roomCode: string): Promise<OfflineRoomState | undefined> {
  return (await offlineDb()).get('offlineState', roomCode);
}

export async function forgetRoomState(roomCode: string): Promise<void> {
  await (await offlineDb()).delete('offlineState', roomCode);
}

/** Notes that a resource is kept for offline use. */
export async function noteCachedResource(url: string, cachedAt = Date.now()): Promise<void> {
  await (await offlineDb()).put('cachedResources', { url, cachedAt });
}

export async function cachedResources(): Promise<CachedResource[]> {
  return (await offlineDb()).getAll('cachedResources');
}

/** Closes and forgets the connection (tests delete the database between cases). */
export async function closeOfflineDbForTests(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
