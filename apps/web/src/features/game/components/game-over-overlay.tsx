// The game-over overlay (core §2, §4): the result, why, the statistics, rematch and back to the lobby.
import { useEffect, useRef } from 'react';
import type { GameState, WireColor } from '@checkers/protocol';
import type { GameResultStats } from '../../../stores/app-store';
import { formatDuration, gameOverText } from '../game-over-text';

export interface GameOverOverlayProps {
  readonly state: GameState;
  readonly color: WireColor | null;
  readonly isSpectator: boolean;
  readonly stats: GameResultStats | null;
  readonly rematchLabel: string;
  readonly rematchWaiting: boolean;
  readonly onRematch: (() => void) | null;
  readonly onLobby: () => void;
  readonly onClose: () => void;
}

export function GameOverOverlay(props: GameOverOverlayProps) {
  const { state, color, isSpectator, stats } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = gameOverText(state, color, isSpectator);
  if (text === null) return null;
  return (
    <div className="overlay" role="presentation">
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="game-over-title"
        data-testid="game-over"
      >
        <h2 id="game-over-title" ref={heading} tabIndex={-1}>
          {text.title}
        </h2>
        {text.reason ? <p className="game-over__reason">{text.reason}</p> : null}
        <dl className="stats">
          <div>
            <dt>Duration</dt>
            <dd>{formatDuration(stats?.duration ?? 0)}</dd>
          </div>
          <div>
            <dt>Moves</dt>
            <dd>{stats?.moveCount ?? state.moveCount}</dd>
          </div>
          <div>
            <dt>Captures</dt>
            <dd>
              {stats?.captures ??
                (color === null ? state.captures.red + state.captures.black : state.captures[color])}
            </dd>
          </div>
        </dl>
        <div className="row" style={{ justifyContent: 'center' }}>
          {props.onRematch ? (
            <button type="button" className="btn" disabled={props.rematchWaiting} onClick={props.onRematch}>
              {props.rematchLabel}
            </button>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={props.onLobby}>
            Back to Lobby
          </button>
          <button type="button" className="btn btn--secondary" onClick={props.onClose}>
            View board
          </button>
        </div>
      </div>
    </div>
  );
}
