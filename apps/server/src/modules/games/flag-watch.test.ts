// The flag timers under fake time, and the flag sweep over a made-up set of due games: batch after
// batch while they come back full, each game looked at once a sweep, and a game the sweep could not
// settle left for the next sweep.
import { describe, expect, it, vi } from 'vitest';
import { FlagWatch } from './flag-watch.js';

/** Due games as a store would list them: `pending` in order, the first `limit` of them. */
function dueList(pending: string[]) {
  const asked: number[] = [];
  return {
    asked,
    due: async (_now: Date, limit: number): Promise<string[]> => {
      asked.push(limit);
      return pending.slice(0, limit);
    },
  };
}

describe('the flag sweep', () => {
  it('takes batch after batch while they come back full, each game once', async () => {
    const pending = Array.from({ length: 450 }, (_, i) => `G${i}`);
    const { due, asked } = dueList(pending);
    const fell: string[] = [];
    // Each look settles the game (ended or given a later bound): it leaves the due list.
    const watch = new FlagWatch(async (code) => {
      fell.push(code);
      pending.splice(pending.indexOf(code), 1);
    }, due);
    await watch.sweep();
    expect(fell).toHaveLength(450);
    expect(new Set(fell).size).toBe(450);
    expect(asked).toHaveLength(3);
  });

  it('stops when a batch brings back a game it already looked at', async () => {
    // Nothing is settled: the same 200 come back; the sweep looks at them once and stops.
    const pending = Array.from({ length: 200 }, (_, i) => `G${i}`);
    const { due, asked } = dueList(pending);
    const fell: string[] = [];
    const watch = new FlagWatch(async (code) => void fell.push(code), due);
    await watch.sweep();
    expect(fell).toHaveLength(200);
    expect(asked).toHaveLength(2);
  });

  it('goes on past a game whose check fails, and reports it', async () => {
    const { due } = dueList(['A', 'B', 'C']);
    const fell: string[] = [];
    const warned: (string | undefined)[] = [];
    const watch = new FlagWatch(
      async (code) => {
        if (code === 'B') throw new Error('lost');
        fell.push(code);
      },
      due,
      (_error, code) => warned.push(code),
    );
    await watch.sweep();
    expect(fell).toEqual(['A', 'C']);
    expect(warned).toEqual(['B']);
  });
});

describe('the flag timers', () => {
  it('let each game fall at its latest deadline, under one timer', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const fell: [string, number][] = [];
      const watch = new FlagWatch(
        async (code) => void fell.push([code, Date.now()]),
        async () => [],
      );
      watch.watch('A', 1_000_300);
      watch.watch('B', 1_000_100);
      watch.watch('C', 1_000_200);
      // A move moves a deadline, later or sooner; a game that ends leaves.
      watch.watch('B', 1_000_400);
      watch.watch('A', 1_000_050);
      watch.watch('C', null);
      expect(watch.size).toBe(2);
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      // Each falls a few ms past its deadline (the timers' slack), never before it.
      expect(fell.map(([code]) => code)).toEqual(['A', 'B']);
      expect(fell[0]![1]).toBeGreaterThanOrEqual(1_000_050);
      expect(fell[0]![1]).toBeLessThan(1_000_100);
      expect(fell[1]![1]).toBeGreaterThanOrEqual(1_000_400);
      expect(fell[1]![1]).toBeLessThan(1_000_450);
      expect(watch.size).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops with nothing left armed', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const fell: string[] = [];
      const watch = new FlagWatch(
        async (code) => void fell.push(code),
        async () => [],
      );
      watch.watch('A', 100);
      await watch.stop();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(fell).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
