// Reading a room's state over HTTP: its status first while nothing is on screen (a waiting room has
// no game state yet), then the game state, which goes through applyGameState.
import { gameStateSchema, spectatorAnalyticsSchema } from '@checkers/protocol';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { refusedWith } from '../../../lib/error-texts';
import { appStore } from '../../../stores/app-store';
import { applyGameState, spectatorCountMark, withNewerSpectatorCount } from '../../../stores/game-actions';

/** A room still waiting for its opponent: the seat's holder sees the waiting banner. */
function showWaiting(): void {
  const { room, game, setRoom, setUi } = appStore.getState();
  if (!room.isSpectator && game.state === null && !room.waitingForOpponent) {
    setRoom({ waitingForOpponent: true });
    setUi({ currentSection: 'waiting' });
  }
}

/**
 * The room's status from GET /api/spectate/analytics/{code}, which answers for a waiting room too
 * (GET /api/game-state refuses it with a 409); null when it cannot be read.
 */
export async function fetchRoomStatus(code: string): Promise<'waiting' | 'active' | 'finished' | null> {
  try {
    const reply = await api.get(`/api/spectate/analytics/${encodeURIComponent(code)}`, { attempts: 1 });
    const parsed = spectatorAnalyticsSchema.safeParse(reply);
    return parsed.success ? parsed.data.status : null;
  } catch {
    return null;
  }
}

/**
 * Brings the state up to date without asking for the state of a game that has not started: until a
 * state is on screen (a room just created or joined, or a reload) the room's status is asked first,
 * and a waiting room is left to the socket's news (or the next poll).
 */
export async function refreshGameState(code: string): Promise<void> {
  if (appStore.getState().game.state === null) {
    const status = await fetchRoomStatus(code);
    if (status === 'waiting') {
      showWaiting();
      return;
    }
  }
  await fetchGameState(code);
}

/** GET /api/game-state; a game not started yet and a room not found are quietly ignored. */
export async function fetchGameState(code: string): Promise<void> {
  const mark = spectatorCountMark();
  try {
    const reply = await api.get(`/api/game-state?code=${encodeURIComponent(code)}`, { attempts: 1 });
    const parsed = gameStateSchema.safeParse(reply);
    if (parsed.success) applyGameState(withNewerSpectatorCount(parsed.data, mark));
  } catch (error) {
    if (refusedWith(error, 'game_not_started')) {
      // A seat taken back after a reload, in a room still waiting for its opponent.
      showWaiting();
      return;
    }
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}
