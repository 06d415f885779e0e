// The analysis board: a line of moves from any position, played freely for both sides, with the
// engine's evaluation and best line of the position shown, worked out in the analysis worker as the
// player goes. `Edit position` sets up any position (pieces, side to move, FEN); a PDN game loads
// as the line, and the line goes out as FEN or PDN.
import { START_POSITION, makeFen, makeSquare, type Move, type Position } from '@checkers/engine';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Board, type BoardArrow } from '../../../components/board/board';
import { copyText } from '../../../lib/clipboard';
import { useNotation } from '../../../lib/notation-preference';
import { useLiveEvaluation, type LivePosition } from '../analysis/use-live-evaluation';
import type { AnalysisWorkerFactory } from '../analysis/use-analysis';
import { LazyAnalysisPanel } from '../components/lazy-analysis';
import { DownloadPdn } from '../replay/download-pdn';
import { ImportPdn } from '../replay/import-pdn';
import { MoveList } from '../replay/move-list';
import { makeGamePdn } from '../replay/pdn';
import { ReplayControls } from '../replay/replay-controls';
import type { ReplayGame } from '../replay/replay-model';
import { resultText } from '../replay/result-text';
import { useReplay } from '../replay/use-replay';
import { draftPieces, positionOfDraft } from './editor-model';
import { EnginePanel } from './engine-panel';
import { lineResultAt, newLine, playOnLine } from './line-model';
import { PositionEditor } from './position-editor';
import { useEditing } from './use-editing';
import { useFreePlay } from './use-free-play';
import '../components/game-layout.css';
import './analysis-board.css';
import { ReviewBar } from '../components/review-bar';

export interface AnalysisBoardProps {
  readonly onLobby: () => void;
  /** Tests hand in a fake worker. */
  readonly createWorker?: AnalysisWorkerFactory;
}

const noop = (): void => undefined;

const arrowOf = (move: Move): BoardArrow => ({
  path: move.path.map(makeSquare),
  captured: move.captures.map(makeSquare),
});

/** The players of a loaded game and how it ended (`final`: its last position), when the file said. */
function gameCaption(line: ReplayGame, final: Position): string | null {
  const { red, black } = line.names;
  if (red === null && black === null) return null;
  const players = `${black ?? 'Black'} (Black) – ${red ?? 'Red'} (Red)`;
  return line.result === null ? players : `${players} · ${resultText(line.result, final)}`;
}

export function AnalysisBoard({ onLobby, createWorker }: AnalysisBoardProps) {
  const [line, setLine] = useState<ReplayGame>(() => newLine(START_POSITION));
  const [flipped, setFlipped] = useState(false);
  const [showBest, setShowBest] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [notation] = useNotation();
  const editor = useEditing((position) => setLine(newLine(position)));
  const { editing } = editor;
  const replay = useReplay(line, { keys: editing === null });
  const position: Position = replay.position ?? line.initial;
  const over = useMemo(() => lineResultAt(line, replay.ply), [line, replay.ply]);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving the editor gives the keyboard back to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && editing === null) editButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  const play = (move: Move): void => {
    const next = playOnLine(line, replay.ply, move);
    if (next.line === line) replay.goTo(next.ply);
    else setLine(next.line);
  };
  const { message: refusal, ...freeBoard } = useFreePlay(
    { position, pieces: replay.pieces },
    over !== null,
    play,
  );

  // The position the engine looks at: the one shown, or the one being set up once it is legal.
  const draftPosition = editing === null ? null : positionOfDraft(editing.draft);
  const evaluated: Position | null =
    draftPosition === null ? position : draftPosition.ok ? draftPosition.value : null;
  const asked: LivePosition | null =
    draftPosition === null
      ? { initialFen: line.initialFen, moves: line.moves.slice(0, replay.ply) }
      : draftPosition.ok
        ? { initialFen: makeFen(draftPosition.value), moves: [] }
        : null;
  const live = useLiveEvaluation(asked, createWorker === undefined ? {} : { createWorker });

  const best = live.evaluation?.bestLine[0];
  const arrow: BoardArrow | null =
    showBest && best !== undefined
      ? arrowOf(best)
      : editing === null && replay.lastMove !== null
        ? { path: replay.lastMove.path, captured: replay.lastMove.captured }
        : null;

  const copy = async (what: 'FEN' | 'PDN'): Promise<void> => {
    const text = what === 'FEN' ? makeFen(position) : makeGamePdn(line, window.location.origin);
    setNote((await copyText(text)) ? `${what} copied` : `The ${what} could not be copied`);
  };

  const caption = gameCaption(line, replay.plies[replay.plies.length - 1]?.position ?? line.initial);
  return (
    <section className="game analysis-board" aria-label="Analysis board">
      <ReviewBar
        title={editing === null ? 'Analysis board' : 'Edit position'}
        onFlip={() => setFlipped((f) => !f)}
        onLobby={onLobby}
      />
      <div className="game__board">
        {editing === null ? (
          <Board {...freeBoard} flipped={flipped} arrow={arrow} animatePath={null} />
        ) : (
          <Board
            pieces={draftPieces(editing.draft)}
            flipped={flipped}
            selected={null}
            destinations={[]}
            capturedPreview={[]}
            arrow={arrow}
            animatePath={null}
            disabled={false}
            onSquare={editor.place}
            onDrop={editor.drag}
            // Escape on the board must not throw the position away; Cancel is one tab away.
            onCancel={noop}
          />
        )}
        {editing === null && refusal !== null ? (
          <p className="status-line" role="status">
            {refusal}
          </p>
        ) : null}
      </div>
      <div className="game__controls analysis-board__controls">
        {editing !== null ? (
          <PositionEditor
            choice={editing.choice}
            onChoice={editor.choose}
            turn={editing.draft.turn}
            onTurn={editor.turn}
            onClear={editor.clear}
            onStart={editor.start}
            fen={editing.fen}
            onFenText={editor.fenText}
            onLoadFen={editor.loadFen}
            error={editing.error}
            onDone={editor.done}
            onCancel={editor.cancel}
          />
        ) : null}
        <EnginePanel
          live={live}
          position={evaluated}
          ply={editing === null ? replay.ply : 0}
          firstTurn={editing === null ? line.initial.turn : editing.draft.turn}
          notation={notation}
          showBest={showBest}
          onShowBest={setShowBest}
        />
        {editing === null ? (
          <div className="analysis-board__tools">
            <button
              ref={editButton}
              type="button"
              className="btn btn--small"
              onClick={() => {
                setNote(null);
                editor.open(position);
              }}
            >
              Edit position
            </button>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => void copy('FEN')}>
              Copy FEN
            </button>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => void copy('PDN')}>
              Copy PDN
            </button>
            <DownloadPdn game={line} />
            <ImportPdn
              onLoad={(game) => {
                setNote(null);
                setLine(game);
              }}
            />
            {note !== null ? (
              <p className="analysis-board__note" role="status">
                {note}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {editing === null ? (
        <div className="game__record">
          {caption !== null ? <p className="analysis-board__caption">{caption}</p> : null}
          <MoveList plies={replay.plies} current={replay.ply} onSelect={replay.goTo} />
          <ReplayControls replay={replay} />
          {line.moves.length > 0 ? (
            <Suspense fallback={<p className="muted">Loading analysis…</p>}>
              <LazyAnalysisPanel
                initialFen={line.initialFen}
                moves={line.moves}
                ply={replay.ply}
                onSelectPly={replay.goTo}
                notation={notation}
                {...(createWorker === undefined ? {} : { createWorker })}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
