// One side's clock in its player card: `role="timer"` named "Red clock", ticking locally from the
// last clock the server sent (timeouts aligned to the shown unit, as lichess does), the running side
// highlighted, the warning colour under the low-time threshold with the sound pack's warning once as
// one's own clock crosses it, and the first-move countdown for the side to move before both have
// moved. A finished game's clocks stand at the server's last values.
import type { GameClock, WireColor } from '@checkers/protocol';
import { useEffect, useRef, useState } from 'react';
import { playSound } from '../../../lib/sound';
import { firstMoveLeftMs, formatClock, lowTimeMs, nextTickMs, timeLeftMs } from './clock-model';
import './game-clock.css';

export interface GameClockProps {
  readonly clock: GameClock;
  /** When `clock` arrived (Date.now()). */
  readonly receivedAt: number;
  readonly side: WireColor;
  /** This side is to move (its first-move countdown shows until both have moved). */
  readonly toMove: boolean;
  readonly over: boolean;
  /** The viewer's own clock: it warns with a sound when it runs low. */
  readonly own: boolean;
}

const colourName = (color: WireColor): string => (color === 'red' ? 'Red' : 'Black');

export function GameClockView({ clock, receivedAt, side, toMove, over, own }: GameClockProps) {
  const [now, setNow] = useState(() => Date.now());
  const at = Math.max(now, receivedAt);
  const correspondence = clock.control.kind === 'correspondence';
  const running = !over && clock.running === side;
  const firstMove = !over && toMove ? firstMoveLeftMs(clock, receivedAt, at) : null;
  const left = timeLeftMs(clock, receivedAt, side, at);
  const ticking = running ? left : firstMove;

  // The next render is due when the shown text changes: each tenth under 10 s, else each second.
  useEffect(() => {
    if (ticking === null || ticking <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), nextTickMs(ticking, correspondence));
    return () => clearTimeout(timer);
  }, [ticking, correspondence]);

  const low = clock.control.kind !== 'untimed' && left < lowTimeMs(clock.control);
  // The warning sounds once as one's own running clock goes under the threshold; an increment that
  // lifts it above arms it again.
  const armed = useRef(!low);
  useEffect(() => {
    if (!low) {
      armed.current = true;
      return;
    }
    if (armed.current && running && own) void playSound('lowTime');
    armed.current = false;
  }, [low, running, own]);

  const classes = ['game-clock', running ? 'game-clock--running' : '', low ? 'game-clock--low' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className="game-clock__wrap">
      <span
        className={classes}
        role="timer"
        aria-label={`${colourName(side)} clock`}
        data-testid={`clock-${side}`}
      >
        {formatClock(left, correspondence)}
      </span>
      {firstMove !== null ? (
        <span
          className={`game-clock__first${firstMove < 10_000 && !correspondence ? ' game-clock__first--low' : ''}`}
          data-testid={`first-move-${side}`}
        >
          First move: {formatClock(firstMove, correspondence)}
        </span>
      ) : null}
    </span>
  );
}
