// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { doubleJump, progressOf, refusal } from '../test-fixtures';
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

beforeEach(startDailyTest);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the daily puzzle modal: hints, refusals and its other dialogs', () => {
  it('gives a hint only after 30 s (Ctrl/Cmd+H), and lists it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = server();
    open();
    await ready();
    fireEvent.keyDown(document.body, { key: 'h', ctrlKey: true });
    expect(notices()).toContain('No hints available at this time');
    appStore.getState().setUi({ notices: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    act(() => vi.advanceTimersByTime(29_000));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(notices()).toContain('No hints available at this time');
    expect(calls.some((c) => c.url.includes('/hint/'))).toBe(false);
    act(() => vi.advanceTimersByTime(2_000));
    expect(counter('Time')).toBe('0:31');
    fireEvent.keyDown(document.body, { key: 'h', metaKey: true });
    await screen.findByText('Look for two pieces at once');
    expect(calls.find((c) => c.url.includes('/hint/'))?.url).toBe(
      '/api/daily-challenges/hint/p0001?time_spent=31',
    );
    expect(counter('Hints')).toBe('1 / 2');
    const notice = appStore
      .getState()
      .ui.notices.find((n) => n.message === 'Hint 1: Look for two pieces at once');
    expect(notice?.durationMs).toBe(8_000);
  });

  it('says when no hint is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server({ challenge: { ...doubleJump, hints_available: 0 } });
    open();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    act(() => vi.advanceTimersByTime(31_000));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(notices()).toContain('No hints available right now');
  });

  it('shows a completed puzzle as completed and blocks its submission', async () => {
    const calls = server({ progress: progressOf({ is_solved: true, score: 80 }) });
    open();
    await ready();
    expect(screen.getByLabelText('Progress').textContent).toContain('Status: Completed');
    expect(screen.getByLabelText('Progress').textContent).toContain('Score: 80');
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    fireEvent.click(square('g7'));
    expect((screen.getByRole('button', { name: 'Submit Solution' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(calls.some((c) => c.url.includes('/submit/'))).toBe(false);
  });

  it('says why a submission failed', async () => {
    server({ submit: refusal(409, 'You have already solved this challenge') });
    open();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    fireEvent.click(square('g7'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Solution' }));
    await waitFor(() => expect(notices()).toContain('You have already solved this challenge'));
    cleanup();
    server({ submit: { status: 400, body: {} } });
    open();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    fireEvent.click(square('g7'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Solution' }));
    await waitFor(() => expect(notices()).toContain('Failed to submit solution'));
  });

  it('says when there is no puzzle today, or it failed to load', async () => {
    server({
      today: {
        status: 404,
        body: { success: false, error: 'Not found', message: 'none', code: 'not_found' },
      },
    });
    open();
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'No challenge available for today',
    );
    expect(notices()).toContain('No challenge available for today');
    cleanup();
    server({ today: refusal(400, 'bad') });
    open();
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      "Failed to load today's challenge",
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('opens the history by pages of 20, the puzzle’s leaderboard and the statistics', async () => {
    const calls = server();
    open();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'View History' }));
    const history = screen.getByRole('dialog', { name: 'Puzzle History' });
    await within(history).findByText('Puzzle at 0');
    expect(within(history).getByText('2026-11-19 · Endgame Study · Master')).toBeTruthy();
    expect(within(history).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Next' }));
    await within(history).findByText('Puzzle at 20');
    expect(calls.filter((c) => c.url.includes('/history')).map((c) => c.url)).toEqual([
      '/api/daily-challenges/history?limit=20&offset=0',
      '/api/daily-challenges/history?limit=20&offset=20',
    ]);
    // Escape closes the dialog on top only.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Puzzle History' })).toBeNull();
    expect(dialog()).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leaderboard' }));
    const board = screen.getByRole('dialog', { name: 'Puzzle Leaderboard' });
    await within(board).findByText('zed');
    expect(calls.some((c) => c.url === '/api/daily-challenges/leaderboard/p0001?limit=50')).toBe(true);
    fireEvent.click(within(board).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const stats = screen.getByRole('dialog', { name: 'Puzzle Statistics' });
    await within(stats).findByLabelText('Your puzzle statistics');
    expect(within(stats).getByText('Tactical Puzzle: 4')).toBeTruthy();
    expect(within(stats).getByLabelText('Your puzzle statistics').textContent).toContain('Average time1:23');
  });
});
