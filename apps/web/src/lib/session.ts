// The seat of this tab (room, token, colour), kept in sessionStorage so a reload returns to the game;
// and a guest's seats by room, kept in localStorage so the invite link gives the seat back later.
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
  /** The tournament the room's game belongs to, so a reload still leads back to its page. */
  readonly tournamentId?: string;
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
      ...(typeof value.tournamentId === 'string' ? { tournamentId: value.tournamentId } : {}),
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

// A guest's seats by room, kept in localStorage so that closing the tab and opening the invite link
// again (in the same browser) gives the seat back: the join presents the saved token. Bounded: the
// last MAX_SAVED_ROOMS rooms, a finished game's seat for FINISHED_SEAT_KEEP_MS after its end, any
// seat for SAVED_SEAT_MAX_AGE_MS.
const SEATS_KEY = 'checkers.room-seats';
const FRESH_KEY = 'checkers.fresh-tab';
export const MAX_SAVED_ROOMS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
export const FINISHED_SEAT_KEEP_MS = 3 * DAY_MS;
export const SAVED_SEAT_MAX_AGE_MS = 30 * DAY_MS;

/** A room's seat as saved: its token and when it was saved (and when its game ended). */
export interface SavedSeat {
  readonly roomCode: string;
  readonly token: string;
  readonly playerId: string;
  readonly savedAt: number;
  readonly finishedAt?: number;
}

const isSeat = (value: unknown): value is SavedSeat => {
  const seat = value as Partial<SavedSeat> | null;
  return (
    typeof seat === 'object' &&
    seat !== null &&
    typeof seat.roomCode === 'string' &&
    typeof seat.token === 'string' &&
    typeof seat.savedAt === 'number' &&
    (seat.finishedAt === undefined || typeof seat.finishedAt === 'number')
  );
};

/** The seats still worth keeping at `now`, newest first, at most MAX_SAVED_ROOMS. */
export function pruneSeats(seats: readonly SavedSeat[], now: number): SavedSeat[] {
  return [...seats]
    .filter((seat) => now - seat.savedAt < SAVED_SEAT_MAX_AGE_MS)
    .filter((seat) => seat.finishedAt === undefined || now - seat.finishedAt < FINISHED_SEAT_KEEP_MS)
    .sort((a, b) => b.savedAt - a.savedAt)
    .slice(0, MAX_SAVED_ROOMS);
}

function readSeats(): SavedSeat[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SEATS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isSeat) : [];
  } catch {
    return [];
  }
}

function writeSeats(seats: readonly SavedSeat[]): void {
  try {
    localStorage.setItem(SEATS_KEY, JSON.stringify(seats));
  } catch {
    // Without storage the seat lasts as long as the tab.
  }
}

const sameRoom = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

/** Saves (or refreshes) a guest's seat in a room. */
export function rememberRoomSeat(
  seat: { readonly roomCode: string; readonly token: string; readonly playerId: string },
  now = Date.now(),
): void {
  const others = readSeats().filter((saved) => !sameRoom(saved.roomCode, seat.roomCode));
  const entry: SavedSeat = {
    roomCode: seat.roomCode.toUpperCase(),
    token: seat.token,
    playerId: seat.playerId,
    savedAt: now,
  };
  writeSeats(pruneSeats([entry, ...others], now));
}

/** The saved seat of a room, if it is still kept. */
export function savedRoomSeat(roomCode: string, now = Date.now()): SavedSeat | null {
  return pruneSeats(readSeats(), now).find((seat) => sameRoom(seat.roomCode, roomCode)) ?? null;
}

/** Notes that a room's game is over: its seat is dropped a few days later. */
export function markRoomFinished(roomCode: string, now = Date.now()): void {
  const seats = readSeats();
  if (!seats.some((seat) => sameRoom(seat.roomCode, roomCode) && seat.finishedAt === undefined)) return;
  writeSeats(
    pruneSeats(
      seats.map((seat) => (sameRoom(seat.roomCode, roomCode) ? { ...seat, finishedAt: now } : seat)),
      now,
    ),
  );
}

/** Forgets a room's seat (its token was refused). */
export function forgetRoomSeat(roomCode: string): void {
  writeSeats(readSeats().filter((seat) => !sameRoom(seat.roomCode, roomCode)));
}

/**
 * Whether this tab acts as a fresh visitor: opened with `fresh=1` (the waiting banner's "Open in new
 * window"), it neither uses nor saves the browser's saved seats, so it never takes the host's seat.
 * The mark lasts for the tab's life (reloads and rematches included).
 */
export function isFreshTab(): boolean {
  try {
    if (typeof location !== 'undefined' && new URLSearchParams(location.search).get('fresh') === '1') {
      sessionStorage.setItem(FRESH_KEY, '1');
      return true;
    }
    return sessionStorage.getItem(FRESH_KEY) === '1';
  } catch {
    return false;
  }
}
