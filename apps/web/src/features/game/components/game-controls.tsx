// The game's controls: cancel a jump preview, resign, the draw offer and its answer, the abandonment
// claim with its countdown, the opponent's rematch request, and back to the lobby.
import type { GameState, WireColor } from '@checkers/protocol';
import { useClaimCountdown } from '../hooks/use-claim-countdown';
import type { GameActions } from '../hooks/game-actions';

export interface GameControlsProps {
  readonly state: GameState;
  readonly color: WireColor | null;
  readonly isSpectator: boolean;
  readonly actions: GameActions;
  readonly previewing: boolean;
  readonly onCancelPreview: () => void;
  readonly onResign: () => void;
  /** When the opponent's connection closed (this page's clock), or null while present. */
  readonly opponentAwaySince: number | null;
  /** How long after that the server accepts a claim. */
  readonly claimAfterMs?: number;
  /** The opponent asked for a rematch and waits. */
  readonly rematchOffered: boolean;
  /** This player asked for a rematch and waits. */
  readonly rematchWaiting: boolean;
  readonly onLobby: () => void;
  /** The way out's text: `Back to tournament` for a tournament's game. */
  readonly lobbyLabel?: string;
  /** Back to Lobby while the game runs too: a game against the AI stays saved for later. */
  readonly leaveWhileRunning?: boolean;
  /** Turns the board round (the other side at the bottom). */
  readonly onFlip: () => void;
}

const formatSeconds = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function GameControls(props: GameControlsProps) {
  const { state, color, isSpectator, actions } = props;
  const claimIn = useClaimCountdown(props.opponentAwaySince, props.claimAfterMs);
  const player = !isSpectator && color !== null;
  const running = !state.isGameOver && state.status === 'active';
  const drawOffered = state.drawOfferedBy !== null;
  const offeredToMe = drawOffered && state.drawOfferedBy !== color;

  return (
    <div className="game__controls">
      {props.previewing ? (
        <button type="button" className="btn btn--secondary" onClick={props.onCancelPreview}>
          Cancel jump
        </button>
      ) : null}
      {player && running ? (
        <button type="button" className="btn btn--danger" onClick={props.onResign}>
          Resign
        </button>
      ) : null}
      {player && running && actions.draw && !drawOffered ? (
        <button type="button" className="btn btn--secondary" onClick={() => void actions.draw?.('offer')}>
          Offer draw
        </button>
      ) : null}
      {player && running && drawOffered && !offeredToMe ? <span className="pill">Draw offered</span> : null}
      {player && running && offeredToMe ? (
        <span className="row" role="group" aria-label="Draw offer">
          <span className="pill">Your opponent offers a draw</span>
          <button type="button" className="btn" onClick={() => void actions.draw?.('accept')}>
            Accept draw
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => void actions.draw?.('decline')}>
            Decline
          </button>
        </span>
      ) : null}
      {player && running && claimIn !== null && actions.claimWin ? (
        <span className="claim" role="group" aria-label="Opponent away">
          <span className="pill" role="status">
            {claimIn > 0
              ? `Your opponent left the game - you can claim the win in ${formatSeconds(claimIn)}`
              : 'Your opponent left the game'}
          </span>
          <button
            type="button"
            className="btn"
            disabled={claimIn > 0}
            onClick={() => void actions.claimWin?.()}
          >
            Claim win
          </button>
        </span>
      ) : null}
      {player && !running && props.rematchOffered && !props.rematchWaiting ? (
        <span className="claim" role="group" aria-label="Rematch request">
          <span className="pill" role="status">
            Your opponent wants a rematch
          </span>
          <button type="button" className="btn" onClick={() => void actions.rematch()}>
            Accept rematch
          </button>
        </span>
      ) : null}
      {player && !running && props.rematchWaiting ? (
        <span className="pill" role="status">
          Waiting for opponent to accept rematch...
        </span>
      ) : null}
      <button type="button" className="btn btn--secondary" onClick={props.onFlip}>
        Flip board
      </button>
      {!running || isSpectator || props.leaveWhileRunning === true ? (
        <button type="button" className="btn btn--secondary" onClick={props.onLobby}>
          {props.lobbyLabel ?? 'Back to Lobby'}
        </button>
      ) : null}
    </div>
  );
}
