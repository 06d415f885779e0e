// Which puzzle is the puzzle of a UTC day: the bank in a fixed, seeded order, one a day from the
// launch day, cycling through every puzzle before any repeats. A pure function of the bank and the
// date, so every node of the cluster serves the same puzzle without talking to the others.
import { createRandom, randomInt } from '@checkers/engine';
import type { BankPuzzle } from './puzzle.js';

/** The first day of the schedule: `lastDayOf` never names a day before it. */
export const LAUNCH_DAY = '2025-01-01';
// Seed of the schedule's order; changing it reshuffles every future day.
const SCHEDULE_SEED = 0x5eed_0018;
const DAY_MS = 86_400_000;

/** Days from 1970-01-01 of a `YYYY-MM-DD` date; throws a RangeError on anything else. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match !== null) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(y, m - 1, d);
    const back = new Date(ms);
    if (back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d) {
      return Math.round(ms / DAY_MS);
    }
  }
  throw new RangeError(`not a date (YYYY-MM-DD): ${JSON.stringify(date).slice(0, 40)}`);
}

/** The `YYYY-MM-DD` of a day number. */
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

const LAUNCH = dayNumber(LAUNCH_DAY);

// The schedule of one bank, computed once per bank array.
const schedules = new WeakMap<readonly BankPuzzle[], readonly BankPuzzle[]>();

/** The bank in schedule order: sorted by id (so file order does not matter), then shuffled by the seed. */
function scheduleOf(bank: readonly BankPuzzle[]): readonly BankPuzzle[] {
  let order = schedules.get(bank);
  if (order === undefined) {
    const sorted = [...bank].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const random = createRandom(SCHEDULE_SEED);
    for (let i = sorted.length - 1; i > 0; i--) {
      const j = randomInt(random, i + 1);
      [sorted[i], sorted[j]] = [sorted[j]!, sorted[i]!];
    }
    order = sorted;
    schedules.set(bank, order);
  }
  return order;
}

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** The puzzle of a UTC day (YYYY-MM-DD). Throws on an empty bank or a malformed date. */
export function puzzleOfDay(bank: readonly BankPuzzle[], date: string): BankPuzzle {
  if (bank.length === 0) throw new RangeError('the puzzle bank is empty');
  const order = scheduleOf(bank);
  return order[mod(dayNumber(date) - LAUNCH, order.length)]!;
}

/** The last day, at or before `onOrBefore` and not before the launch, whose puzzle is `puzzleId`; else null. */
export function lastDayOf(bank: readonly BankPuzzle[], puzzleId: string, onOrBefore: string): string | null {
  const order = scheduleOf(bank);
  const slot = order.findIndex((p) => p.id === puzzleId);
  if (slot < 0) return null;
  const last = dayNumber(onOrBefore) - LAUNCH;
  const day = last - mod(last - slot, order.length);
  return day < 0 ? null : dateOf(day + LAUNCH);
}
