// What the daily puzzle modal's tests share: a fake server answering the daily-challenge calls, the
// modal opened with the notices beside it, and finders for its parts.
import type { DailyChallenge, DailyProgress } from '@checkers/protocol';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { Notices } from '../../../components/notices';
import { fakeServer, renderWithQuery, type FakeReply, type SeenCall } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { InlineDefenceWorker } from '../inline-defence-worker';
import { doubleJump, ok, progressOf, testAccount } from '../test-fixtures';
import DailyPuzzleModal from './daily-puzzle-modal';

export interface Setup {
  challenge?: DailyChallenge;
  today?: FakeReply;
  progress?: DailyProgress | null;
  correct?: boolean;
  submit?: FakeReply;
}

export function server(setup: Setup = {}): SeenCall[] {
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

export function open() {
  const onClose = vi.fn();
  const view = renderWithQuery(
    <>
      <DailyPuzzleModal onClose={onClose} />
      <Notices />
    </>,
  );
  return { onClose, ...view };
}

export const dialog = () => screen.getByRole('dialog', { name: 'Daily Puzzle' });
export const square = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
export const notices = () => appStore.getState().ui.notices.map((n) => n.message);
export const counter = (name: string) =>
  within(screen.getByLabelText('Puzzle counters')).getByText(name).nextElementSibling?.textContent;
export const ready = () => screen.findByRole('heading', { name: doubleJump.title });

/** Before each test: the defence's worker inline, a signed-in player, no notices. */
export function startDailyTest(): void {
  vi.unstubAllGlobals();
  InlineDefenceWorker.requests = [];
  vi.stubGlobal('Worker', InlineDefenceWorker);
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  appStore.getState().setUi({ notices: [] });
}
