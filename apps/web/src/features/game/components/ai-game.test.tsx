// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notices } from '../../../components/notices';
import { appStore } from '../../../stores/app-store';
import { startAiGame } from '../../../stores/session-actions';
import { InlineAiWorker } from '../ai/inline-ai-worker';
import { loadAiGame } from '../ai/saved-ai-game';
import { GameScreen } from './game-screen';
import { renderWithQuery } from '../../../lib/test-utils';

const squareButton = (name: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${name},`) });

beforeEach(() => {
  InlineAiWorker.requests = [];
  vi.stubGlobal('Worker', InlineAiWorker);
  appStore.getState().setUi({ notices: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a game against the AI', () => {
  it('lets the human (black) move first, then the AI answers after about half a second', async () => {
    startAiGame('easy');
    renderWithQuery(
      <>
        <GameScreen />
        <Notices />
      </>,
    );
    expect(screen.getByTestId('role').textContent).toBe('You are Black');
    expect(screen.getByTestId('turn').textContent).toBe('Your turn');
    expect(screen.getByTestId('connection').textContent).toContain('Playing vs AI');
    // The board is flipped for black: black's men are at the bottom, on ranks 6 to 8.
    fireEvent.click(squareButton('d6'));
    fireEvent.click(squareButton('c5'));
    expect(squareButton('c5').getAttribute('aria-label')).toBe('c5, black man');
    expect(screen.getByTestId('turn').textContent).toBe("AI's turn");
    expect(screen.getByTestId('status').textContent).toBe('The AI is thinking…');
    fireEvent.click(squareButton('e7'));
    expect(screen.getByText('Not your turn!')).toBeTruthy();
    expect(InlineAiWorker.requests).toHaveLength(1);
    expect(InlineAiWorker.requests[0]?.level).toBe('easy');
    await waitFor(() => expect(screen.getByTestId('turn').textContent).toBe('Your turn'), { timeout: 3_000 });
    const red = screen.getAllByRole('button', { name: /red man/ }).map((b) => b.getAttribute('aria-label'));
    expect(red).toHaveLength(12);
    expect(appStore.getState().game.state?.moveCount).toBe(2);
  });

  it('can be left for the lobby while it goes on, and stays saved', async () => {
    localStorage.clear();
    startAiGame('easy');
    renderWithQuery(<GameScreen />);
    // An online player's game offers no way out but resigning; this one does.
    expect(screen.getByRole('button', { name: 'Resign' })).toBeTruthy();
    fireEvent.click(squareButton('d6'));
    fireEvent.click(squareButton('c5'));
    await waitFor(() => expect(screen.getByTestId('turn').textContent).toBe('Your turn'), { timeout: 3_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Back to Lobby' }));
    expect(appStore.getState().ui.currentSection).toBe('lobby');
    expect(appStore.getState().game.mode).toBeNull();
    cleanup();
    expect(loadAiGame()).toMatchObject({ level: 'easy', moves: [['d6', 'c5'], expect.any(Array)] });
    localStorage.clear();
  });
});
