// @vitest-environment jsdom
import { chooseMove, isAiLevel } from '@checkers/engine';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notices } from '../../../components/notices';
import { appStore } from '../../../stores/app-store';
import { startAiGame } from '../../../stores/session-actions';
import type { AiRequest, AiResponse } from '../ai/ai-worker';
import { GameScreen } from './game-screen';
import { renderWithQuery } from '../../../lib/test-utils';

/** jsdom has no Web Worker: this one answers on the main thread with the same engine call. */
class InlineWorker {
  onmessage: ((event: MessageEvent<AiResponse>) => void) | null = null;
  static requests: AiRequest[] = [];
  postMessage(request: AiRequest): void {
    InlineWorker.requests.push(request);
    if (!isAiLevel(request.level)) throw new Error(request.level);
    const choice = chooseMove(request.position, { level: request.level, seed: request.seed, maxDepth: 2 });
    if (!choice.ok) throw new Error(choice.error.message);
    const answer: AiResponse = { id: request.id, ok: true, path: choice.value.move.path, thinkTimeMs: 0 };
    setTimeout(() => this.onmessage?.({ data: answer } as MessageEvent<AiResponse>), 0);
  }
  terminate(): void {}
}

const squareButton = (name: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${name},`) });

beforeEach(() => {
  InlineWorker.requests = [];
  vi.stubGlobal('Worker', InlineWorker);
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
    expect(InlineWorker.requests).toHaveLength(1);
    expect(InlineWorker.requests[0]?.level).toBe('easy');
    await waitFor(() => expect(screen.getByTestId('turn').textContent).toBe('Your turn'), { timeout: 3_000 });
    const red = screen.getAllByRole('button', { name: /red man/ }).map((b) => b.getAttribute('aria-label'));
    expect(red).toHaveLength(12);
    expect(appStore.getState().game.state?.moveCount).toBe(2);
  });
});
