// The puzzles module: the daily puzzle's nine calls over the committed bank (the puzzles package
// picks the day's puzzle and judges a line; this module serves it, records each user's attempts,
// gives hints and scores solves).
import type { Kysely } from 'kysely';
import type { BankPuzzle } from '@checkers/puzzles';
import type { PuzzlesDb } from './tables.js';
import { PuzzleService } from './puzzle-service.js';
import { PuzzleStore } from './puzzle-store.js';
import { Schedule } from './schedule.js';

export { PUZZLE_TEXTS, PuzzleService, type PuzzleDeps, type Submitted } from './puzzle-service.js';
export { PuzzleStore, type AttemptRow } from './puzzle-store.js';
export { puzzleRoutes, type PuzzleRouteOptions } from './routes.js';
export { DAILY_LAUNCH_DAY, Schedule, dayOf, defaultBankPath, loadBank } from './schedule.js';
export { SCORE_RULES, countedSeconds, scoreOf } from './score.js';
export { streaks } from './streaks.js';

/** What the puzzles module needs. */
export interface PuzzleModuleDeps {
  readonly db: Kysely<PuzzlesDb>;
  /** The bank (`loadBank`). */
  readonly bank: readonly BankPuzzle[];
  readonly clock?: () => Date;
}

/** The daily-puzzle service over a bank. */
export function openPuzzles(deps: PuzzleModuleDeps): PuzzleService {
  return new PuzzleService({
    schedule: new Schedule(deps.bank),
    store: new PuzzleStore(deps.db),
    clock: deps.clock,
  });
}
export type * from './tables.js';
