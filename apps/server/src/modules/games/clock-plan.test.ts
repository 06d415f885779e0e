// The clock arithmetic alone: increments, the lag credit and its bound, first moves, correspondence.
import type { TimedControl } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import type { StoredClock } from '../rooms/index.js';
import {
  MAX_LAG_CREDIT_MS,
  deadlineOf,
  earliestFlagOf,
  lagGainMs,
  stopClock,
  timeMove,
  wireClock,
} from './clock-plan.js';

const blitz: TimedControl = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };
const bullet: TimedControl = { kind: 'clock', initialSeconds: 60, incrementSeconds: 0 };
const daily: TimedControl = { kind: 'correspondence', daysPerMove: 2 };
const T0 = 1_800_000_000_000;
const start: StoredClock = { r: 180_000, b: 180_000, t: T0 };

const moved = (timing: ReturnType<typeof timeMove>): StoredClock => {
  if (timing.flagged) throw new Error('flagged');
  return timing.clock;
};

describe('a move on the clock', () => {
  it('costs nothing for either first move, then the time taken less the lag, plus the increment', () => {
    const afterBlack = moved(timeMove(blitz, start, 0, 'black', T0 + 20_000));
    expect(afterBlack).toMatchObject({ r: 180_000, b: 180_000, t: T0 + 20_000 });
    const afterRed = moved(timeMove(blitz, afterBlack, 1, 'red', T0 + 45_000));
    expect(afterRed).toMatchObject({ r: 180_000, b: 180_000, t: T0 + 45_000 });
    // Black thinks 10 s by its own measure; the server saw 10.3 s: 0.3 s of lag is credited.
    const timing = timeMove(blitz, afterRed, 2, 'black', T0 + 55_300, 10_000);
    expect(timing).toMatchObject({ flagged: false, spentMs: 10_000, creditMs: 300 });
    expect(moved(timing).b).toBe(180_000 - 10_000 + 2_000);
    expect(moved(timing).r).toBe(180_000);
  });

  it('credits a client that claims to move in 0 ms no more than its quota, which refills by one gain a move', () => {
    const gain = lagGainMs(blitz);
    expect(gain).toBe(1_000);
    let clock: StoredClock = { ...start, t: T0 };
    let now = T0;
    let credited = 0;
    for (let ply = 2; ply < 40; ply += 2) {
      now += 5_000;
      const timing = timeMove(blitz, clock, ply, 'black', now, 0);
      if (timing.flagged) throw new Error('flagged');
      expect(timing.creditMs).toBeLessThanOrEqual(MAX_LAG_CREDIT_MS);
      credited += timing.creditMs;
      // Red's move, honest and instant, keeps the turn order.
      clock = moved(timeMove(blitz, timing.clock, ply + 1, 'red', now, 0));
    }
    const moves = 19;
    // Never the 5 s claimed each time: the first quota (3 gains) plus one gain per move at most.
    expect(credited).toBeLessThanOrEqual(3 * gain + moves * gain);
    expect(credited).toBeLessThan(moves * 5_000);
    expect(clock.q?.[1]).toBeLessThanOrEqual(7 * gain);
  });

  it('credits a client that reports nothing its earlier lag, within the quota', () => {
    const first = timeMove(blitz, start, 2, 'black', T0 + 3_400, 3_000);
    expect(first).toMatchObject({ flagged: false, creditMs: 400 });
    const clock = moved(timeMove(blitz, moved(first), 3, 'red', T0 + 5_000, 1_600));
    const silent = timeMove(blitz, clock, 4, 'black', T0 + 9_000);
    expect(silent).toMatchObject({ flagged: false, creditMs: 400 });
  });

  it('flags the mover whose time ran out, lag credit and all', () => {
    const low: StoredClock = { r: 60_000, b: 2_000, t: T0 };
    expect(timeMove(bullet, low, 4, 'black', T0 + 2_100, 2_050).flagged).toBe(true);
    // A bounded grace: the flag waits for the credit the mover could still get.
    expect(deadlineOf(bullet, low, 4, 'black')).toBe(T0 + 2_000 + Math.min(3 * lagGainMs(bullet), 2_000));
    expect(timeMove(bullet, low, 4, 'black', T0 + 2_500, 1_900).flagged).toBe(false);
  });

  it('gives each first move its own limit', () => {
    expect(timeMove(blitz, start, 0, 'black', T0 + 30_001).flagged).toBe(true);
    expect(deadlineOf(blitz, start, 1, 'red')).toBe(T0 + 30_000);
  });
});

describe('correspondence', () => {
  it('gives the player to move its days for each move, afresh', () => {
    const days = 2 * 86_400_000;
    const clock: StoredClock = { r: days, b: days, t: T0 };
    const after = moved(timeMove(daily, clock, 6, 'black', T0 + days - 1));
    expect(after).toMatchObject({ r: days, b: days, t: T0 + days - 1 });
    expect(timeMove(daily, clock, 6, 'black', T0 + days + 1).flagged).toBe(true);
    expect(deadlineOf(daily, clock, 6, 'black')).toBe(T0 + days);
  });
});

describe('the wire clock', () => {
  it('runs the side to move down, and shows the first-move time before the clocks start', () => {
    expect(wireClock(blitz, start, 0, 'black', 'active', T0 + 4_000)).toEqual({
      control: blitz,
      red: 180_000,
      black: 180_000,
      running: null,
      firstMoveMs: 26_000,
      serverNow: T0 + 4_000,
    });
    expect(wireClock(blitz, start, 5, 'red', 'active', T0 + 4_000)).toMatchObject({
      red: 176_000,
      black: 180_000,
      running: 'red',
      firstMoveMs: null,
    });
    const stopped = stopClock(blitz, start, 5, 'red', T0 + 4_000);
    expect(wireClock(blitz, stopped, 5, 'red', 'finished', T0 + 9_000)).toMatchObject({
      red: 176_000,
      running: null,
    });
  });
});

describe('the flag sweep’s bound', () => {
  // A small deterministic generator: the games below are the same on every run.
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it('lies at or before every flag the game can reach from where it was computed', () => {
    for (const [control, seed] of [
      [blitz, 1],
      [bullet, 2],
      [daily, 3],
      [{ kind: 'clock', initialSeconds: 15, incrementSeconds: 0 } as TimedControl, 4],
    ] as const) {
      const next = random(seed);
      for (let game = 0; game < 40; game++) {
        let clock: StoredClock = { r: 0, b: 0, t: T0 };
        clock = { ...clock, r: control.kind === 'clock' ? control.initialSeconds * 1000 : 0 };
        clock = { ...clock, b: clock.r };
        let now = T0;
        let turn: 'red' | 'black' = 'black';
        let highest = -Infinity;
        for (let plies = 0; plies < 60; plies++) {
          // The move comes at a random moment of the turn; a bound is computed at a random moment
          // before it (a bound is stored only while the room is at the version it was read at).
          const deadline = deadlineOf(control, clock, plies, turn);
          now = clock.t + Math.floor((deadline - clock.t) * next() * 0.95);
          // Every bound computed so far (the highest of them) holds for this turn's flag.
          expect(Math.max(highest, 0)).toBeLessThanOrEqual(deadline);
          const seenAt = clock.t + (now - clock.t) * next();
          highest = Math.max(highest, earliestFlagOf(control, clock, plies, turn, seenAt));
          expect(highest).toBeLessThanOrEqual(deadline);
          const timing = timeMove(control, clock, plies, turn, now, next() < 0.3 ? undefined : 0);
          if (timing.flagged) break;
          clock = timing.clock;
          turn = turn === 'red' ? 'black' : 'red';
        }
      }
    }
  });

  it('is the first move’s limit at the start, and moves ahead with the shortest time left', () => {
    expect(earliestFlagOf(blitz, start, 0, 'black', T0)).toBe(T0 + 30_000);
    const late: StoredClock = { r: 20_000, b: 90_000, t: T0 };
    // Black to move with 90 s; red's 20 s bound any later turn.
    expect(earliestFlagOf(blitz, late, 10, 'black', T0 + 5_000)).toBe(T0 + 5_000 + 20_000);
    // Red to move with 20 s: its own turn's end comes first.
    expect(earliestFlagOf(blitz, late, 11, 'red', T0 + 5_000)).toBe(T0 + 20_000);
  });
});
