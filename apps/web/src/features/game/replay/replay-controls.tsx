// Replay controls: first, previous, next and last move, play and pause (one step every 2 s), a
// slider over every position with its `n / total` label, and "Back to live" when a running game is
// shown behind its latest move.
import { useId } from 'react';
import type { Replay } from './use-replay';
import './replay.css';

export interface ReplayControlsProps {
  readonly replay: Replay;
}

export function ReplayControls({ replay }: ReplayControlsProps) {
  const { ply, total, playing } = replay;
  const sliderId = useId();
  const position = `${ply} / ${total}`;
  return (
    <div className="replay-controls" role="group" aria-label="Replay">
      <div className="replay-controls__buttons">
        <button type="button" aria-label="First move" disabled={ply === 0} onClick={replay.first}>
          <span aria-hidden="true">«</span>
        </button>
        <button type="button" aria-label="Previous move" disabled={ply === 0} onClick={replay.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        {playing ? (
          <button type="button" aria-label="Pause replay" onClick={replay.pause}>
            <span aria-hidden="true">❚❚</span>
          </button>
        ) : (
          <button type="button" aria-label="Play replay" disabled={total === 0} onClick={replay.play}>
            <span aria-hidden="true">▶</span>
          </button>
        )}
        <button type="button" aria-label="Next move" disabled={ply >= total} onClick={replay.next}>
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" aria-label="Last move" disabled={ply >= total} onClick={replay.last}>
          <span aria-hidden="true">»</span>
        </button>
      </div>
      <div className="replay-controls__position">
        <input
          id={sliderId}
          type="range"
          min={0}
          max={total}
          step={1}
          value={ply}
          aria-label="Replay position"
          aria-valuetext={position}
          onChange={(event) => replay.goTo(Number(event.target.value))}
        />
        {/* Not an <output>: that is a live region, and playing would announce every step. */}
        <label htmlFor={sliderId} className="replay-controls__label">
          {position}
        </label>
      </div>
      {replay.behindLive && (
        <button type="button" className="replay-controls__live" onClick={replay.backToLive}>
          Back to live
        </button>
      )}
    </div>
  );
}
