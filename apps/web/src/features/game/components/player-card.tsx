// One player in the side panel: colour, name, rating (and its change once the game is rated),
// whether they are connected, the pieces they have captured, and the clock of a timed game.
import type { WireColor } from '@checkers/protocol';
import type { ReactNode } from 'react';
import './player-card.css';

export interface PlayerCardProps {
  readonly color: WireColor;
  readonly name: string;
  /** The rating as the game began, or null for guests and the AI. */
  readonly rating: number | null;
  /** The change the game made to it, once rated. */
  readonly ratingDelta: number | null;
  /** Null where connection does not apply (the AI, yourself offline play). */
  readonly connected: boolean | null;
  /** Opponent pieces this player has taken. */
  readonly captured: number;
  readonly toMove: boolean;
  readonly isYou: boolean;
  /** The side's clock (timed games). */
  readonly clock?: ReactNode;
}

const colourName = (color: WireColor): string => (color === 'red' ? 'Red' : 'Black');
const captive = (color: WireColor): WireColor => (color === 'red' ? 'black' : 'red');

function signed(delta: number): string {
  const rounded = Math.round(delta);
  return rounded > 0 ? `+${rounded}` : rounded === 0 ? '±0' : `${rounded}`;
}

export function PlayerCard(props: PlayerCardProps) {
  const { color, name, rating, ratingDelta, connected, captured, toMove, isYou, clock } = props;
  // The AI game already names the human "You".
  const you = isYou && name !== 'You';
  const label = `${colourName(color)}: ${name}${you ? ' (you)' : ''}`;
  return (
    <section
      className={`player-card player-card--${color}${toMove ? ' player-card--to-move' : ''}${clock !== undefined ? ' player-card--timed' : ''}`}
      aria-label={label}
      data-testid={`player-${color}`}
    >
      <span className={`player-card__chip player-card__chip--${color}`} aria-hidden="true" />
      <div className="player-card__who">
        {/* The whole name on hover (and for a name too long for a phone's card). */}
        <span className="player-card__name" title={`${name}${you ? ' (you)' : ''}`}>
          {name}
          {you ? <span className="player-card__you"> (you)</span> : null}
        </span>
        <span className="player-card__meta">
          {colourName(color)}
          {rating !== null ? ` · ${Math.round(rating)}` : ''}
          {ratingDelta !== null ? (
            <span
              className={`player-card__delta${ratingDelta >= 0 ? ' player-card__delta--up' : ' player-card__delta--down'}`}
              data-testid={`rating-delta-${color}`}
            >
              {' '}
              {signed(ratingDelta)}
            </span>
          ) : null}
        </span>
      </div>
      {connected !== null ? (
        <span
          className={`player-card__link${connected ? ' player-card__link--on' : ''}`}
          title={connected ? 'Connected' : 'Disconnected'}
        >
          <span aria-hidden="true">●</span>
          <span className="visually-hidden">{connected ? 'Connected' : 'Disconnected'}</span>
        </span>
      ) : null}
      <span
        className="player-card__captured"
        role="img"
        aria-label={`Captured ${captured}`}
        title={`Captured ${captured}`}
      >
        {Array.from({ length: Math.min(captured, 12) }, (_, i) => (
          <span key={i} className={`player-card__captive player-card__captive--${captive(color)}`} />
        ))}
        {captured > 0 ? <span className="player-card__count">{captured}</span> : null}
      </span>
      {clock}
    </section>
  );
}
