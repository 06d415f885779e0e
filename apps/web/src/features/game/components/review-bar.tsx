// The bar above a board that is looked at rather than played: its title, Flip board and Back to
// Lobby (the game review and the analysis board).
import type { ReactNode } from 'react';

interface ReviewBarProps {
  readonly title: string;
  readonly onFlip: () => void;
  readonly onLobby: () => void;
  /** A line under the bar (a ballot game's ballot). */
  readonly below?: ReactNode;
}

export function ReviewBar({ title, onFlip, onLobby, below }: ReviewBarProps) {
  return (
    <div className="game__bar">
      <h2 className="game__title">{title}</h2>
      <div className="row">
        <button type="button" className="btn btn--small btn--secondary" onClick={onFlip}>
          Flip board
        </button>
        <button type="button" className="btn btn--small btn--secondary" onClick={onLobby}>
          Back to Lobby
        </button>
      </div>
      {below}
    </div>
  );
}
