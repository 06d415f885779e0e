// Sends the offline queue: oldest first, each move to POST /api/rooms/{roomCode}/moves with its
// client move id (a retried id is applied once), one try per pass. A try that gets no answer (or a
// server fault) counts an attempt; after the third the move is dropped. A refusal (4xx) drops the
// move, and the later moves of its room that were built on it, and the board goes back to the
// server's state, with the server's reason.
import { gameStateSchema } from '@checkers/protocol';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { loadSession } from '../../lib/session';
import { postToServiceWorker } from '../../lib/sw-messages';
import { appStore } from '../../stores/app-store';
import { applyGameState } from '../../stores/game-actions';
import {
  deleteQueuedMove,
  forgetRoomState,
  putQueuedMove,
  saveRoomState,
  unsyncedMoves,
  type QueuedMove,
} from './offline-db';
import { refreshPending } from './offline-store';
import { FAILED_TO_SYNC, ONE_SYNCED, failedToSync, manySynced } from './offline-texts';

/** What one pass did. */
export interface SyncReport {
  readonly synced: number;
  /** Dropped after their last attempt. */
  readonly failed: number;
  /** Refused by the server (and the moves of the same room made after them). */
  readonly refused: number;
  readonly pending: number;
}

const NOTHING: SyncReport = { synced: 0, failed: 0, refused: 0, pending: 0 };

/** A refusal: the server answered and will not take the move (not a fault, not a rate limit). */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.kind === 'api' &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** The seat's token for a room: the one on screen, or this tab's saved seat; else the default. */
function tokenFor(roomCode: string): string | undefined {
  const { room, user } = appStore.getState();
  if (room.roomCode === roomCode && user.authToken !== null) return user.authToken;
  const saved = loadSession();
  return saved !== null && saved.roomCode === roomCode ? saved.token : undefined;
}

const isShown = (roomCode: string): boolean => {
  const { room, game } = appStore.getState();
  return game.mode === 'online' && room.roomCode?.toUpperCase() === roomCode.toUpperCase();
};

/** The server's state of a room, shown if the room is on screen (the rollback after a refusal). */
async function showServerState(roomCode: string): Promise<void> {
  if (!isShown(roomCode)) return;
  try {
    const token = tokenFor(roomCode);
    const reply = await api.get(`/api/game-state?code=${encodeURIComponent(roomCode)}`, {
      attempts: 1,
      ...(token === undefined ? {} : { token }),
    });
    const parsed = gameStateSchema.safeParse(reply);
    if (parsed.success) applyGameState(parsed.data);
  } catch {
    // Polling or the socket brings the state when it can.
  }
}

async function sendOne(move: QueuedMove): Promise<unknown> {
  const token = tokenFor(move.roomCode);
  return api.post(`/api/rooms/${encodeURIComponent(move.roomCode)}/moves`, move.moveData, {
    attempts: 1,
    ...(token === undefined ? {} : { token }),
  });
}

async function drain(): Promise<SyncReport> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return NOTHING;
  let moves: QueuedMove[];
  try {
    moves = await unsyncedMoves();
  } catch {
    return NOTHING;
  }
  if (moves.length === 0) return NOTHING;
  const { notify } = appStore.getState();
  let synced = 0;
  let failed = 0;
  let refused = 0;
  /** Rooms whose next move must wait for a later pass (a move before it got no answer). */
  const waiting = new Set<string>();
  /** Rooms whose later moves were built on a move that is gone, and how it went. */
  const dropped = new Map<string, 'refused' | 'failed'>();

  for (const move of moves) {
    const room = move.roomCode;
    if (waiting.has(room)) continue;
    const gone = dropped.get(room);
    if (gone !== undefined) {
      await deleteQueuedMove(move.id);
      if (gone === 'refused') refused++;
      else failed++;
      continue;
    }
    const now = Date.now();
    const tried: QueuedMove = { ...move, attempts: move.attempts + 1, lastAttempt: now };
    await putQueuedMove(tried);
    try {
      const reply = await sendOne(move);
      await putQueuedMove({ ...tried, synced: true, syncedAt: Date.now() });
      synced++;
      const parsed = gameStateSchema.safeParse(reply);
      if (parsed.success) {
        // The server's state (a newer version than the one the move was shown on) wins.
        if (isShown(room)) applyGameState(parsed.data);
        await saveRoomState({
          roomCode: room,
          gameState: parsed.data,
          lastUpdated: Date.now(),
          version: parsed.data.version,
        });
      }
      postToServiceWorker({ type: 'SYNC_SUCCESS', roomCode: room, clientMoveId: move.moveData.clientMoveId });
    } catch (error) {
      if (isRefusal(error)) {
        await deleteQueuedMove(move.id);
        await forgetRoomState(room).catch(() => undefined);
        dropped.set(room, 'refused');
        refused++;
        notify('error', `${FAILED_TO_SYNC}: ${error.message}`);
        await showServerState(room);
        continue;
      }
      if (tried.attempts >= tried.maxAttempts) {
        await deleteQueuedMove(move.id);
        dropped.set(room, 'failed');
        failed++;
        await showServerState(room);
        continue;
      }
      waiting.add(room);
    }
  }

  const pending = await refreshPending();
  if (synced === 1) notify('success', ONE_SYNCED);
  else if (synced > 1) notify('success', manySynced(synced));
  if (failed > 0) notify('error', failedToSync(failed));
  postToServiceWorker({ type: 'SYNC_COMPLETE', synced, failed, pending });
  return { synced, failed, refused, pending };
}

let running: Promise<SyncReport> | null = null;

/** Sends the queue; a call while a pass runs joins that pass. */
export function syncOfflineMoves(): Promise<SyncReport> {
  running ??= drain()
    .catch((): SyncReport => NOTHING)
    .finally(() => {
      running = null;
    });
  return running;
}
