// The seat of this tab (room, token, colour), kept in sessionStorage so a reload returns to the game.
import type { WireColor } from '@checkers/protocol';

const KEY = 'checkers.session';

/** What a reload needs to take the seat back. */
export interface SavedSession {
  readonly roomCode: string;
  readonly token: string;
  readonly playerId: string;
  readonly isSpectator: boolean;
  readonly color: WireColor | null;
  /** When the game started (ms since the epoch), so its duration survives a reload. */
  readonly startedAt?: number;
}

export function saveSession(session: SavedSession): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Private modes may refuse storage; the game still works until a reload.
  }
}

export function loadSession(): SavedSession | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (text === null) return null;
    const value = JSON.parse(text) as Partial<SavedSession>;
    if (typeof value.roomCode !== 'string' || typeof value.token !== 'string') return null;
    return {
      roomCode: value.roomCode,
      token: value.token,
      playerId: typeof value.playerId === 'string' ? value.playerId : '',
      isSpectator: value.isSpectator === true,
      color: value.color === 'red' || value.color === 'black' ? value.color : null,
      ...(typeof value.startedAt === 'number' ? { startedAt: value.startedAt } : {}),
    };
  } catch {
    return null;
  }
}

export function clearSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
