// The bank as the server serves it: loaded once at start, one puzzle per UTC day for everyone (the
// puzzles package decides which, the same on every node), and each puzzle on the wire. A day after
// today is never served, nor a day before the launch: nobody peeks ahead, and there is no past
// before the feature existed.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { DailyChallenge, DailyPuzzleType } from '@checkers/protocol';
import { boardStateOf, lastDayOf, parseBank, puzzleOfDay, startOf, type BankPuzzle } from '@checkers/puzzles';

/** The first day with a daily puzzle. */
export const DAILY_LAUNCH_DAY = '2026-01-01';

/** Where the committed bank is (the puzzles package's data/bank.json). */
export const defaultBankPath = (): string =>
  createRequire(import.meta.url).resolve('@checkers/puzzles/data/bank.json');

// Banks already read in this process, by path: several servers in one process (tests) check a file
// once. A file changed since (its size or time) is read again.
const loaded = new Map<string, { readonly stamp: string; readonly bank: BankPuzzle[] }>();

/** Reads and checks a bank file; throws naming the file and the first bad entry. */
export function loadBank(path: string = defaultBankPath()): BankPuzzle[] {
  let json: unknown;
  let stamp: string;
  try {
    const stat = statSync(path);
    stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = loaded.get(path);
    if (known?.stamp === stamp) return known.bank;
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the puzzle bank ${path}: ${(error as Error).message}`);
  }
  const bank = parseBank(json);
  if (bank.length === 0) throw new Error(`The puzzle bank ${path} is empty`);
  loaded.set(path, { stamp, bank });
  return bank;
}

/** The UTC day of a moment, YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return !Number.isNaN(at.getTime()) && dayOf(at) === text && Number(match[1]) >= 1970;
}

/** A puzzle and the day it is (or was last) the puzzle of. */
export interface Dated {
  readonly puzzle: BankPuzzle;
  readonly date: string;
}

/** The daily schedule over one bank. */
export class Schedule {
  private readonly byId: ReadonlyMap<string, BankPuzzle>;
  private readonly wire = new Map<string, Omit<DailyChallenge, 'date'>>();
  // The day each puzzle was last published, as of one day (recomputed when the day changes).
  private published: { today: string; days: ReadonlyMap<string, string> } | undefined;

  constructor(readonly bank: readonly BankPuzzle[]) {
    this.byId = new Map(bank.map((p) => [p.id, p]));
  }

  /** The puzzle of a day, if that day is served as of `today` (launch ≤ day ≤ today). */
  ofDay(date: string, today: string): Dated | undefined {
    if (date < DAILY_LAUNCH_DAY || date > today) return undefined;
    return { puzzle: puzzleOfDay(this.bank, date), date };
  }

  /** A puzzle by id, if already published as of `today`, with the last day it was the puzzle of. */
  byIdAsOf(id: string, today: string): Dated | undefined {
    const puzzle = this.byId.get(id);
    const date = this.publishedAsOf(today).get(id);
    return puzzle === undefined || date === undefined ? undefined : { puzzle, date };
  }

  /** A puzzle of the bank, published or not (for figures about puzzles already attempted). */
  find(id: string): BankPuzzle | undefined {
    return this.byId.get(id);
  }

  /** The published puzzles of one type as of `today`, the most recent day first. */
  ofType(type: DailyPuzzleType, today: string, limit: number): Dated[] {
    const days = this.publishedAsOf(today);
    const found: Dated[] = [];
    for (const puzzle of this.bank) {
      const date = days.get(puzzle.id);
      if (puzzle.type === type && date !== undefined) found.push({ puzzle, date });
    }
    found.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    return found.slice(0, limit);
  }

  /** A puzzle on the wire, with the side to move and the goal. */
  challenge({ puzzle, date }: Dated): DailyChallenge {
    let shown = this.wire.get(puzzle.id);
    if (shown === undefined) {
      const start = startOf(puzzle);
      shown = {
        id: puzzle.id,
        title: puzzle.title,
        description: puzzle.description,
        puzzle_type: puzzle.type,
        difficulty: puzzle.difficulty,
        initial_board_state: boardStateOf(start),
        side_to_move: start.turn,
        goal: puzzle.goalText,
        goal_rule: puzzle.goal,
        max_moves: puzzle.goal.moves,
        hints_available: puzzle.hints.length,
      };
      this.wire.set(puzzle.id, shown);
    }
    return { ...shown, date };
  }

  private publishedAsOf(today: string): ReadonlyMap<string, string> {
    if (this.published?.today !== today) {
      const days = new Map<string, string>();
      if (today >= DAILY_LAUNCH_DAY) {
        for (const puzzle of this.bank) {
          const day = lastDayOf(this.bank, puzzle.id, today);
          if (day !== null && day >= DAILY_LAUNCH_DAY) days.set(puzzle.id, day);
        }
      }
      this.published = { today, days };
    }
    return this.published.days;
  }
}
