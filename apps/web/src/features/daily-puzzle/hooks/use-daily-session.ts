// One sitting at today's puzzle: Start (moves, hints and the timer reset; In Progress), hints (only
// once a challenge is there, not completed, and 30 s spent or a wrong try made), Submit (at least one
// move; not while a submission is on its way, nor once completed), the result, Try Again and the
// replay of a solving line. Completed when the server's progress says solved. A move that lets the
// goal slip is a wrong try, sent as one for an account (so hints open). A guest (no account) plays
// the same, judged on the page by the same judge; nothing is sent, no score is kept.
import { DAILY_LIMITS, type DailyChallenge, type DailyHint, type DailyProgress } from '@checkers/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { failureText } from '../../../lib/error-texts';
import { fetchHint, submitSolution } from '../api/daily-api';
import { DAILY_KEY } from '../api/daily-keys';
import { NOTIFY_MS, solvedText, TEXTS } from '../daily-texts';
import { prefixOf, solverMoves, stepsOf, verdictOf, type PuzzleLine } from '../puzzle-line';
import { secondsBetween, useElapsed } from './use-elapsed';
import type { PuzzleBoard } from './use-puzzle-board';

/** The replay of a solving line shows one move per this long. */
export const REPLAY_STEP_MS = 800;

export type DailyStatus = 'not-started' | 'in-progress' | 'completed';

/** The status as the progress panel names it. */
export const STATUS_NAMES: Record<DailyStatus, string> = {
  'not-started': 'Not Started',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

/** What the results dialog shows. */
export interface DailyOutcome {
  readonly correct: boolean;
  readonly score: number;
  readonly seconds: number;
  readonly hints: number;
  readonly moves: number;
  /** Why the line is not a solution, when the server said. */
  readonly reason?: string | undefined;
  /** Judged on the page for a guest: no score is kept. */
  readonly guest?: boolean;
}

export interface DailySession {
  readonly status: DailyStatus;
  readonly started: boolean;
  readonly elapsed: number;
  readonly hints: readonly DailyHint[];
  readonly score: number;
  readonly submitting: boolean;
  readonly canSubmit: boolean;
  readonly outcome: DailyOutcome | null;
  /** The line that solved the puzzle in this sitting, for View Solution. */
  readonly solvedLine: PuzzleLine | null;
  /** The replay on the board: how many of the solving line's moves are shown. */
  readonly replay: { readonly shown: number; readonly total: number } | null;
  start(): void;
  hint(): void;
  submit(): void;
  undo(): void;
  closeOutcome(): void;
  tryAgain(): void;
  /** Replays the solving line; false when there is none yet. */
  viewSolution(): boolean;
  stopReplay(): void;
}

export function useDailySession(
  /** The account's id; null for a guest. */
  me: string | null,
  challenge: DailyChallenge,
  progress: DailyProgress | null,
  board: PuzzleBoard,
): DailySession {
  const client = useQueryClient();
  const notify = useAppStore((s) => s.notify);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const [hints, setHints] = useState<readonly DailyHint[]>([]);
  const [asking, setAsking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<DailyOutcome | null>(null);
  const [solvedLine, setSolvedLine] = useState<PuzzleLine | null>(null);
  const [replayShown, setReplayShown] = useState<number | null>(null);
  const [missedOnce, setMissedOnce] = useState(false);
  const elapsed = useElapsed(startedAt, stoppedAt);

  const mine = progress !== null && progress.challenge_id === challenge.id ? progress : null;
  // A wrong try (now or in an earlier sitting) opens the hints at once, as the server agrees.
  const triedWrong = missedOnce || (mine !== null && mine.attempts > 0);
  // A guest's solve is known on the page only.
  const completed = mine?.is_solved === true || (me === null && solvedLine !== null);
  const started = startedAt !== null;
  const status: DailyStatus = completed ? 'completed' : started ? 'in-progress' : 'not-started';
  const line = board.line;
  // With no move yet Submit still answers, with the spec's warning.
  const canSubmit = started && !submitting && !completed && !board.thinking && replayShown === null;
  const secondsNow = (): number =>
    startedAt === null ? 0 : secondsBetween(startedAt, stoppedAt ?? Date.now());

  // The replay steps through the solving line, one move at a time; the board and the count change together.
  const showReplay = (count: number): void => {
    if (solvedLine === null) return;
    setReplayShown(count);
    board.show(prefixOf(solvedLine, count));
  };
  useEffect(() => {
    if (replayShown === null || solvedLine === null || replayShown >= solvedLine.moves.length) return;
    const timer = setTimeout(() => showReplay(replayShown + 1), REPLAY_STEP_MS);
    return () => clearTimeout(timer);
    // The replay follows its own step only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replayShown, solvedLine]);

  const stopReplay = (): void => {
    setReplayShown(null);
    board.show(null);
  };

  const start = (): void => {
    stopReplay();
    board.reset();
    setHints([]);
    setOutcome(null);
    setStoppedAt(null);
    setStartedAt(Date.now());
    notify('info', TEXTS.started, undefined, undefined, NOTIFY_MS.started);
  };

  // A wrong move is a wrong try: an account's is sent as one (it counts, and opens the hints).
  const mistake = board.mistake;
  useEffect(() => {
    if (mistake === null) return;
    setMissedOnce(true);
    if (me === null) return;
    submitSolution(challenge.id, {
      moves: stepsOf(mistake),
      time_taken: Math.min(86_400, secondsNow()),
      hints_used: Math.min(10, hints.length),
    })
      .then(({ progress: next }) => client.setQueryData([...DAILY_KEY, me, 'progress'], { progress: next }))
      .catch(() => undefined);
    // Each wrong line once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mistake]);

  const hint = (): void => {
    if (asking) return;
    if (me === null) {
      notify('info', TEXTS.guestHints);
      return;
    }
    const early = secondsNow() < DAILY_LIMITS.hintAfterSeconds && !triedWrong;
    if (completed || !started || early) {
      notify('warning', TEXTS.hintsLocked);
      return;
    }
    if (hints.length >= challenge.hints_available) {
      notify('warning', TEXTS.noneLeft);
      return;
    }
    setAsking(true);
    fetchHint(challenge.id, secondsNow())
      .then(({ hint: given }) => {
        setHints((list) => [...list, given]);
        notify('info', `Hint ${given.hint_number}: ${given.text}`, undefined, undefined, NOTIFY_MS.hint);
      })
      .catch((error: unknown) => notify('warning', failureText(error, TEXTS.hintsLocked)))
      .finally(() => setAsking(false));
  };

  /** A guest's line, judged on the page by the server's judge; no score is kept. */
  const judgeHere = (played: PuzzleLine, seconds: number): void => {
    const verdict = verdictOf(challenge, played);
    setOutcome({
      correct: verdict.solved,
      score: 0,
      seconds,
      hints: 0,
      moves: solverMoves(played),
      reason: verdict.reason,
      guest: true,
    });
    if (verdict.solved) {
      setStoppedAt(Date.now());
      setSolvedLine(played);
      notify('success', TEXTS.guestSolved, undefined, undefined, NOTIFY_MS.solved);
    } else {
      notify('warning', TEXTS.wrong);
    }
  };

  const submit = (): void => {
    if (!canSubmit || line === null) return;
    if (line.moves.length === 0) {
      notify('warning', TEXTS.noMoves);
      return;
    }
    const seconds = Math.min(86_400, secondsNow());
    const played = line;
    if (me === null) {
      judgeHere(played, seconds);
      return;
    }
    setSubmitting(true);
    submitSolution(challenge.id, {
      moves: stepsOf(played),
      time_taken: seconds,
      hints_used: Math.min(10, hints.length),
    })
      .then(({ result, progress: next }) => {
        client.setQueryData([...DAILY_KEY, me, 'progress'], { progress: next });
        for (const part of ['statistics', 'history', 'leaderboard']) {
          void client.invalidateQueries({ queryKey: [...DAILY_KEY, me, part] });
        }
        setOutcome({
          correct: result.is_correct,
          score: result.score,
          seconds,
          hints: hints.length,
          moves: solverMoves(played),
          reason: result.reason,
        });
        if (result.is_correct) {
          setStoppedAt(Date.now());
          setSolvedLine(played);
          notify('success', solvedText(result.score), undefined, undefined, NOTIFY_MS.solved);
        } else {
          notify('warning', TEXTS.wrong);
        }
      })
      .catch((error: unknown) => notify('error', failureText(error, TEXTS.submitFailed)))
      .finally(() => setSubmitting(false));
  };

  return {
    status,
    started,
    elapsed,
    hints,
    score: mine?.score ?? 0,
    submitting,
    canSubmit,
    outcome,
    solvedLine,
    replay:
      replayShown === null || solvedLine === null
        ? null
        : { shown: replayShown, total: solvedLine.moves.length },
    start,
    hint,
    submit,
    undo: () => {
      if (replayShown === null) board.undo();
    },
    closeOutcome: () => setOutcome(null),
    tryAgain: () => {
      setOutcome(null);
      stopReplay();
      board.reset();
    },
    viewSolution: () => {
      if (solvedLine === null) return false;
      setOutcome(null);
      showReplay(0);
      return true;
    },
    stopReplay,
  };
}
