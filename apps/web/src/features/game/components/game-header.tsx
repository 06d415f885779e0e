// Above the board: own colour (or spectating), whose turn it is, the time control of a timed game,
// spectators and the connection; under them, the event the game belongs to (a tournament's line,
// composed by the app) and the ballot of a game started from one.
import type { ReactNode } from 'react';
import { formatTimeControl } from '@checkers/protocol';
import { useAppStore } from '../../../stores/app-store';
import { casualText } from '../game-over-text';
import { BallotLine } from './ballot-line';

const colourName = (color: string): string => (color === 'red' ? 'Red' : 'Black');

/** An AI level's name as the difficulty dialog shows it ('llama-master' is 'Llama Master'). */
export const aiLevelName = (level: string): string =>
  level
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export interface GameHeaderProps {
  /** What names the event the game is played in (a tournament's line), above the ballot. */
  readonly event?: ReactNode;
}

export function GameHeader({ event }: GameHeaderProps = {}) {
  const state = useAppStore((s) => s.game.state);
  const mode = useAppStore((s) => s.game.mode);
  const color = useAppStore((s) => s.room.playerColor);
  const isSpectator = useAppStore((s) => s.room.isSpectator);
  const roomCode = useAppStore((s) => s.room.roomCode);
  const roomControl = useAppStore((s) => s.room.timeControl);
  const aiLevel = useAppStore((s) => s.game.aiDifficulty);
  const network = useAppStore((s) => s.network);
  const setUi = useAppStore((s) => s.setUi);
  if (state === null) return null;

  const turnText = (() => {
    if (state.isGameOver) return 'Game over';
    if (isSpectator || color === null) return `${colourName(state.currentTurn)}'s turn`;
    if (state.currentTurn === color) return 'Your turn';
    return mode === 'ai' ? "AI's turn" : "Opponent's turn";
  })();
  // The clock's control once the game runs; the room's from the join reply before.
  const control = mode === 'online' ? (state.clock?.control ?? roomControl) : null;
  const myTurn = !isSpectator && !state.isGameOver && state.currentTurn === color;
  const connection =
    mode === 'ai'
      ? { text: 'Playing vs AI', ok: true }
      : !network.isOnline
        ? { text: 'Offline', ok: false }
        : network.isConnected
          ? {
              text: `Connected${network.latency === null ? '' : ` (${network.connectionQuality})`}`,
              ok: true,
            }
          : { text: network.connectionText || 'Connecting...', ok: false };

  return (
    <div className="game__bar">
      <div className="row">
        {isSpectator ? (
          <span className="pill" data-testid="role">
            You are spectating
          </span>
        ) : color !== null ? (
          <span className="pill" data-testid="role">
            You are {colourName(color)}
          </span>
        ) : null}
        {mode === 'ai' ? (
          <span className="pill" data-testid="ai-level">
            You vs AI ({aiLevelName(aiLevel ?? 'medium')})
          </span>
        ) : null}
        <span className={`pill${myTurn ? ' pill--turn' : ''}`} data-testid="turn" aria-live="polite">
          {turnText}
        </span>
        {control !== null && control.kind !== 'untimed' ? (
          <span
            className="pill pill--control"
            data-testid="time-control"
            aria-label={`Time control ${formatTimeControl(control)}`}
          >
            ⏱ {formatTimeControl(control)}
          </span>
        ) : null}
        {mode === 'online' ? (
          <span className="pill" data-testid="spectators" aria-label={`${state.spectatorCount} spectators`}>
            Spectators: {state.spectatorCount}
          </span>
        ) : null}
        {roomCode !== null ? <span className="pill">Room {roomCode}</span> : null}
        {mode === 'online' ? (
          <span className={`pill${state.rated ? ' pill--rated' : ''}`} data-testid="rated">
            {casualText(state) ?? 'Rated game'}
          </span>
        ) : null}
        <button
          type="button"
          className="btn btn--small btn--secondary"
          onClick={() => setUi({ leaderboardOpen: true })}
        >
          Leaderboard
        </button>
      </div>
      <span
        className={`connection ${connection.ok ? 'connection--ok' : 'connection--bad'}`}
        data-testid="connection"
        role="status"
      >
        ● {connection.text}
      </span>
      {event}
      <BallotLine ballot={state.ballot} />
    </div>
  );
}
