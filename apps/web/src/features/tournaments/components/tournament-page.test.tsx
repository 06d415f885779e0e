// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, lastSocket } from '../../../lib/fake-web-socket';
import { fakeServer, renderWithQuery, type SeenCall } from '../../../lib/test-utils';
import { closeUserSocket, openUserSocket } from '../../../lib/user-socket';
import { appStore } from '../../../stores/app-store';
import { leaveToLobby } from '../../../stores/session-actions';
import { arenaDetail, swiss, testAccount, tournament } from '../test-fixtures';
import TournamentPage, { PLAYER_REFRESH_MS, refreshEvery } from './tournament-page';

const seat = (code: string, spectator = false) => ({
  room_code: code,
  player_id: spectator ? 'spec-1' : 'u1',
  token: 'acc',
  is_spectator: spectator,
  color: spectator ? null : 'red',
  time_control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
});

/** The server as the page sees it: the detail, the reader's place, and the calls it answers. */
type Me = { joined: boolean; room_code: string | null };

function server(
  me: Me | (() => Me),
  more: (url: string, call: SeenCall) => unknown = () => ({ status: 404, body: { message: 'Not here' } }),
  detail = arenaDetail(),
) {
  return fakeServer((url, call) => {
    if (url === '/api/tournaments/t1') return detail;
    if (url === '/api/tournaments/t1/me') return typeof me === 'function' ? me() : me;
    return more(url, call);
  });
}

const page = () => renderWithQuery(<TournamentPage id="t1" />);

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
  appStore.setState((s) => ({
    ui: { ...s.ui, notices: [], currentSection: 'tournament', tournamentId: 't1' },
  }));
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  history.replaceState(null, '', '/?tournament=t1');
});
afterEach(() => {
  cleanup();
  closeUserSocket();
});

describe('a tournament’s page', () => {
  it('shows the tournament, its countdown, standings and games; Join puts the player in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-07-01T12:10:00.000Z'));
    let joined = false;
    const calls = server(
      () => ({ joined, room_code: null }),
      (url) => {
        if (url !== '/api/tournaments/t1/join') return { status: 404, body: {} };
        joined = true;
        return { tournament: tournament() };
      },
    );
    page();
    expect(await screen.findByRole('heading', { name: 'Hourly Blitz Arena' })).toBeTruthy();
    // Each part kept whole when the line wraps.
    const summary = screen.getByText('30 min').parentElement!;
    expect(summary.textContent).toBe('3+2 Arena · 30 min · Rated');
    expect(screen.getByText('Ends in 20:00')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Standings' })).toBeTruthy();
    const games = within(screen.getByRole('list', { name: 'Tournament games' })).getAllByRole('listitem');
    // The latest first: a game being played, then the finished ones.
    expect(games.map((g) => g.textContent)).toEqual([
      expect.stringMatching(/^cy vs bob.*Playing.*Watch$/),
      expect.stringMatching(/^cy vs ada.*Draw.*Replay$/),
      expect.stringMatching(/^cy vs bob.*Red won.*Replay$/),
    ]);
    vi.useRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/tournaments/t1/join')).toMatchObject({
      method: 'POST',
      body: {},
      authorization: 'Bearer acc',
    });
    expect(screen.getByText('Waiting for your next opponent…')).toBeTruthy();
    expect(screen.getByText(/your score stays, and you can join again/)).toBeTruthy();
  });

  it('asks for the password of a private tournament, and says when it is wrong', async () => {
    const detail = arenaDetail({ tournament: tournament({ private: true }) });
    const calls = server(
      { joined: false, room_code: null },
      (_url, call) =>
        (call.body as { password?: string }).password === 'club'
          ? { tournament: detail.tournament }
          : { status: 403, body: { message: 'Wrong tournament password', code: 'forbidden' } },
      detail,
    );
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = screen.getByRole('dialog', { name: 'Private tournament' });
    fireEvent.change(within(dialog).getByLabelText('Tournament password'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText('Wrong tournament password')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Tournament password'), { target: { value: 'club' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.url.endsWith('/join')).map((c) => c.body)).toEqual([
      { password: 'nope' },
      { password: 'club' },
    ]);
  });

  it('takes a player to the current game, and back to this page when leaving it', async () => {
    server({ joined: true, room_code: 'GAME55' }, (url) =>
      url === '/api/join-room?code=GAME55' ? seat('GAME55') : { status: 404, body: {} },
    );
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to game' }));
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('GAME55'));
    expect(appStore.getState().room).toMatchObject({ tournamentId: 't1', isSpectator: false });
    expect(appStore.getState().ui.currentSection).toBe('game');
    expect(new URL(location.href).searchParams.get('tournament')).toBeNull();
    leaveToLobby();
    expect(appStore.getState().ui).toMatchObject({ currentSection: 'tournament', tournamentId: 't1' });
    expect(appStore.getState().room.roomCode).toBeNull();
    expect(new URL(location.href).search).toBe('?tournament=t1');
  });

  it('lets anyone watch a game being played, remembering the tournament', async () => {
    const calls = server({ joined: false, room_code: null }, (url) =>
      url === '/api/spectate/join' ? seat('LIVE44', true) : { status: 404, body: {} },
    );
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('LIVE44'));
    expect(appStore.getState().room).toMatchObject({ tournamentId: 't1', isSpectator: true });
    expect(calls.find((c) => c.url === '/api/spectate/join')?.body).toEqual({ room_code: 'LIVE44' });
  });

  it('shows the podium once finished, and no Join', async () => {
    server(
      { joined: true, room_code: null },
      undefined,
      arenaDetail({ tournament: tournament({ status: 'finished', winner_id: 'u2' }) }),
    );
    page();
    const podium = await screen.findByRole('region', { name: 'Podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['🥇Championbob6 points', '🥈2ndada3 points', '🥉3rdcy1 point']);
    expect(screen.getByText('Finished')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('says a Swiss event’s round, and that it cannot be joined once started', async () => {
    const others = arenaDetail().standings.filter((row) => row.user_id !== 'u1');
    const detail = arenaDetail({ tournament: swiss({ id: 't1' }), standings: others });
    server({ joined: false, room_code: null }, undefined, detail);
    page();
    expect(await screen.findByText('Round 2 of 5')).toBeTruthy();
    expect(await screen.findByText('This Swiss tournament has already started.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('tells a player who withdrew from a Swiss event that the score stays', async () => {
    const standings = arenaDetail().standings.map((row) =>
      row.user_id === 'u1' ? { ...row, withdrawn: true } : row,
    );
    server(
      { joined: false, room_code: null },
      undefined,
      arenaDetail({ tournament: swiss({ id: 't1' }), standings }),
    );
    page();
    expect(await screen.findByText('You withdrew: your score stays in the standings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('asks a guest to sign in, and says when the tournament does not exist', async () => {
    appStore.getState().setUser({ account: null, accountToken: null });
    const calls = server({ joined: false, room_code: null });
    const first = page();
    expect(await screen.findByText('Sign in to join this tournament.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/me'))).toBe(false);
    first.unmount();
    fakeServer(() => ({ status: 404, body: { message: 'Tournament not found', code: 'not_found' } }));
    renderWithQuery(<TournamentPage id="gone" />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Tournament not found');
  });
});

describe('how often the page looks again', () => {
  it('polls every few seconds for whoever the socket does not tell, never once finished', () => {
    installFakeWebSocket();
    const running = tournament();
    expect(refreshEvery(running, false)).toBe(4_000);
    expect(refreshEvery(running, true)).toBe(4_000);
    openUserSocket('acc');
    lastSocket().open();
    expect(refreshEvery(running, true)).toBe(PLAYER_REFRESH_MS);
    expect(refreshEvery(running, false)).toBe(4_000);
    expect(refreshEvery(tournament({ status: 'finished' }), false)).toBe(false);
    const starting = tournament({
      status: 'upcoming',
      starts_at: new Date(Date.now() + 1_000).toISOString(),
    });
    expect(refreshEvery(starting, true)).toBe(4_000);
  });
});
