// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../stores/app-store';
import { createRoom, joinRoom } from './rooms-api';
import { rememberRoomSeat, savedRoomSeat } from './session';
import { fakeServer } from './test-utils';

const joined = (token: string, spectator = false) => ({
  room_code: 'ABC123',
  player_id: `player-${token}`,
  token,
  is_spectator: spectator,
  color: spectator ? null : 'red',
});

beforeEach(() => {
  appStore.getState().resetToLobby();
  appStore.getState().setUser({ account: null, accountToken: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('joining with a saved seat', () => {
  it("presents a guest's saved token for the room, so the server gives the seat back", async () => {
    rememberRoomSeat({ roomCode: 'ABC123', token: 'guest-tok', playerId: 'p1' });
    const calls = fakeServer(() => joined('guest-tok'));
    const seat = await joinRoom('ABC123');
    expect(calls[0]?.authorization).toBe('Bearer guest-tok');
    expect(seat).toMatchObject({ token: 'guest-tok', isSpectator: false, color: 'red' });
  });

  it('saves the seat a guest gets, for the next time the link is opened', async () => {
    fakeServer((url) =>
      url.includes('create-room')
        ? { invite_code: 'new777', player_id: 'p', token: 'host-tok', color: 'black' }
        : joined('visitor-tok'),
    );
    await createRoom();
    expect(savedRoomSeat('NEW777')?.token).toBe('host-tok');
    await joinRoom('ABC123');
    expect(savedRoomSeat('ABC123')?.token).toBe('visitor-tok');
  });

  it('joins as a new visitor when the saved token is refused', async () => {
    rememberRoomSeat({ roomCode: 'ABC123', token: 'stale', playerId: 'p1' });
    const calls = fakeServer((_url, call) =>
      call.authorization === 'Bearer stale'
        ? { status: 401, body: { error: 'Invalid token' } }
        : joined('fresh'),
    );
    const seat = await joinRoom('ABC123');
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer stale', undefined]);
    expect(seat.token).toBe('fresh');
    expect(savedRoomSeat('ABC123')?.token).toBe('fresh');
  });

  it('never takes the saved seat in a window opened as a fresh visitor (fresh=1), nor saves its own', async () => {
    rememberRoomSeat({ roomCode: 'ABC123', token: 'host-tok', playerId: 'host' });
    history.replaceState(null, '', '/?code=ABC123&fresh=1');
    const calls = fakeServer(() => joined('opponent-tok'));
    const seat = await joinRoom('ABC123');
    expect(calls[0]?.authorization).toBeUndefined();
    expect(seat.token).toBe('opponent-tok');
    expect(savedRoomSeat('ABC123')?.token).toBe('host-tok');
  });
});

describe('a refused join', () => {
  it("shows the spec's text for the server's code", async () => {
    fakeServer(() => ({
      status: 409,
      body: { error: 'Conflict', message: 'Room is full', code: 'room_full' },
    }));
    await expect(joinRoom('ABC123')).rejects.toMatchObject({ message: 'Room is full', retryable: false });
    fakeServer(() => ({
      status: 404,
      body: { error: 'Resource not found', message: 'Room not found', code: 'room_not_found' },
    }));
    await expect(joinRoom('ABC123')).rejects.toMatchObject({
      message: 'Room not found. Please check the code.',
    });
  });
});
