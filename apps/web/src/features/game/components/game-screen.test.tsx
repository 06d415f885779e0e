// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notices } from '../../../components/notices';
import { appStore } from '../../../stores/app-store';
import { doubleJumpState, simpleState } from '../../../lib/test-states';
import { GameScreen } from './game-screen';
import { renderWithQuery } from '../../../lib/test-utils';

const squareButton = (name: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${name},`) });

interface Call {
  readonly url: string;
  readonly body: unknown;
}

function fakeServer(reply: (url: string, body: unknown) => unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, body });
      const headers = new Headers({
        'content-type': 'application/json',
        'X-CSRF-Token': 'csrf-token-for-tests',
      });
      return new Response(JSON.stringify(reply(url, body)), { status: 200, headers });
    }),
  );
  return calls;
}

function seat(color: 'black' | 'red', state = doubleJumpState()): void {
  const s = appStore.getState();
  s.resetToLobby();
  s.setUser({ authToken: 'token', playerId: `${color}-id` });
  s.setRoom({ roomCode: 'ABCDEF', playerColor: color, isSpectator: false });
  s.setGame({ mode: 'online', state, version: state.version });
  s.setUi({ currentSection: 'game', notices: [] });
}

const ANALYTICS = {
  room_code: 'ABCDEF',
  status: 'finished',
  move_count: 10,
  captures: { red: 2, black: 3 },
  material: { red: { men: 3, kings: 0 }, black: { men: 2, kings: 0 } },
  current_turn: 'red',
  spectator_count: 0,
  started_at: '2026-11-01T10:00:00.000Z',
  finished_at: '2026-11-01T10:02:55.000Z',
  duration_ms: 175_000,
  winner: 'black',
  reason: 'resignation',
};

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('the game screen', () => {
  it('names every playable square by coordinate and content', () => {
    seat('black');
    renderWithQuery(<GameScreen />);
    expect(squareButton('b6').getAttribute('aria-label')).toBe('b6, black man');
    expect(squareButton('c5').getAttribute('aria-label')).toBe('c5, red man');
    expect(squareButton('d4').getAttribute('aria-label')).toBe('d4, empty');
    expect(screen.getAllByRole('button', { name: /^[a-h][1-8],/ })).toHaveLength(32);
  });

  it('previews a multi-jump, then sends all its jumps as one sequence', async () => {
    seat('black');
    const calls = fakeServer((url) =>
      url.endsWith('/api/health') ? { status: 'ok', version: '1.0.1' } : doubleJumpState({ version: 14 }),
    );
    renderWithQuery(<GameScreen />);
    fireEvent.click(squareButton('b6'));
    expect(squareButton('d4').getAttribute('aria-label')).toContain('legal move');
    fireEvent.click(squareButton('d4'));
    expect(squareButton('d4').getAttribute('aria-label')).toBe('d4, black man, selected');
    expect(squareButton('c5').getAttribute('aria-label')).toBe('c5, red man, captured');
    expect(squareButton('b2').getAttribute('aria-label')).toContain('legal move');
    // Only the game record was read while the jump was previewed: no move was sent.
    expect(
      calls.filter((c) => !c.url.endsWith('/api/health') && !c.url.includes('/api/games/')),
    ).toHaveLength(0);
    fireEvent.click(squareButton('b2'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/jump-sequence'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/api/jump-sequence'))?.body as { jumps: unknown[] };
    expect(sent.jumps).toEqual([
      { from: 'b6', to: 'd4', captured: 'c5', capturedId: 'r1' },
      { from: 'd4', to: 'b2', captured: 'c3', capturedId: 'r2' },
    ]);
  });

  it('puts the piece back when the jump is cancelled', () => {
    seat('black');
    renderWithQuery(<GameScreen />);
    fireEvent.click(squareButton('b6'));
    fireEvent.click(squareButton('d4'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel jump' }));
    expect(squareButton('b6').getAttribute('aria-label')).toBe('b6, black man');
    expect(squareButton('d4').getAttribute('aria-label')).toBe('d4, empty');
    expect(squareButton('c5').getAttribute('aria-label')).toBe('c5, red man');
  });

  it("shows 'Not your turn!' and 'Illegal move'", () => {
    seat('red', simpleState());
    renderWithQuery(
      <>
        <GameScreen />
        <Notices />
      </>,
    );
    fireEvent.click(squareButton('d2'));
    expect(screen.getByText('Not your turn!')).toBeTruthy();
    act(() => seat('black', simpleState()));
    fireEvent.click(squareButton('c7'));
    fireEvent.click(squareButton('c5'));
    expect(screen.getByText('Illegal move')).toBeTruthy();
  });

  it('shows the game-over texts and statistics', async () => {
    // The game's own figures: the server's duration, full moves (10 plies: 5), captures by side.
    fakeServer(() => ({ ...ANALYTICS, duration_ms: 175_000 }));
    seat(
      'black',
      doubleJumpState({ status: 'finished', isGameOver: true, winner: 'black', reason: 'resignation' }),
    );
    appStore.getState().setGame({
      result: { duration: 125_000, moveCount: 31, captures: 7, aiDifficulty: null, playerColor: 'black' },
    });
    renderWithQuery(<GameScreen />);
    const dialog = screen.getByTestId('game-over');
    expect(dialog.textContent).toContain('You won! 🎉');
    expect(dialog.textContent).toContain('Resignation');
    await waitFor(() => expect(screen.getByTestId('game-over-duration').textContent).toBe('2:55'));
    expect(screen.getByTestId('game-over-moves').textContent).toBe('5');
    expect(screen.getByTestId('game-over-captures').textContent).toBe('Black 3 · Red 2');
    act(() =>
      seat(
        'red',
        doubleJumpState({ status: 'finished', isGameOver: true, winner: 'black', reason: 'no-legal-moves' }),
      ),
    );
    expect(screen.getByTestId('game-over').textContent).toContain('You lost. Better luck next time!');
  });

  it("leads a tournament's game back to the tournament, with no rematch", () => {
    fakeServer(() => ANALYTICS);
    seat(
      'black',
      doubleJumpState({ status: 'finished', isGameOver: true, winner: 'black', reason: 'resignation' }),
    );
    appStore.getState().setRoom({ tournamentId: 't1' });
    renderWithQuery(<GameScreen />);
    const over = within(screen.getByTestId('game-over'));
    expect(over.queryByRole('button', { name: 'Rematch' })).toBeNull();
    expect(over.queryByRole('button', { name: 'Back to Lobby' })).toBeNull();
    fireEvent.click(over.getByRole('button', { name: 'Back to tournament' }));
    expect(appStore.getState().ui).toMatchObject({ currentSection: 'tournament', tournamentId: 't1' });
    expect(appStore.getState().room.roomCode).toBeNull();
  });
});
