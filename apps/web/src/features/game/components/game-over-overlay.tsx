// The game-over overlay: the result, why, the statistics, rematch and back to the lobby. The
// figures are the game's own, the same for every viewer: the duration from the server's start and
// end of the game (an AI game's from its own), moves as full moves (one by each side), and the
// pieces captured by each side.
import { spectatorAnalyticsSchema, type GameState, type WireColor } from '@checkers/protocol';
import { useEffect, useState } from 'react';
import { DialogShell } from '../../../components/modal';
import { api } from '../../../lib/api';
import type { GameResultStats } from '../../../stores/app-store';
import { AI_ROOM } from '../ai/local-game';
import { formatDuration, fullMoves, gameOverText } from '../game-over-text';

export interface GameOverOverlayProps {
  readonly state: GameState;
  readonly color: WireColor | null;
  readonly isSpectator: boolean;
  /** This page's record of the game: its duration is used for AI games (and if the server is silent). */
  readonly stats: GameResultStats | null;
  readonly rematchLabel: string;
  readonly rematchWaiting: boolean;
  /** The opponent has asked for a rematch: the button accepts it. */
  readonly rematchOffered?: boolean;
  readonly onRematch: (() => void) | null;
  readonly onLobby: () => void;
  /** The way out's text: `Back to tournament` for a tournament's game. */
  readonly lobbyLabel?: string;
  readonly onClose: () => void;
}

/**
 * How long the game lasted: an AI game's own figure; an online game's from the server
 * (GET /api/spectate/analytics/{code}: from its start to its end, whenever the viewer arrived).
 * Undefined while the server's answer is on its way.
 */
export function useGameDuration(state: GameState, stats: GameResultStats | null): number | undefined {
  const online = state.roomCode !== AI_ROOM;
  const [served, setServed] = useState<{ code: string; ms: number | null } | null>(null);
  useEffect(() => {
    if (!online || !state.isGameOver) return;
    let live = true;
    const code = state.roomCode;
    api
      .get(`/api/spectate/analytics/${encodeURIComponent(code)}`, { attempts: 2 })
      .then((reply) => {
        const parsed = spectatorAnalyticsSchema.safeParse(reply);
        if (live) setServed({ code, ms: parsed.success ? parsed.data.duration_ms : null });
      })
      .catch(() => {
        if (live) setServed({ code, ms: null });
      });
    return () => {
      live = false;
    };
  }, [online, state.roomCode, state.isGameOver]);
  if (!online) return stats?.duration ?? 0;
  if (served === null || served.code !== state.roomCode) return undefined;
  return served.ms ?? stats?.duration ?? 0;
}

export function GameOverOverlay(props: GameOverOverlayProps) {
  const { state, color, isSpectator, stats } = props;
  const duration = useGameDuration(state, stats);
  const text = gameOverText(state, color, isSpectator);
  if (text === null) return null;
  return (
    <DialogShell
      labelledBy="game-over-title"
      onClose={props.onClose}
      closeOnBackdrop={false}
      testId="game-over"
    >
      <h2 id="game-over-title" tabIndex={-1} data-autofocus>
        {text.title}
      </h2>
      {text.reason ? <p className="game-over__reason">{text.reason}</p> : null}
      <dl className="stats">
        <div>
          <dt>Duration</dt>
          <dd data-testid="game-over-duration">{duration === undefined ? '…' : formatDuration(duration)}</dd>
        </div>
        <div>
          <dt>Moves</dt>
          <dd data-testid="game-over-moves">{fullMoves(state.moveCount)}</dd>
        </div>
        <div>
          <dt>Captures</dt>
          <dd data-testid="game-over-captures" className="stats__captures">
            <span>Black {state.captures.black}</span> · <span>Red {state.captures.red}</span>
          </dd>
        </div>
      </dl>
      {props.onRematch && props.rematchWaiting ? (
        <p className="game-over__rematch" role="status">
          Waiting for opponent to accept rematch...
        </p>
      ) : null}
      {props.onRematch && props.rematchOffered && !props.rematchWaiting ? (
        <p className="game-over__rematch" role="status">
          Your opponent wants a rematch
        </p>
      ) : null}
      <div className="row" style={{ justifyContent: 'center' }}>
        {props.onRematch ? (
          <button type="button" className="btn" disabled={props.rematchWaiting} onClick={props.onRematch}>
            {props.rematchOffered && !props.rematchWaiting ? 'Accept rematch' : props.rematchLabel}
          </button>
        ) : null}
        <button type="button" className="btn btn--secondary" onClick={props.onLobby}>
          {props.lobbyLabel ?? 'Back to Lobby'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={props.onClose}>
          View board
        </button>
      </div>
    </DialogShell>
  );
}
