// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { simpleState } from '../../../lib/test-states';
import { GameHeader } from './game-header';

afterEach(cleanup);

describe('the game header', () => {
  it('says whether the game is rated, and opens the leaderboard', () => {
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: 'ABCDEF', playerColor: 'black' });
    s.setGame({ mode: 'online', state: simpleState({ rated: false }) });
    render(<GameHeader />);
    expect(screen.getByTestId('rated').textContent).toBe("Casual game — guests' games are not rated");
    act(() =>
      appStore.getState().setGame({ state: simpleState({ rated: false, casualReason: 'pair_limit' }) }),
    );
    expect(screen.getByTestId('rated').textContent).toBe(
      'Casual game — these two players have had their rated games for today',
    );
    act(() => appStore.getState().setGame({ state: simpleState({ rated: true }) }));
    expect(screen.getByTestId('rated').textContent).toBe('Rated game');
    fireEvent.click(screen.getByRole('button', { name: 'Leaderboard' }));
    expect(appStore.getState().ui.leaderboardOpen).toBe(true);
    appStore.getState().setUi({ leaderboardOpen: false });
  });

  it("names the AI level played, in the dialog's words", () => {
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ playerColor: 'black' });
    s.setGame({ mode: 'ai', aiDifficulty: 'hard', state: simpleState() });
    render(<GameHeader />);
    expect(screen.getByTestId('ai-level').textContent).toBe('You vs AI (Hard)');
    act(() => appStore.getState().setGame({ aiDifficulty: 'llama-master' }));
    expect(screen.getByTestId('ai-level').textContent).toBe('You vs AI (Llama Master)');
  });

  it('shows a timed game’s control, and nothing for an untimed one', () => {
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: 'ABCDEF', playerColor: 'black' });
    s.setGame({ mode: 'online', state: simpleState() });
    render(<GameHeader />);
    expect(screen.queryByTestId('time-control')).toBeNull();
    const clock = {
      control: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
      red: 300_000,
      black: 300_000,
      running: null,
      firstMoveMs: 30_000,
      serverNow: 1,
    } as const;
    act(() => appStore.getState().setGame({ state: simpleState({ clock }) }));
    expect(screen.getByRole('generic', { name: 'Time control 5+3' }).textContent).toContain('5+3');
  });

  it('names the ballot of a game started from one, under the pills', () => {
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: 'ABCDEF', playerColor: 'red' });
    s.setGame({ mode: 'online', state: simpleState() });
    render(<GameHeader />);
    expect(screen.queryByTestId('ballot')).toBeNull();
    act(() =>
      appStore
        .getState()
        .setGame({ state: simpleState({ ballot: { number: 12, moves: '9-13 23-18 6-9' } }) }),
    );
    expect(screen.getByTestId('ballot').textContent).toBe('Ballot 12: 9-13 23-18 6-9');
  });

  it('shows the event the app composes for the game above its ballot', () => {
    const s = appStore.getState();
    s.resetToLobby();
    s.setRoom({ roomCode: 'ABCDEF', playerColor: 'red' });
    const ballot = { number: 12, moves: '9-13 23-18 6-9' };
    s.setGame({ mode: 'online', state: simpleState({ ballot }) });
    render(<GameHeader event={<p data-testid="event">Sunday Swiss · Round 2 of 3</p>} />);
    const event = screen.getByTestId('event');
    expect(event.compareDocumentPosition(screen.getByTestId('ballot'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
