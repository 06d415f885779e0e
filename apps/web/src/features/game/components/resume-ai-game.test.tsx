// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { leaveToLobby } from '../../../stores/session-actions';
import { saveAiGame } from '../ai/saved-ai-game';
import { movesPlayedText, ResumeAiGame } from './resume-ai-game';

afterEach(() => {
  cleanup();
  leaveToLobby();
  localStorage.clear();
});

describe('the offer to resume the game against the AI', () => {
  it('is not made when no game is saved', () => {
    const { container } = render(<ResumeAiGame />);
    expect(container.textContent).toBe('');
  });

  it('says the level and how far the game went, and takes it up again', () => {
    saveAiGame({
      level: 'hard',
      human: 'black',
      moves: [
        ['d6', 'c5'],
        ['c3', 'd4'],
        ['b6', 'a5'],
      ],
      startedAt: 1,
    });
    render(<ResumeAiGame />);
    expect(screen.getByRole('region', { name: 'Your game against the AI' }).textContent).toContain(
      'Hard · 2 moves played',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resume AI game' }));
    expect(appStore.getState().ui.currentSection).toBe('game');
    expect(appStore.getState().game).toMatchObject({ mode: 'ai', aiDifficulty: 'hard' });
    expect(location.search).toBe('?play=ai');
  });

  it('counts whole moves', () => {
    expect([0, 1, 2, 3].map(movesPlayedText)).toEqual([
      'No moves yet',
      '1 move played',
      '1 move played',
      '2 moves played',
    ]);
  });
});
