// The flag timers' queue against the obvious model (a map, sorted when asked), over random changes.
import { describe, expect, it } from 'vitest';
import { DeadlineQueue } from './deadline-queue.js';

/** A small deterministic generator, so a failure can be replayed. */
function randoms(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the deadline queue', () => {
  it('gives the due keys soonest first, whatever was set, moved and deleted before', () => {
    const random = randoms(7);
    const queue = new DeadlineQueue();
    const model = new Map<string, number>();
    let now = 1_800_000_000_000;
    for (let step = 0; step < 20_000; step++) {
      const key = `G${Math.floor(random() * 300)}`;
      const roll = random();
      if (roll < 0.6) {
        const deadline = now + Math.floor(random() * 10_000);
        queue.set(key, deadline);
        model.set(key, deadline);
      } else if (roll < 0.75) {
        queue.delete(key);
        model.delete(key);
      } else {
        now += Math.floor(random() * 2_000);
        const expected = [...model]
          .filter(([, at]) => at <= now)
          .sort((a, b) => a[1] - b[1])
          .map(([k]) => k);
        const due = queue.takeDue(now);
        // Equal deadlines may come in either order: compare the deadlines' order and the set.
        expect(due.map((k) => model.get(k))).toEqual(expected.map((k) => model.get(k)));
        expect(new Set(due)).toEqual(new Set(expected));
        for (const k of due) model.delete(k);
      }
      expect(queue.size).toBe(model.size);
      const soonest = model.size === 0 ? undefined : Math.min(...model.values());
      expect(queue.soonest()).toBe(soonest);
      expect(queue.deadlineOf(key)).toBe(model.get(key));
    }
  });

  it('moves a key instead of holding it twice', () => {
    const queue = new DeadlineQueue();
    queue.set('A', 300);
    queue.set('B', 200);
    queue.set('A', 100);
    expect(queue.size).toBe(2);
    expect(queue.takeDue(150)).toEqual(['A']);
    queue.set('B', 500);
    expect(queue.takeDue(400)).toEqual([]);
    expect(queue.takeDue(500)).toEqual(['B']);
    expect(queue.size).toBe(0);
    queue.delete('B');
    expect(queue.soonest()).toBeUndefined();
  });
});
