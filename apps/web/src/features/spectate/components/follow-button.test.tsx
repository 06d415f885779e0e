// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { FollowButton, nextPerspective } from './follow-button';

afterEach(() => {
  cleanup();
  appStore.getState().setUi({ boardPerspective: 'game' });
});

describe('following a player', () => {
  it('cycles none, red, black, none', () => {
    expect(nextPerspective('game')).toBe('red');
    expect(nextPerspective('red')).toBe('black');
    expect(nextPerspective('black')).toBe('game');
  });

  it('names the perspective on one button: Game Board, Red Player, Black Player, Game Board', () => {
    render(<FollowButton />);
    const button = screen.getByRole('button', { name: /Follow/ });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(`${button.textContent} ${appStore.getState().ui.boardPerspective}`);
      fireEvent.click(button);
    }
    expect(seen).toEqual([
      'Follow: Game Board game',
      'Follow: Red Player red',
      'Follow: Black Player black',
      'Follow: Game Board game',
    ]);
  });
});
