// @vitest-environment jsdom
import { START_FEN } from '@checkers/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../stores/app-store';
import { roomGameOver } from './room-game-over';
import { fakeServer } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
});

describe("asking whether a room's game is over", () => {
  const record = (status: string) => ({
    game: {
      room_code: 'ABC123',
      status,
      initial_fen: START_FEN,
      moves: [],
      partial: null,
      red: null,
      black: null,
      winner: null,
      reason: null,
      rated: false,
      created_at: '2026-03-04T09:00:00.000Z',
      started_at: null,
      finished_at: null,
      version: 1,
    },
  });

  it("reads the public record, without the seat's token", async () => {
    appStore.getState().setUser({ authToken: 'seat-token' });
    const calls = fakeServer(() => record('finished'));
    expect(await roomGameOver('ABC123')).toBe(true);
    expect(calls[0]?.url).toMatch(/\/api\/games\/ABC123$/);
    expect(calls[0]?.authorization).toBeUndefined();
    fakeServer(() => record('active'));
    expect(await roomGameOver('ABC123')).toBe(false);
  });

  it('says over for a room that is gone, and does not know when the server does not answer', async () => {
    fakeServer(() => ({
      status: 404,
      body: { error: 'Not Found', code: 'not_found', message: 'Room not found' },
    }));
    expect(await roomGameOver('ABC123')).toBe(true);
    fakeServer(() => ({ status: 500, body: { error: 'Internal Server Error' } }));
    expect(await roomGameOver('ABC123')).toBeNull();
    fakeServer(() => ({ unexpected: true }));
    expect(await roomGameOver('ABC123')).toBeNull();
  });
});
