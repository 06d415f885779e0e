// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  FINISHED_SEAT_KEEP_MS,
  MAX_SAVED_ROOMS,
  SAVED_SEAT_MAX_AGE_MS,
  isFreshTab,
  markRoomFinished,
  pruneSeats,
  rememberRoomSeat,
  savedRoomSeat,
} from './session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

const seat = (roomCode: string) => ({ roomCode, token: `token-${roomCode}`, playerId: `p-${roomCode}` });
const DAY = 24 * 60 * 60 * 1000;

describe("a guest's saved seats", () => {
  it('keeps a seat by room code in localStorage, so a closed tab can take it back', () => {
    rememberRoomSeat(seat('abc123'), 1_000);
    expect(localStorage.getItem('checkers.room-seats')).toContain('token-abc123');
    expect(savedRoomSeat('ABC123', 2_000)).toMatchObject({ roomCode: 'ABC123', token: 'token-abc123' });
    expect(savedRoomSeat('ZZZ999', 2_000)).toBeNull();
  });

  it('keeps the last 20 rooms, a finished game a few days, any seat at most 30 days', () => {
    for (let i = 0; i < MAX_SAVED_ROOMS + 5; i++)
      rememberRoomSeat(seat(`ROOM${String(i).padStart(2, '0')}`), i);
    const now = MAX_SAVED_ROOMS + 5;
    expect(savedRoomSeat('ROOM00', now)).toBeNull();
    expect(savedRoomSeat('ROOM24', now)).not.toBeNull();
    markRoomFinished('ROOM24', 100);
    expect(savedRoomSeat('ROOM24', 100 + FINISHED_SEAT_KEEP_MS - 1)).not.toBeNull();
    expect(savedRoomSeat('ROOM24', 100 + FINISHED_SEAT_KEEP_MS)).toBeNull();
    expect(pruneSeats([{ ...seat('OLD001'), savedAt: 0 }], SAVED_SEAT_MAX_AGE_MS)).toEqual([]);
    expect(pruneSeats([{ ...seat('NEW001'), savedAt: 0 }], 2 * DAY)).toHaveLength(1);
  });

  it('marks a tab opened with fresh=1 as a fresh visitor for its whole life', () => {
    expect(isFreshTab()).toBe(false);
    history.replaceState(null, '', '/?code=ABC123&fresh=1');
    expect(isFreshTab()).toBe(true);
    history.replaceState(null, '', '/?code=ABC123');
    expect(isFreshTab()).toBe(true);
  });
});
