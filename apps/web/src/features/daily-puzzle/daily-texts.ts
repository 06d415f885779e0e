// Every daily-puzzle text the player reads and how long each notification stays, word for word. The
// protocol holds the texts the server shares; the rest are the client's.
import {
  DAILY_MESSAGES,
  DIFFICULTY_NAMES,
  PUZZLE_TYPE_NAMES,
  type DailyPuzzleType,
} from '@checkers/protocol';

export const TEXTS = {
  ...DAILY_MESSAGES,
  wrong: 'Not quite right. Keep trying or use a hint!',
  started: 'Challenge started! Good luck!',
  loading: 'Loading challenge...',
  noHints: 'No hints used yet',
  copied: 'Share text copied!',
  copyFailed: 'Failed to copy share text.',
  statisticsFailed: 'Failed to load statistics',
  pressStart: 'Press Start Challenge to begin.',
  solutionLater:
    'The solution is shown once you have solved the puzzle: the server keeps it secret until then.',
  setupFailed: 'This puzzle’s position could not be set up.',
  notBest: 'Not the best move: try again.',
  guestInvite: 'Playing as a guest: sign in to keep your score, your streak and a place on the leaderboard.',
  guestSolved: 'Solved! Sign in to keep your score next time.',
  guestHints: 'Sign in to get hints.',
  notKept: 'Not kept',
} as const;

/** The success text of a solved puzzle. */
export const solvedText = (points: number): string =>
  `Excellent! You solved today's challenge and earned ${points} points!`;

/** How long each notification stays. */
export const NOTIFY_MS = { solved: 5_000, hint: 8_000, started: 3_000 } as const;

/** The spec's name of a difficulty, 1 Beginner to 5 Master. */
export const difficultyName = (difficulty: number): string =>
  DIFFICULTY_NAMES[Math.min(5, Math.max(1, Math.round(difficulty))) - 1]!;

/** The spec's name of a puzzle type. */
export const typeName = (type: DailyPuzzleType): string => PUZZLE_TYPE_NAMES[type];

/** Seconds as m:ss (or h:mm:ss past an hour). */
export function formatTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What Share copies: the puzzle, and the result when there is one. */
export function shareText(
  challenge: { readonly title: string; readonly date: string },
  result: {
    readonly correct: boolean;
    readonly score: number;
    readonly seconds: number;
    readonly hints: number;
  },
  origin: string,
): string {
  const head = `Daily Puzzle ${challenge.date}: ${challenge.title}`;
  const hints = `${result.hints} ${result.hints === 1 ? 'hint' : 'hints'}`;
  const body = result.correct
    ? `Solved in ${formatTime(result.seconds)} with ${hints} for ${result.score} points!`
    : `Still working on it after ${formatTime(result.seconds)}.`;
  return `${head}\n${body}\n${origin}`;
}
