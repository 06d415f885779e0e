// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../../lib/query-client';
import { doubleJumpState } from '../../../lib/test-states';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { tournamentQuery } from '../api/tournaments-api';
import { arenaDetail, game, swiss } from '../test-fixtures';
import TournamentGameLine from './tournament-game-line';

/** Sunday Swiss in round 2: ada (u1) and cy (u3) play their ballot's second game, LEG222. */
const detail = arenaDetail({
  tournament: swiss({ rounds: 3 }),
  games: [
    game({ round: 2, room_code: 'LEG111', red_id: 'u3', black_id: 'u1', result: 'draw', ballot: 12 }),
    game({ round: 2, room_code: 'LEG222', red_id: 'u1', black_id: 'u3', result: null, ballot: 12 }),
  ],
});

function seat(spectator: boolean, over = false): void {
  const s = appStore.getState();
  s.resetToLobby();
  s.setRoom({
    roomCode: 'LEG222',
    isSpectator: spectator,
    playerColor: spectator ? null : 'red',
    tournamentId: 's1',
  });
  s.setGame({
    mode: 'online',
    state: doubleJumpState({ roomCode: 'LEG222', isGameOver: over, status: over ? 'finished' : 'active' }),
  });
  s.setUi({ currentSection: 'game' });
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('the line naming a tournament game’s event', () => {
  it('gives a player the event, round and game, and leads back once the game is over', async () => {
    const calls = fakeServer((url) => (url === '/api/tournaments/s1' ? detail : { status: 404, body: {} }));
    seat(false);
    renderWithQuery(<TournamentGameLine />);
    const line = await screen.findByText('Sunday Swiss');
    expect(screen.getByTestId('tournament-line').textContent).toBe(
      '🏆 Tournament: Sunday Swiss · Round 2 of 3 · Game 2 of 2',
    );
    // A player in a running game is not taken away from it by a tap on the name.
    expect(screen.queryByRole('link')).toBeNull();
    expect(line.closest('a')).toBeNull();
    act(() =>
      appStore
        .getState()
        .setGame({ state: doubleJumpState({ roomCode: 'LEG222', isGameOver: true, status: 'finished' }) }),
    );
    const back = screen.getByRole('link', { name: 'Sunday Swiss' });
    expect(back.getAttribute('href')).toBe('?tournament=s1');
    fireEvent.click(back);
    expect(appStore.getState().ui).toMatchObject({ currentSection: 'tournament', tournamentId: 's1' });
    expect(appStore.getState().room.roomCode).toBeNull();
    expect(calls.filter((c) => c.url === '/api/tournaments/s1')).toHaveLength(1);
  });

  it('uses what the tournament’s page read for a spectator who came from its Watch', () => {
    const calls = fakeServer(() => ({ status: 500, body: {} }));
    seat(true);
    const client = makeQueryClient();
    client.setQueryData(tournamentQuery('s1').queryKey, detail);
    render(
      <QueryClientProvider client={client}>
        <TournamentGameLine />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sunday Swiss' })).toBeTruthy();
    expect(screen.getByTestId('tournament-line').textContent).toContain('Round 2 of 3 · Game 2 of 2');
    expect(calls).toHaveLength(0);
  });

  it('names a game of the event it could not read, and nothing outside a tournament', async () => {
    const calls = fakeServer(() => ({ status: 500, body: { message: 'Down' } }));
    seat(true);
    renderWithQuery(<TournamentGameLine />);
    expect(screen.getByRole('link', { name: 'Tournament game' })).toBeTruthy();
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    act(() => appStore.getState().setRoom({ tournamentId: null }));
    expect(screen.queryByTestId('tournament-line')).toBeNull();
  });
});
