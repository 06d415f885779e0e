// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { LiveGames } from './live-games';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
});

const game = {
  room_code: 'ABC234',
  player_red: 'p_r',
  player_black: 'p_b',
  red_name: 'Ruby',
  black_name: '<b>Onyx</b>',
  rated: true,
  red_rating: 1512.4,
  black_rating: 1388,
  move_count: 7,
  spectator_count: 1,
  started_at: '2025-01-01T00:00:00.000Z',
};

describe('the live games list', () => {
  it('says when nothing is being played', async () => {
    fakeServer(() => ({ games: [] }));
    renderWithQuery(<LiveGames />);
    expect(await screen.findByText('No games are being played right now')).toBeTruthy();
  });

  it('shows players with ratings, moves and spectators, and a Watch button that joins', async () => {
    const calls = fakeServer((url) =>
      url.includes('/api/spectate/join')
        ? { room_code: 'ABC234', player_id: 'p_me', token: 't'.repeat(43), is_spectator: true, color: null }
        : { games: [game] },
    );
    renderWithQuery(<LiveGames />);
    const list = await screen.findByRole('list', { name: 'Live games' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Ruby (1512)');
    expect(item.textContent).toContain('<b>Onyx</b> (1388)');
    expect(item.querySelector('b')).toBeNull();
    expect(item.textContent).toContain('7 moves');
    expect(item.textContent).toContain('1 spectator');
    fireEvent.click(within(item).getByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('ABC234'));
    expect(appStore.getState().room.isSpectator).toBe(true);
    expect(appStore.getState().ui.currentSection).toBe('game');
    expect(calls.find((c) => c.url.endsWith('/api/spectate/join'))?.body).toEqual({ room_code: 'ABC234' });
  });

  it('gives the spec text when the list cannot be read', async () => {
    fakeServer(() => ({ status: 500, body: { error: 'Server error', message: 'boom', code: 'internal' } }));
    renderWithQuery(<LiveGames />);
    expect(await screen.findByText('Failed to load spectatable games')).toBeTruthy();
  });

  it('shows the time control of a timed game, and nothing for an untimed one', async () => {
    fakeServer(() => ({
      games: [
        { ...game, time_control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 } },
        { ...game, room_code: 'DEF567', time_control: { kind: 'correspondence', daysPerMove: 1 } },
        { ...game, room_code: 'GHJ789' },
      ],
    }));
    renderWithQuery(<LiveGames />);
    await screen.findAllByRole('button', { name: 'Watch' });
    expect(screen.getAllByTestId('live-game-control').map((el) => el.textContent)).toEqual(['3+2', '1 day']);
  });

  it('puts the most watched game first, on its small board, and keeps the rest as rows', async () => {
    fakeServer((url) =>
      url.includes('/api/games/')
        ? { status: 404, body: { error: 'Not Found', code: 'not_found', message: 'Room not found' } }
        : {
            games: [
              { ...game, room_code: 'AAA222', red_name: 'Quiet', spectator_count: 0 },
              { ...game, room_code: 'BBB333', red_name: 'Watched', spectator_count: 4 },
            ],
          },
    );
    renderWithQuery(<LiveGames />);
    const list = await screen.findByRole('list', { name: 'Live games' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' ')[0])).toEqual(['Watched', 'Quiet']);
    expect(await within(items[0]!).findByTestId('featured-board')).toBeTruthy();
    expect(within(items[1]!).queryByTestId('featured-board')).toBeNull();
    expect(within(list).getAllByRole('button', { name: 'Watch' })).toHaveLength(2);
  });
});
