// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { TEXTS } from '../daily-texts';
import { MISTAKE_SHOWN_MS } from '../hooks/use-puzzle-board';
import { choice, doubleJump } from '../test-fixtures';
import DailyPuzzleModal from './daily-puzzle-modal';
import { notices, open, server, square, startDailyTest } from './daily-puzzle-modal.harness';

beforeEach(startDailyTest);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const turn = () => document.querySelector('.daily-turn')?.textContent;

describe('a wrong move on the puzzle board', () => {
  it('is said at once and taken back; sent as a wrong try, it opens the hints at once', async () => {
    const calls = server({ challenge: choice, correct: false });
    open();
    await screen.findByRole('heading', { name: choice.title });
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    // The single jump takes one man: the goal wants two.
    fireEvent.click(square('c3'));
    fireEvent.click(square('a5'));
    expect(turn()).toBe(TEXTS.notBest);
    expect(square('a5').getAttribute('aria-label')).toBe('a5, red man');
    await waitFor(() => expect(square('c3').getAttribute('aria-label')).toBe('c3, red man'), {
      timeout: MISTAKE_SHOWN_MS + 1_000,
    });
    expect(square('b4').getAttribute('aria-label')).toBe('b4, black man');
    expect(turn()).toBe(TEXTS.notBest);
    // The wrong line went to the server as a try: no results dialog, but the hints open.
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/submit/p0003'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/submit/p0003'))?.body).toMatchObject({
      moves: [{ from: { row: 5, col: 2 }, to: { row: 3, col: 0 } }],
    });
    expect(screen.queryByRole('dialog', { name: 'Keep Trying!' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await screen.findByText('Look for two pieces at once');
    expect(notices()).not.toContain(TEXTS.hintsLocked);

    // The right move is taken, and the message goes.
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    fireEvent.click(square('g7'));
    expect(turn()).not.toBe(TEXTS.notBest);
    expect(square('g7').getAttribute('aria-label')).toBe('g7, red man');
  });
});

describe('a guest', () => {
  beforeEach(() => appStore.getState().setUser({ account: null, accountToken: null, authToken: null }));

  it('plays today’s puzzle, judged on the page, keeps no score and is invited to sign in', async () => {
    const calls = server({ challenge: doubleJump });
    const onAccount = vi.fn();
    renderWithQuery(<DailyPuzzleModal onClose={() => undefined} onAccount={onAccount} />);
    await screen.findByRole('heading', { name: doubleJump.title });
    const invite = screen.getByRole('region', { name: 'Keep your score' });
    expect(invite.textContent).toContain(TEXTS.guestInvite);
    for (const name of ['View History', 'Leaderboard', 'Statistics']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(notices()).toContain(TEXTS.guestHints);
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    fireEvent.click(square('g7'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Solution' }));
    });
    const results = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(results).getByText('Not kept')).toBeTruthy();
    expect(notices()).toContain(TEXTS.guestSolved);
    // Nothing was sent but the request for today's puzzle.
    expect(calls.map((c) => c.url)).toEqual(['/api/daily-challenges/today']);
    fireEvent.click(within(results).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Progress').textContent).toContain('Status: Completed');
    fireEvent.click(within(invite).getByRole('button', { name: 'Register' }));
    expect(onAccount).toHaveBeenCalledWith('register');
  });
});
