// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { GameClock } from '@checkers/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameClockView, type GameClockProps } from './game-clock';

const playSound = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../lib/sound', () => ({ playSound }));

const T0 = 1_700_000_000_000;
const control = { kind: 'clock', initialSeconds: 30, incrementSeconds: 0 } as const;
const clock = (patch: Partial<GameClock> = {}): GameClock => ({
  control,
  red: 30_000,
  black: 12_400,
  running: 'black',
  firstMoveMs: null,
  serverNow: T0,
  ...patch,
});

const props = (patch: Partial<GameClockProps> = {}): GameClockProps => ({
  clock: clock(),
  receivedAt: T0,
  side: 'black',
  toMove: true,
  over: false,
  own: true,
  ...patch,
});

/** Time passes in steps, each rendered (the next timeout is set by the render of the last). */
const advance = (ms: number): void => {
  for (let gone = 0; gone < ms; gone += 50) act(() => vi.advanceTimersByTime(Math.min(50, ms - gone)));
};

const shown = (name = 'Black clock'): string => screen.getByRole('timer', { name }).textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
  playSound.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a game clock', () => {
  it('is a timer named by its side, highlighted while it runs, ticking each second', () => {
    const { rerender } = render(<GameClockView {...props({ clock: clock({ black: 25_000 }) })} />);
    const timer = screen.getByRole('timer', { name: 'Black clock' });
    expect(timer.textContent).toBe('0:25');
    expect(timer.className).toContain('game-clock--running');
    advance(1_000);
    expect(shown()).toBe('0:24');
    advance(3_000);
    expect(shown()).toBe('0:21');
    // The other side's clock stands still.
    rerender(<GameClockView {...props({ side: 'red', toMove: false })} />);
    advance(5_000);
    expect(shown('Red clock')).toBe('0:30');
    expect(screen.getByRole('timer', { name: 'Red clock' }).className).not.toContain('running');
  });

  it('shows tenths under 10 s, and is corrected by each new clock from the server', () => {
    const { rerender } = render(<GameClockView {...props()} />);
    expect(shown()).toBe('0:12');
    advance(2_500);
    expect(shown()).toBe('0:09.9');
    advance(300);
    expect(shown()).toBe('0:09.6');
    // A move event: black moved with 9.1 s left plus nothing, red runs now.
    const now = Date.now();
    rerender(
      <GameClockView
        {...props({
          clock: clock({ black: 9_100, running: 'red', serverNow: now }),
          receivedAt: now,
          toMove: false,
        })}
      />,
    );
    expect(shown()).toBe('0:09.1');
    advance(2_000);
    expect(shown()).toBe('0:09.1');
    // Black's turn again: 8.4 s left on the server as it arrives.
    const later = Date.now();
    rerender(
      <GameClockView {...props({ clock: clock({ black: 8_400, serverNow: later }), receivedAt: later })} />,
    );
    expect(shown()).toBe('0:08.4');
    advance(400);
    expect(shown()).toBe('0:08.0');
  });

  it('turns to the warning colour under the threshold and sounds once for one’s own clock', () => {
    render(<GameClockView {...props({ clock: clock({ black: 11_000 }) })} />);
    const timer = () => screen.getByRole('timer', { name: 'Black clock' });
    expect(timer().className).not.toContain('game-clock--low');
    advance(1_200);
    expect(timer().className).toContain('game-clock--low');
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenCalledWith('lowTime');
    advance(3_000);
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('is silent for the opponent’s clock, and for a clock already low when shown', () => {
    const { rerender } = render(
      <GameClockView {...props({ clock: clock({ black: 10_500 }), own: false })} />,
    );
    advance(1_000);
    expect(screen.getByRole('timer', { name: 'Black clock' }).className).toContain('game-clock--low');
    rerender(<GameClockView {...props({ clock: clock({ black: 5_000 }), side: 'red', toMove: false })} />);
    cleanup();
    render(<GameClockView {...props({ clock: clock({ black: 5_000 }) })} />);
    advance(1_000);
    expect(playSound).not.toHaveBeenCalled();
  });

  it('stops at the server’s final values when the game ends', () => {
    const { rerender } = render(<GameClockView {...props()} />);
    advance(2_000);
    expect(shown()).toBe('0:10');
    const now = Date.now();
    rerender(
      <GameClockView
        {...props({ clock: clock({ black: 0, running: null, serverNow: now }), receivedAt: now, over: true })}
      />,
    );
    expect(shown()).toBe('0:00.0');
    advance(5_000);
    expect(shown()).toBe('0:00.0');
    expect(screen.getByRole('timer', { name: 'Black clock' }).className).not.toContain('running');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts down the first move of the side to move while the clocks stand', () => {
    const first = clock({ red: 30_000, black: 30_000, running: null, firstMoveMs: 30_000 });
    render(<GameClockView {...props({ clock: first })} />);
    expect(shown()).toBe('0:30');
    expect(screen.getByTestId('first-move-black').textContent).toBe('First move: 0:30');
    advance(5_000);
    expect(screen.getByTestId('first-move-black').textContent).toBe('First move: 0:25');
    expect(shown()).toBe('0:30');
  });

  it('shows days and hours by correspondence', () => {
    const days = clock({
      control: { kind: 'correspondence', daysPerMove: 3 },
      black: 2 * 86_400_000 + 7_200_000,
    });
    render(<GameClockView {...props({ clock: days })} />);
    expect(shown()).toBe('2d 2h');
  });
});
