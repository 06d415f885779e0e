// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { leaveToLobby, startAiGame } from '../../../stores/session-actions';
import { GameScreen } from '../components/game-screen';
import { InlineAiWorker } from './inline-ai-worker';
import {
  loadAiGame,
  onAiGameSaved,
  replayAiGame,
  resumeAiGame,
  resumeSavedAiGame,
  saveAiGame,
  startNewAiGame,
  type SavedAiGame,
} from './saved-ai-game';
import { renderWithQuery } from '../../../lib/test-utils';

const squareButton = (name: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${name},`) });

beforeEach(() => {
  vi.stubGlobal('Worker', InlineAiWorker);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a saved game against the AI', () => {
  it('replays saved moves, and refuses a record that cannot be played', () => {
    const games = replayAiGame([
      ['d6', 'c5'],
      ['e3', 'd4'],
    ]);
    expect(games?.map((game) => game.game.moves.length)).toEqual([0, 1, 2]);
    expect(replayAiGame([['d6', 'd5']])).toBeUndefined();
    saveAiGame({ level: 'hard', human: 'black', moves: [['d6', 'c5']], startedAt: 5 });
    expect(loadAiGame()).toEqual({ level: 'hard', human: 'black', moves: [['d6', 'c5']], startedAt: 5 });
    localStorage.setItem('checkers.ai-game', '{"level":3}');
    expect(loadAiGame()).toBeNull();
  });

  it('is saved as it is played, comes back after a reload, and stays saved on leaving', async () => {
    startAiGame('hard');
    renderWithQuery(<GameScreen />);
    fireEvent.click(squareButton('d6'));
    fireEvent.click(squareButton('c5'));
    await waitFor(() => expect(screen.getByTestId('turn').textContent).toBe('Your turn'), { timeout: 5_000 });
    const saved = loadAiGame();
    expect(saved).toMatchObject({ level: 'hard', human: 'black' });
    expect(saved?.moves).toHaveLength(2);
    expect(saved?.moves[0]).toEqual(['d6', 'c5']);

    // The tab is thrown away and loaded again: the store starts empty, the saved game comes back.
    cleanup();
    act(() => appStore.getState().resetToLobby());
    expect(resumeSavedAiGame()).toBe(true);
    renderWithQuery(<GameScreen />);
    expect(appStore.getState().game.aiDifficulty).toBe('hard');
    expect(appStore.getState().game.state?.moveCount).toBe(2);
    expect(squareButton('c5').getAttribute('aria-label')).toBe('c5, black man');
    expect(screen.getByTestId('turn').textContent).toBe('Your turn');

    // Back to the lobby keeps it for the home page's offer; a new game replaces it.
    act(() => leaveToLobby());
    cleanup();
    expect(loadAiGame()?.moves).toHaveLength(2);
    act(() => startNewAiGame('hard'));
    expect(loadAiGame()).toBeNull();
    renderWithQuery(<GameScreen />);
    expect(appStore.getState().game.state?.moveCount).toBe(0);
    act(() => leaveToLobby());
  });

  it('is told to whoever keeps games as it is played, and a kept game comes back over another', async () => {
    const heard: [SavedAiGame, boolean][] = [];
    const stop = onAiGameSaved((saved, over) => heard.push([saved, over]));
    startAiGame('easy');
    renderWithQuery(<GameScreen />);
    fireEvent.click(squareButton('d6'));
    fireEvent.click(squareButton('c5'));
    await waitFor(() => expect(heard.at(-1)?.[0].moves).toHaveLength(2), { timeout: 5_000 });
    expect(heard.at(-1)).toEqual([expect.objectContaining({ level: 'easy', human: 'black' }), false]);
    stop();

    // A game kept in Settings, resumed while this one is on screen, replaces it.
    act(() => resumeAiGame({ level: 'hard', human: 'black', moves: [['b6', 'a5']], startedAt: 7 }));
    await waitFor(() => expect(appStore.getState().game.aiDifficulty).toBe('hard'));
    await waitFor(() => expect(squareButton('a5').getAttribute('aria-label')).toBe('a5, black man'));
    expect(appStore.getState().game.gameStartTime).toBe(7);
    act(() => leaveToLobby());
  });

  it('puts its mark in the address while it is played, and leaving takes it away', () => {
    history.replaceState(null, '', '/?code=ABC123');
    expect(resumeSavedAiGame()).toBe(false);
    saveAiGame({ level: 'easy', human: 'black', moves: [], startedAt: 1 });
    expect(resumeSavedAiGame()).toBe(true);
    expect(location.search).toBe('?play=ai');
    act(() => leaveToLobby());
    expect(location.search).toBe('');
  });
});
