// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import type { LocalGame } from '../my-games-model';
import { localGame, serverGame, testAccount } from '../test-fixtures';
import MyGamesDialog from './my-games-dialog';

function open(local: readonly LocalGame[] = []) {
  const onClose = vi.fn();
  const loadLocalGames = vi.fn(async () => local);
  renderWithQuery(<MyGamesDialog onClose={onClose} loadLocalGames={loadLocalGames} />);
  return { onClose, loadLocalGames };
}

const rows = () => within(screen.getByRole('list', { name: 'My games' })).getAllByRole('listitem');

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
  appStore.getState().setUser({ account: null, accountToken: null, authToken: null });
  history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('a signed-in player', () => {
  beforeEach(() => {
    appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: 'seat' });
  });

  it("sees the server's games with opponent, result, clock and date, filters them and pages on", async () => {
    const calls = fakeServer((url) => {
      const query = new URL(url, 'http://x').searchParams;
      if (query.get('result') === 'loss')
        return {
          games: [
            serverGame({
              room_code: 'LOST22',
              result: 'loss',
              opponent: { ...serverGame().opponent, name: 'Cy' },
            }),
          ],
          next_before: null,
        };
      if (query.get('before') === null)
        return { games: [serverGame()], next_before: '2026-05-03T14:05:00.000Z_ABC234' };
      return {
        games: [
          serverGame({
            room_code: 'OLD234',
            result: 'draw',
            reason: 'agreement',
            rated: false,
            move_count: 1,
          }),
        ],
        next_before: null,
      };
    });
    const { loadLocalGames } = open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(loadLocalGames).not.toHaveBeenCalled();
    const first = rows()[0]!;
    expect(first.textContent).toContain('Won');
    expect(first.textContent).toContain('vs Bob (1310)');
    expect(first.textContent).toContain('Blitz 3+2');
    expect(first.textContent).toContain('Rated');
    expect(first.textContent).toContain('31 moves');
    expect(first.textContent).toContain('by resignation');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-05-03T14:05:00.000Z');
    expect(first.querySelector('.my-games__result--win')).not.toBeNull();
    expect(calls[0]?.url).toBe('/api/my-games?limit=10');
    expect(calls[0]?.authorization).toBe('Bearer acc');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls[1]?.url).toBe('/api/my-games?limit=10&before=2026-05-03T14%3A05%3A00.000Z_ABC234');
    expect(rows()[1]!.textContent).toContain('Draw');
    expect(rows()[1]!.textContent).toContain('1 move');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'loss' } });
    await waitFor(() =>
      expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('vs Cy')]),
    );
    expect(calls.at(-1)?.url).toBe('/api/my-games?limit=10&result=loss');
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: 'rapid' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/my-games?limit=10&result=loss&speed=rapid'));
  });

  it('opens a replay in place, leaving a finished room', async () => {
    fakeServer(() => ({ games: [serverGame()], next_before: null }));
    appStore.getState().setRoom({ roomCode: 'ROOM11' });
    const { onClose } = open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const replay = within(rows()[0]!).getByRole('link', { name: /^Replay vs Bob/ });
    expect(replay.getAttribute('href')).toBe('?game=ABC234');
    fireEvent.click(replay);
    expect(onClose).toHaveBeenCalled();
    expect(appStore.getState().room.roomCode).toBeNull();
    expect(appStore.getState().ui).toMatchObject({ currentSection: 'review', reviewCode: 'ABC234' });
    expect(new URL(location.href).searchParams.get('game')).toBe('ABC234');
  });

  it('opens a replay in a new tab while a game is being played', async () => {
    fakeServer(() => ({ games: [serverGame()], next_before: null }));
    appStore.getState().setUi({ currentSection: 'game' });
    appStore.getState().setGame({ mode: 'online', result: null });
    open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const replay = within(rows()[0]!).getByRole('link', { name: /^Replay/ });
    expect(replay.getAttribute('target')).toBe('_blank');
  });

  it('says when the games could not be loaded, and tries again', async () => {
    let fail = true;
    fakeServer(() =>
      fail
        ? { status: 400, body: { error: 'Invalid request', message: 'bad', code: 'validation_failed' } }
        : { games: [], next_before: null },
    );
    open();
    await screen.findByText('Your games could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/No finished games yet/);
  });
});

describe('a guest', () => {
  it("sees this browser's games; an AI game has no replay", async () => {
    const calls = fakeServer(() => ({ games: [], next_before: null }));
    open([
      localGame(),
      localGame({ id: 'ai-1', roomCode: 'AI', opponentName: 'AI (Easy)', result: 'win', timestamp: 1 }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls).toEqual([]);
    expect(rows()[0]!.textContent).toContain('Lost');
    expect(rows()[0]!.textContent).toContain('vs Guest B2EA');
    expect(within(rows()[0]!).getByRole('link', { name: /^Replay vs Guest B2EA/ })).toBeDefined();
    expect(within(rows()[1]!).queryByRole('link')).toBeNull();
    expect(rows()[1]!.textContent).toContain('No replay');

    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'win' } });
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('AI (Easy)')]);
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: 'bullet' } });
    expect(screen.getByText('No games match these filters.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    expect(rows()).toHaveLength(2);
  });

  it('pages through more games than a page', async () => {
    open(Array.from({ length: 12 }, (_, i) => localGame({ id: `room-${i}`, timestamp: i })));
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(12);
  });

  it('with no games is offered one against the AI', async () => {
    const { onClose } = open([]);
    await screen.findByText(/No finished games yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Play vs AI' }));
    expect(onClose).toHaveBeenCalled();
    expect(appStore.getState().game.mode).toBe('ai');
  });
});
