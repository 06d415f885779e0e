// The game section (core §2): header, board, controls, and the game-over overlay. The same screen
// plays online games and games against the AI; only the actions behind it differ.
import { useEffect, useState } from 'react';
import { Board } from '../../../components/board/board';
import { useAppStore } from '../../../stores/app-store';
import { leaveToLobby } from '../../../stores/session-actions';
import { useAiGame } from '../hooks/use-ai-game';
import { useBoardInteraction } from '../hooks/use-board-interaction';
import { useOnlineActions } from '../hooks/use-online-actions';
import { useTouchGestures } from '../hooks/use-touch-gestures';
import { GameHeader } from './game-header';
import { GameOverOverlay } from './game-over-overlay';

export function GameScreen() {
  const mode = useAppStore((s) => s.game.mode);
  const state = useAppStore((s) => s.game.state);
  const color = useAppStore((s) => s.room.playerColor);
  const isSpectator = useAppStore((s) => s.room.isSpectator);
  const result = useAppStore((s) => s.game.result);
  const announcement = useAppStore((s) => s.game.announcement);
  const status = useAppStore((s) => s.ui.statusMessage);
  const rematchRequested = useAppStore((s) => s.room.rematchRequested);
  const opponentAway = useAppStore((s) => s.room.opponentAway);
  const ai = useAiGame(mode === 'ai');
  const online = useOnlineActions();
  const actions = mode === 'ai' ? ai : online;
  const board = useBoardInteraction(actions);
  const gestures = useTouchGestures();
  const [confirmResign, setConfirmResign] = useState(false);
  const [overlayClosed, setOverlayClosed] = useState(false);

  useEffect(() => setOverlayClosed(false), [state?.isGameOver, state?.roomCode]);

  if (state === null) {
    return (
      <section className="game" aria-label="Game">
        <p className="status-line" role="status">
          {status || 'Loading game…'}
        </p>
      </section>
    );
  }

  const player = !isSpectator && color !== null;
  const running = !state.isGameOver && state.status === 'active';
  const drawOffered = state.drawOfferedBy !== null;
  const offeredToMe = drawOffered && state.drawOfferedBy !== color;

  return (
    <section className="game" aria-label="Game">
      <GameHeader />
      <div
        className="zoom"
        style={{ transform: `scale(${gestures.zoom}) translate(${gestures.pan.x}px, ${gestures.pan.y}px)` }}
        onTouchStart={gestures.onTouchStart}
        onTouchMove={gestures.onTouchMove}
        onTouchEnd={gestures.onTouchEnd}
      >
        <Board
          pieces={board.pieces}
          flipped={color === 'black'}
          selected={board.selected}
          destinations={board.destinations}
          capturedPreview={board.capturedPreview}
          arrow={board.arrow}
          animatePath={board.animatePath}
          disabled={board.disabled}
          onSquare={board.onSquare}
          onDrop={board.onDrop}
          onCancel={board.onCancel}
        />
      </div>
      <p className="status-line" role="status" data-testid="status">
        {status}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="announcement">
        {announcement}
      </p>
      <div className="row">
        {board.previewing ? (
          <button type="button" className="btn btn--secondary" onClick={board.onCancel}>
            Cancel jump
          </button>
        ) : null}
        {player && running ? (
          <button type="button" className="btn btn--danger" onClick={() => setConfirmResign(true)}>
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
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void actions.draw?.('decline')}
            >
              Decline
            </button>
          </span>
        ) : null}
        {player && running && opponentAway && actions.claimWin ? (
          <span className="row" role="group" aria-label="Opponent away">
            <span className="pill">Your opponent left the game</span>
            <button type="button" className="btn" onClick={() => void actions.claimWin?.()}>
              Claim win
            </button>
          </span>
        ) : null}
        {!running || isSpectator ? (
          <button type="button" className="btn btn--secondary" onClick={leaveToLobby}>
            Back to Lobby
          </button>
        ) : null}
      </div>
      {confirmResign ? (
        <div className="overlay" onClick={() => setConfirmResign(false)}>
          <div
            className="dialog stack"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="resign-title"
            onClick={(e) => e.stopPropagation()}
          >
            <h2 id="resign-title">Are you sure you want to resign?</h2>
            <div className="row">
              <button
                type="button"
                className="btn btn--danger"
                onClick={() => {
                  setConfirmResign(false);
                  void actions.resign();
                }}
              >
                Resign
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => setConfirmResign(false)}
                autoFocus
              >
                Keep playing
              </button>
            </div>
          </div>
        </div>
      ) : null}
      {state.isGameOver && !overlayClosed ? (
        <GameOverOverlay
          state={state}
          color={color}
          isSpectator={isSpectator}
          stats={result}
          rematchLabel={mode === 'ai' ? 'Play again' : 'Rematch'}
          rematchWaiting={rematchRequested}
          onRematch={player ? () => void actions.rematch() : null}
          onLobby={leaveToLobby}
          onClose={() => setOverlayClosed(true)}
        />
      ) : null}
    </section>
  );
}
