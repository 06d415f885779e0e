// The daily puzzle tests' set-up: a small fixture bank, a server clock the test sets (a day at noon
// UTC, then seconds waited), and helpers that turn square names into the board steps a submission
// carries and that read the replies.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSquare } from '@checkers/engine';
import type { DailyReplies, PuzzleStep } from '@checkers/protocol';
import { parseBank, squareToRowCol, type BankPuzzle } from '@checkers/puzzles';
import { startServer, type TestOverrides, type TestServer } from './harness.js';
import { dataOf, type Person } from './social-fixtures.js';

export const BANK_PATH = resolve(import.meta.dirname, 'fixtures/daily-bank.json');
export const bank = parseBank(JSON.parse(readFileSync(BANK_PATH, 'utf8')));
export const byId = (id: string): BankPuzzle => bank.find((p) => p.id === id)!;

// The server's clock for the daily puzzle: each test sets it.
let now = new Date('2026-03-10T12:00:00Z');
/** The daily puzzle clock as the server reads it. */
export const puzzleClock = (): Date => now;
export const setDay = (day: string): void => {
  now = new Date(`${day}T12:00:00Z`);
};
export const wait = (seconds: number): void => {
  now = new Date(now.getTime() + seconds * 1000);
};
export const TODAY = '2026-03-10';

/** A server over the fixture bank, on the test's clock. */
export const startDailyServer = (overrides: TestOverrides = {}): Promise<TestServer> =>
  startServer({ puzzleBank: BANK_PATH, puzzleClock, ...overrides });

export const BASE = '/api/daily-challenges';

/** A square name's `{row, col}`. */
export const rc = (name: string) => {
  const square = parseSquare(name);
  if (!square.ok) throw new Error(name);
  return squareToRowCol(square.value);
};

/** A line of whole moves (paths of square names) as board steps: a multi-jump is several steps. */
export const stepsOf = (line: readonly (readonly string[])[]): PuzzleStep[] =>
  line.flatMap((path) => path.slice(1).map((to, i) => ({ from: rc(path[i]!), to: rc(to) })));

export const solutionOf = (puzzle: BankPuzzle): PuzzleStep[] => stepsOf(puzzle.solution);

export async function submit(
  who: Person,
  id: string,
  moves: PuzzleStep[],
  extra: { time_taken?: number; hints_used?: number } = {},
) {
  return who.client.post(`${BASE}/submit/${id}`, {
    moves,
    time_taken: extra.time_taken ?? 20,
    hints_used: extra.hints_used ?? 0,
  });
}

export const resultOf = (reply: Awaited<ReturnType<typeof submit>>) => dataOf<DailyReplies['submit']>(reply);

export async function today(who: Person) {
  return dataOf<DailyReplies['today']>(await who.client.get(`${BASE}/today`)).challenge;
}
