// The game section: header, board, controls, and the game-over overlay. The same screen plays
// online games and games against the AI; only the actions behind it differ.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { makeSquare, type Move } from '@checkers/engine';
import { useNotation } from '../../../lib/notation-preference';
import { Board } from '../../../components/board/board';
import { useAppStore } from '../../../stores/app-store';
import { leaveToLobby } from '../../../stores/session-actions';
import { useAiGame } from '../hooks/use-ai-game';
import { useBoardInteraction } from '../hooks/use-board-interaction';
import { useOnlineActions } from '../hooks/use-online-actions';
import type { WireColor } from '@checkers/protocol';
import { aiSides, onlineSides } from '../hooks/use-player-names';
import { useScreenReplay } from '../hooks/use-screen-replay';
import { clockAtPly } from '../clock/clock-model';
import { GameClockView } from '../clock/game-clock';
import { GameControls } from './game-controls';
import { GameRecordPanel } from './game-record-panel';
import { LazyAnalysisPanel, prefetchAnalysisPanel } from './lazy-analysis';
import { GameHeader } from './game-header';
import { GameOverOverlay } from './game-over-overlay';
import { PlayerCard } from './player-card';
import { ResignDialog } from './resign-dialog';
import { ZoomFrame } from './zoom-frame';
import './game-layout.css';

export interface GameScreenProps {
  /**
   * What other features add to the side panel (spectator chat, say): composed by the app shell, so
   * this feature imports none of them.
   */
  readonly aside?: ReactNode;
  /** The players' chat, placed under the controls (composed by the app shell like `aside`). */
  readonly chat?: ReactNode;
  /** The line naming the tournament the game belongs to, in the header (composed the same way). */
  readonly event?: ReactNode;
}

export function GameScreen({ aside, chat, event }: GameScreenProps = {}) {
  const mode = useAppStore((s) => s.game.mode);
  const state = useAppStore((s) => s.game.state);
  const color = useAppStore((s) => s.room.playerColor);
  const isSpectator = useAppStore((s) => s.room.isSpectator);
  // A spectator following a player (the spectator panel sets it) sees that player's side.
  const perspective = useAppStore((s) => s.ui.boardPerspective);
  const result = useAppStore((s) => s.game.result);
  const announcement = useAppStore((s) => s.game.announcement);
  const status = useAppStore((s) => s.ui.statusMessage);
  const rematchRequested = useAppStore((s) => s.room.rematchRequested);
  const opponentAway = useAppStore((s) => s.room.opponentAway);
  const opponentAwaySince = useAppStore((s) => s.room.opponentAwaySince);
  const claimAfterMs = useAppStore((s) => s.room.claimAfterMs);
  const rematchOfferedBy = useAppStore((s) => s.room.rematchOfferedBy);
  const ratingChanges = useAppStore((s) => s.game.ratingChanges);
  const aiLevel = useAppStore((s) => s.game.aiDifficulty);
  const networkConnected = useAppStore((s) => s.network.isConnected);
  const roomCode = useAppStore((s) => s.room.roomCode);
  const moveHistory = useAppStore((s) => s.game.moveHistory);
  const pendingMoves = useAppStore((s) => s.game.pendingMoves);
  const gameStartTime = useAppStore((s) => s.game.gameStartTime);
  const clockReceivedAt = useAppStore((s) => s.game.clockReceivedAt);
  // A tournament's game leads back to its page (leaveToLobby goes there), with no rematch.
  const inTournament = useAppStore((s) => s.room.tournamentId !== null);
  const lobbyLabel = inTournament ? 'Back to tournament' : 'Back to Lobby';
  const ai = useAiGame(mode === 'ai');
  const online = useOnlineActions();
  const actions = mode === 'ai' ? ai : online;
  const board = useBoardInteraction(actions);
  const history = useScreenReplay({
    mode,
    roomCode,
    state,
    isSpectator,
    moveHistory,
    aiLevel,
    aiStartedAt: gameStartTime,
  });
  const [notation] = useNotation();
  const [bestLine, setBestLine] = useState<readonly Move[] | null>(null);
  const [confirmResign, setConfirmResign] = useState(false);
  const [turned, setTurned] = useState(false);
  const [overlayClosed, setOverlayClosed] = useState(false);

  useEffect(() => setOverlayClosed(false), [state?.isGameOver, state?.roomCode]);
  useEffect(prefetchAnalysisPanel, []);

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
  // Black's players see their side at the bottom; Flip board turns it round for anyone.
  const flipped = ((isSpectator && perspective !== 'game' ? perspective : color) === 'black') !== turned;
  const record = history.record;
  const sides =
    mode === 'ai'
      ? aiSides(aiLevel)
      : onlineSides({ red: record?.red ?? null, black: record?.black ?? null });
  // Stepping through the game shows its positions; the live board comes back at the latest move.
  const replaying = history.replaying;
  const shownMove = history.replay.lastMove;
  // The analysis's best line at the shown position is drawn as its first move; otherwise the move
  // that led there.
  const bestMove = bestLine?.[0];
  const replayArrow =
    bestMove !== undefined
      ? { path: bestMove.path.map(makeSquare), captured: bestMove.captures.map(makeSquare) }
      : shownMove === null
        ? null
        : { path: shownMove.path, captured: shownMove.captured };
  const ratingDelta = (side: WireColor): number | null => {
    const change = ratingChanges.find((c) => c.color === side);
    return change === undefined ? null : change.new_rating - change.old_rating;
  };
  const connectedOf = (side: WireColor): boolean | null => {
    if (mode !== 'online') return null;
    if (side === color && !isSpectator) return networkConnected;
    return side === color ? null : !opponentAway;
  };
  // The player at the top of the board first, as the board shows them.
  const order: WireColor[] = flipped ? ['red', 'black'] : ['black', 'red'];
  // A timed game's clocks: live from the last clock the server sent, or, while stepping through the
  // game, as the record stored them after the shown move.
  const live = mode === 'online' ? state.clock : undefined;
  const stored = replaying
    ? clockAtPly(history.game?.timeControl, history.game?.clocks, history.replay.ply)
    : null;
  const clockOf = (side: WireColor) => {
    if (live === undefined) return undefined;
    const shown = stored === null ? live : { ...live, ...stored, running: null, firstMoveMs: null };
    return (
      <GameClockView
        clock={shown}
        receivedAt={clockReceivedAt ?? 0}
        side={side}
        toMove={state.currentTurn === side}
        // A clock set without its arrival time (never from the server) stands still.
        over={state.isGameOver || stored !== null || clockReceivedAt === null}
        own={player && side === color}
      />
    );
  };

  return (
    <section className={`game${live !== undefined ? ' game--timed' : ''}`} aria-label="Game">
      <GameHeader event={event} />
      <div className="game__board">
        <ZoomFrame>
          <Board
            pieces={replaying ? history.replay.pieces : board.pieces}
            flipped={flipped}
            selected={replaying ? null : board.selected}
            destinations={replaying ? [] : board.destinations}
            capturedPreview={replaying ? [] : board.capturedPreview}
            arrow={replaying || bestMove !== undefined ? replayArrow : board.arrow}
            forced={replaying ? [] : board.forced}
            animatePath={replaying ? null : board.animatePath}
            disabled={replaying || board.disabled}
            onSquare={board.onSquare}
            onDrop={board.onDrop}
            onCancel={board.onCancel}
          />
        </ZoomFrame>
        <p className="status-line" role="status" data-testid="status">
          {status}
        </p>
        <p className="visually-hidden" aria-live="polite" data-testid="announcement">
          {announcement}
        </p>
      </div>
      <div className="game__players">
        {order.map((side) => (
          <PlayerCard
            key={side}
            color={side}
            name={sides[side].name}
            rating={sides[side].rating}
            ratingDelta={ratingDelta(side)}
            connected={connectedOf(side)}
            captured={state.captures[side]}
            toMove={!state.isGameOver && state.currentTurn === side}
            isYou={player && side === color}
            clock={clockOf(side)}
          />
        ))}
      </div>
      <GameControls
        state={state}
        color={color}
        isSpectator={isSpectator}
        actions={actions}
        previewing={board.previewing}
        onCancelPreview={board.onCancel}
        onResign={() => setConfirmResign(true)}
        opponentAwaySince={opponentAway ? opponentAwaySince : null}
        claimAfterMs={claimAfterMs}
        rematchOffered={!inTournament && rematchOfferedBy !== null && rematchOfferedBy !== color}
        rematchWaiting={rematchRequested}
        onLobby={leaveToLobby}
        lobbyLabel={lobbyLabel}
        leaveWhileRunning={mode === 'ai'}
        onFlip={() => setTurned((t) => !t)}
      />
      {chat !== undefined ? <div className="game__chat">{chat}</div> : null}
      <GameRecordPanel
        screen={history}
        finished={state.isGameOver}
        pending={pendingMoves}
        after={
          history.game !== null ? (
            <Suspense fallback={<p className="muted">Loading analysis…</p>}>
              <LazyAnalysisPanel
                initialFen={history.game.initialFen}
                moves={history.game.moves}
                ply={history.replay.ply}
                onSelectPly={history.replay.goTo}
                notation={notation}
                onBestLine={setBestLine}
              />
            </Suspense>
          ) : null
        }
      />
      {aside !== undefined ? <div className="game__aside">{aside}</div> : null}
      {confirmResign ? (
        <ResignDialog
          onCancel={() => setConfirmResign(false)}
          onResign={() => {
            setConfirmResign(false);
            void actions.resign();
          }}
        />
      ) : null}
      {state.isGameOver && !overlayClosed ? (
        <GameOverOverlay
          state={state}
          color={color}
          isSpectator={isSpectator}
          stats={result}
          rematchLabel={mode === 'ai' ? 'Play again' : 'Rematch'}
          rematchWaiting={rematchRequested}
          rematchOffered={rematchOfferedBy !== null && rematchOfferedBy !== color}
          onRematch={player && !inTournament ? () => void actions.rematch() : null}
          onLobby={leaveToLobby}
          lobbyLabel={lobbyLabel}
          onClose={() => setOverlayClosed(true)}
        />
      ) : null}
    </section>
  );
}
