import { describe, expect, it } from 'vitest';
import { LAUNCH_DAY, dateOf, dayNumber, lastDayOf, puzzleOfDay } from './daily.js';
import type { BankPuzzle } from './puzzle.js';

const bank = Array.from(
  { length: 37 },
  (_, i) => ({ id: `p${String(i + 1).padStart(4, '0')}` }) as BankPuzzle,
);
const day = (offset: number): string => dateOf(dayNumber(LAUNCH_DAY) + offset);

describe('puzzle of the day', () => {
  it('is the same for the same day, whatever the order of the bank', () => {
    const reversed = [...bank].reverse();
    for (let d = -5; d < 80; d++) expect(puzzleOfDay(reversed, day(d)).id).toBe(puzzleOfDay(bank, day(d)).id);
  });

  it('goes through the whole bank before repeating, then repeats in the same order', () => {
    const first = Array.from({ length: bank.length }, (_, d) => puzzleOfDay(bank, day(d)).id);
    expect(new Set(first).size).toBe(bank.length);
    const second = Array.from({ length: bank.length }, (_, d) => puzzleOfDay(bank, day(d + bank.length)).id);
    expect(second).toEqual(first);
    expect(first).not.toEqual(bank.map((p) => p.id)); // shuffled, not in id order
  });

  it('finds the last day a puzzle was published, never before the launch', () => {
    const today = day(100);
    const todays = puzzleOfDay(bank, today);
    expect(lastDayOf(bank, todays.id, today)).toBe(today);
    const yesterday = puzzleOfDay(bank, day(99));
    expect(lastDayOf(bank, yesterday.id, today)).toBe(day(99));
    for (const p of bank) {
      const last = lastDayOf(bank, p.id, today);
      expect(last).not.toBeNull();
      expect(puzzleOfDay(bank, last!).id).toBe(p.id);
      expect(dayNumber(today) - dayNumber(last!)).toBeLessThan(bank.length);
    }
    expect(lastDayOf(bank, puzzleOfDay(bank, day(5)).id, day(3))).toBeNull();
    expect(lastDayOf(bank, 'p9999', today)).toBeNull();
  });

  it('refuses a malformed date', () => {
    expect(() => puzzleOfDay(bank, '2025-02-30')).toThrow(RangeError);
    expect(() => puzzleOfDay(bank, 'today')).toThrow(RangeError);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dateOf(dayNumber('2024-02-29'))).toBe('2024-02-29');
  });
});
