// @vitest-environment jsdom
import type { DailyChallenge, DailyProgress } from '@checkers/protocol';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notices } from '../../../components/notices';
import { fakeServer, renderWithQuery, type FakeReply, type SeenCall } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { InlineDefenceWorker } from '../inline-defence-worker';
import { doubleJump, ok, progressOf, quiet, refusal, testAccount } from '../test-fixtures';
import DailyPuzzleModal from './daily-puzzle-modal';

const copyText = vi.hoisted(() => vi.fn(async (_text: string) => true));
vi.mock('../../../lib/clipboard', () => ({ copyText }));

interface Setup {
  challenge?: DailyChallenge;
  today?: FakeReply;
  progress?: DailyProgress | null;
  correct?: boolean;
  submit?: FakeReply;
}

function server(setup: Setup = {}): SeenCall[] {
  const challenge = setup.challenge ?? doubleJump;
  return fakeServer((url) => {
    if (url.endsWith('/today')) return setup.today ?? ok({ challenge });
    if (url.endsWith('/progress')) return ok({ progress: setup.progress ?? null });
    if (url.includes('/hint/'))
      return ok({ hint: { text: 'Look for two pieces at once', hint_number: 1, hints_remaining: 1 } });
    if (url.includes('/submit/')) {
      const correct = setup.correct ?? true;
      return (
        setup.submit ??
        ok({
          result: {
            is_correct: correct,
            score: correct ? 95 : 0,
            attempt: 1,
            ...(correct ? {} : { reason: 'Black holds.' }),
          },
          progress: progressOf({
            challenge_id: challenge.id,
            is_solved: correct,
            score: correct ? 95 : 0,
            attempts: 1,
          }),
        })
      );
    }
    if (url.includes('/history')) {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const entry = {
        challenge_id: `p${offset}`,
        date: '2026-11-19',
        title: `Puzzle at ${offset}`,
        puzzle_type: 'endgame',
        difficulty: 5,
        is_solved: offset === 0,
        score: 40,
        attempts: 2,
        hints_used: 1,
        time_taken_seconds: 90,
        last_attempt_at: '2026-11-19T10:00:00Z',
      };
      return ok({ history: [entry], total: 25 });
    }
    if (url.includes('/leaderboard/')) {
      return ok({
        leaderboard: [
          {
            rank: 1,
            user_id: 'u9',
            username: 'zed',
            score: 99,
            time_taken_seconds: 12,
            hints_used: 0,
            solved_at: 'x',
          },
        ],
      });
    }
    if (url.endsWith('/statistics')) {
      return ok({
        statistics: {
          total_solved: 7,
          total_attempted: 9,
          current_streak: 3,
          best_streak: 5,
          average_score: 71.6,
          average_time_seconds: 83,
          total_score: 501,
          solved_by_type: { tactics: 4, mate_in_n: 3, defensive: 0, endgame: 0, pattern: 0, speed: 0 },
        },
      });
    }
    return { status: 404, body: { error: 'Not found', message: 'no', code: 'not_found' } };
  });
}

function open() {
  const onClose = vi.fn();
  const view = renderWithQuery(
    <>
      <DailyPuzzleModal onClose={onClose} />
      <Notices />
    </>,
  );
  return { onClose, ...view };
}

const dialog = () => screen.getByRole('dialog', { name: 'Daily Puzzle' });
const square = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
const notices = () => appStore.getState().ui.notices.map((n) => n.message);
const counter = (name: string) =>
  within(screen.getByLabelText('Puzzle counters')).getByText(name).nextElementSibling?.textContent;
const ready = () => screen.findByRole('heading', { name: doubleJump.title });

beforeEach(() => {
  vi.unstubAllGlobals();
  InlineDefenceWorker.requests = [];
  vi.stubGlobal('Worker', InlineDefenceWorker);
  copyText.mockReset();
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  appStore.getState().setUi({ notices: [] });
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

  it('invites a guest to register', () => {
    appStore.getState().setUser({ account: null, accountToken: null });
    const onAccount = vi.fn();
    renderWithQuery(<DailyPuzzleModal onClose={() => undefined} onAccount={onAccount} />);
    expect(screen.getByText(/Signed-in players only/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onAccount).toHaveBeenCalledWith('register');
  });
});
