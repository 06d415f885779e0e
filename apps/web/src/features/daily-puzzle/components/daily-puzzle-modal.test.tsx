// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { InlineDefenceWorker } from '../inline-defence-worker';
import { quiet } from '../test-fixtures';
import {
  counter,
  dialog,
  notices,
  open,
  ready,
  server,
  square,
  startDailyTest,
} from './daily-puzzle-modal.harness';

const copyText = vi.hoisted(() => vi.fn(async (_text: string) => true));
vi.mock('../../../lib/clipboard', () => ({ copyText }));

beforeEach(() => {
  startDailyTest();
  copyText.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the daily puzzle modal', () => {
  it('shows a loading overlay, then the puzzle as the spec lays it out', async () => {
    server();
    open();
    expect(within(dialog()).getByRole('status').textContent).toContain('Loading challenge...');
    await ready();
    expect(screen.getByText('Forced Win')).toBeTruthy();
    expect(screen.getByText('Intermediate').className).toContain('daily-badge');
    expect(screen.getByText('Red to play and win.')).toBeTruthy();
    expect([counter('Time'), counter('Moves'), counter('Hints')]).toEqual(['0:00', '0 / 1', '0 / 2']);
    expect(screen.getByText('No hints used yet')).toBeTruthy();
    expect(screen.getByLabelText('Progress').textContent).toContain('Status: Not Started');
    expect(screen.getByLabelText('Progress').textContent).toContain('Score: 0');
    // Red solves: red at the bottom (a1 in the bottom-left corner, not flipped).
    const squares = within(screen.getByRole('group', { name: 'Checkers board' })).getAllByRole('button');
    expect(squares.at(-4)?.getAttribute('aria-label')).toMatch(/^a1,/);
    expect(square('c3').getAttribute('aria-label')).toBe('c3, red man');
    for (const name of [
      'Undo',
      'Reset',
      'Hint',
      'Start Challenge',
      'Submit Solution',
      'View History',
      'Leaderboard',
      'Statistics',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    // Focus starts inside the dialog, not on Close, so Enter can submit.
    expect(document.activeElement?.classList.contains('daily__body')).toBe(true);
  });

  it('plays and submits the line as row/col steps, and celebrates a correct one', async () => {
    // The puzzle's clock stands still, so its figures are exact however slowly the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = server();
    open();
    await ready();
    fireEvent.click(square('c3'));
    expect(square('c3').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    expect(screen.getByLabelText('Progress').textContent).toContain('In Progress');
    expect(notices()).toContain('Challenge started! Good luck!');
    expect(appStore.getState().ui.notices.at(-1)?.durationMs).toBe(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Solution' }));
    expect(notices()).toContain('Please make at least one move before submitting');
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    fireEvent.click(square('g7'));
    expect(counter('Moves')).toBe('1 / 1');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });
    const results = await screen.findByRole('dialog', { name: 'Congratulations!' });
    const submitted = calls.find((c) => c.url === '/api/daily-challenges/submit/p0001');
    expect(submitted?.body).toMatchObject({
      moves: [
        { from: { row: 5, col: 2 }, to: { row: 3, col: 4 } },
        { from: { row: 3, col: 4 }, to: { row: 1, col: 6 } },
      ],
      time_taken: 0,
      hints_used: 0,
    });
    const figures = [...within(results).getByLabelText('Your result').querySelectorAll('div')].map(
      (d) => d.textContent,
    );
    expect(figures).toEqual(['Score95', 'Time0:00', 'Hints Used0', 'Moves1']);
    expect(notices()).toContain("Excellent! You solved today's challenge and earned 95 points!");
    expect(appStore.getState().ui.notices.find((n) => n.message.startsWith('Excellent'))?.durationMs).toBe(
      5_000,
    );
    expect(screen.getByLabelText('Progress').textContent).toContain('Status: Completed');
    expect(screen.getByLabelText('Progress').textContent).toContain('Score: 95');

    fireEvent.click(within(results).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(copyText).toHaveBeenCalled());
    expect(copyText.mock.calls[0]?.[0]).toContain('Solved in 0:00 with 0 hints for 95 points!');

    // View Solution replays the solving line from the start.
    fireEvent.click(within(results).getByRole('button', { name: 'View Solution' }));
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).toBeNull();
    expect(screen.getByText('Your solution: move 0 of 1')).toBeTruthy();
    expect(square('c3').getAttribute('aria-label')).toBe('c3, red man');
    await screen.findByText('Your solution: move 1 of 1', undefined, { timeout: 2_000 });
    expect(square('g7').getAttribute('aria-label')).toBe('g7, red man');
    expect((screen.getByRole('button', { name: 'Submit Solution' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says Keep Trying! for a wrong line, keeps the solution back, and Try Again resets the board', async () => {
    server({ challenge: quiet, correct: false });
    open();
    await screen.findByRole('heading', { name: quiet.title });
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    fireEvent.click(square('a1'));
    fireEvent.click(square('b2'));
    expect(screen.getByText('The opponent is thinking…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Your move/)).toBeTruthy(), { timeout: 3_000 });
    expect(InlineDefenceWorker.requests).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Solution' }));
    const results = await screen.findByRole('dialog', { name: 'Keep Trying!' });
    expect(within(results).getByText('Black holds.')).toBeTruthy();
    expect(notices()).toContain('Not quite right. Keep trying or use a hint!');
    fireEvent.click(within(results).getByRole('button', { name: 'View Solution' }));
    expect(within(results).getByText(/shown once you have solved the puzzle/)).toBeTruthy();
    fireEvent.click(within(results).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('dialog', { name: 'Keep Trying!' })).toBeNull();
    expect(counter('Moves')).toBe('0 / 2');
    expect(square('a1').getAttribute('aria-label')).toBe('a1, red man');
    expect(screen.getByLabelText('Progress').textContent).toContain('In Progress');
  });

  it('undoes with Ctrl/Cmd+Z the solver’s move and the reply to it', async () => {
    server({ challenge: quiet });
    open();
    await screen.findByRole('heading', { name: quiet.title });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    fireEvent.click(square('a1'));
    fireEvent.click(square('b2'));
    await waitFor(() => expect(screen.getByText(/Your move/)).toBeTruthy(), { timeout: 3_000 });
    expect(square('h8').getAttribute('aria-label')).toBe('h8, empty');
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    expect(square('a1').getAttribute('aria-label')).toBe('a1, red man');
    expect(square('h8').getAttribute('aria-label')).toBe('h8, black man');
    expect(counter('Moves')).toBe('0 / 2');
  });

  it('closes on Escape, the Close button and the backdrop, not on a click inside', async () => {
    server();
    const { onClose } = open();
    await ready();
    fireEvent.click(screen.getByText('Red to play and win.'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog().parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
