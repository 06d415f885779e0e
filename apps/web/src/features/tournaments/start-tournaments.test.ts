// @vitest-environment jsdom
import type { GameState, ServerMessage } from '@checkers/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, lastSocket } from '../../lib/fake-web-socket';
import { queryClient } from '../../lib/query-client';
import { fakeServer } from '../../lib/test-utils';
import { closeUserSocket, openUserSocket } from '../../lib/user-socket';
import { appStore } from '../../stores/app-store';
import { leaveToLobby } from '../../stores/session-actions';
import { tournamentKey } from './api/tournament-keys';
import { startTournaments } from './start-tournaments';
import { testAccount } from './test-fixtures';

const seat = (code: string) => ({
  room_code: code,
  player_id: 'u1',
  token: 'acc',
  is_spectator: false,
  color: 'black',
  time_control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
});

const paired = (room: string): ServerMessage => ({
  type: 'tournament_paired',
  payload: { tournament_id: 't1', room_code: room },
});

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.unstubAllGlobals();
  installFakeWebSocket();
  appStore.getState().resetToLobby();
  appStore.setState((s) => ({ ui: { ...s.ui, notices: [], currentSection: 'lobby' } }));
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  stop = startTournaments();
  openUserSocket('acc');
  lastSocket().open();
});
afterEach(() => {
  stop();
  closeUserSocket();
  queryClient.clear();
});

describe('tournament messages on the user socket', () => {
  it('takes a paired player straight into the game, and its end back to the tournament', async () => {
    const calls = fakeServer((url) => (url === '/api/join-room?code=ROOM77' ? seat('ROOM77') : {}));
    lastSocket().receive(paired('room77'));
    await vi.waitFor(() => expect(appStore.getState().room.roomCode).toBe('ROOM77'));
    expect(calls[0]).toMatchObject({ url: '/api/join-room?code=ROOM77', authorization: 'Bearer acc' });
    expect(appStore.getState().room).toMatchObject({ tournamentId: 't1', playerColor: 'black' });
    expect(appStore.getState().ui.currentSection).toBe('game');
    expect(new URL(location.href).searchParams.get('code')).toBe('ROOM77');
    // A reload still knows the room's tournament.
    expect(JSON.parse(sessionStorage.getItem('checkers.session') ?? '{}')).toMatchObject({
      roomCode: 'ROOM77',
      tournamentId: 't1',
    });
    leaveToLobby();
    expect(appStore.getState().ui).toMatchObject({ currentSection: 'tournament', tournamentId: 't1' });
    expect(new URL(location.href).search).toBe('?tournament=t1');
  });

  it('takes the player from the last game’s end to the next pairing', async () => {
    fakeServer((url) => seat(new URL(url, 'http://x').searchParams.get('code') ?? ''));
    lastSocket().receive(paired('ROOM11'));
    await vi.waitFor(() => expect(appStore.getState().room.roomCode).toBe('ROOM11'));
    appStore.getState().setGame({ state: { isGameOver: true } as GameState });
    lastSocket().receive(paired('ROOM22'));
    // The ended game stays in view a moment; its notice's Go to game goes at once.
    await vi.waitFor(() =>
      expect(appStore.getState().ui.notices.at(-1)?.message).toBe(
        'Your next tournament game starts in a moment',
      ),
    );
    expect(appStore.getState().room.roomCode).toBe('ROOM11');
    appStore.getState().ui.notices.at(-1)?.action?.run();
    await vi.waitFor(() => expect(appStore.getState().room.roomCode).toBe('ROOM22'));
    expect(appStore.getState().room.tournamentId).toBe('t1');
  });

  it('does not pull a player out of another game being played: a notice offers the way in', async () => {
    const calls = fakeServer(() => seat('ROOM88'));
    appStore.getState().setRoom({ roomCode: 'OTHER1' });
    appStore.getState().setGame({ mode: 'online', state: { isGameOver: false } as GameState });
    appStore.getState().setUi({ currentSection: 'game' });
    lastSocket().receive(paired('ROOM88'));
    await vi.waitFor(() => expect(appStore.getState().ui.notices).toHaveLength(1));
    const notice = appStore.getState().ui.notices[0]!;
    expect(notice.message).toBe('Your tournament game is ready');
    expect(calls).toHaveLength(0);
    notice.action?.run();
    await vi.waitFor(() => expect(appStore.getState().room.roomCode).toBe('ROOM88'));
  });

  it('refreshes the tournament when it changes, and says when it has finished', async () => {
    fakeServer(() => ({}));
    queryClient.setQueryData([...tournamentKey('t1'), 'detail'], { stale: false });
    lastSocket().receive({ type: 'tournament_updated', payload: { tournament_id: 't1' } });
    await vi.waitFor(() =>
      expect(queryClient.getQueryState([...tournamentKey('t1'), 'detail'])?.isInvalidated).toBe(true),
    );
    lastSocket().receive({ type: 'tournament_finished', payload: { tournament_id: 't1', winner_id: 'u1' } });
    await vi.waitFor(() => expect(appStore.getState().ui.notices).toHaveLength(1));
    const notice = appStore.getState().ui.notices[0]!;
    expect(notice.message).toBe('A tournament you played in has finished');
    notice.action?.run();
    expect(appStore.getState().ui).toMatchObject({ currentSection: 'tournament', tournamentId: 't1' });
    // Already on its page: nothing more to say.
    lastSocket().receive({ type: 'tournament_finished', payload: { tournament_id: 't1', winner_id: 'u1' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appStore.getState().ui.notices).toHaveLength(1);
  });
});
