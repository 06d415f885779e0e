// The board knows no rules: it draws pieces, highlights what it is told, and reports intents: a
// square chosen (click, tap, keyboard) or a piece dragged, and cancel (Escape).
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cellOf, cells, neighbour } from './board-geometry';
import type { BoardPiece } from './board-piece';
import { useAnimatedSquares } from './use-animated-squares';
import { useSquareSize } from './use-square-size';
import './board.css';

export type { BoardPiece };

/** A move to point at with an arrow, and the pieces it jumped. */
export interface BoardArrow {
  readonly path: readonly string[];
  readonly captured: readonly string[];
}

export interface BoardProps {
  readonly pieces: readonly BoardPiece[];
  readonly flipped: boolean;
  readonly selected: string | null;
  readonly destinations: readonly string[];
  /** Pieces a capture preview has jumped: drawn faded until the sequence is sent or cancelled. */
  readonly capturedPreview: readonly string[];
  readonly arrow: BoardArrow | null;
  /** Pieces to point out because they must capture (a capture is compulsory). */
  readonly forced?: readonly string[];
  readonly disabled: boolean;
  /** The path of the opponent's last move, animated one jump per 500 ms. */
  readonly animatePath: readonly string[] | null;
  readonly onSquare: (square: string) => void;
  readonly onDrop: (from: string, to: string) => void;
  readonly onCancel: () => void;
}

const describe = (piece: BoardPiece | undefined): string =>
  piece === undefined ? 'empty' : `${piece.color} ${piece.king ? 'king' : 'man'}`;

const DRAG_THRESHOLD_PX = 10;

export function Board(props: BoardProps) {
  const { pieces, flipped, selected, destinations, capturedPreview, arrow, disabled } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const size = useSquareSize(wrapper);
  const [focused, setFocused] = useState<string>(flipped ? 'g1' : 'b8');
  const drag = useRef<{ from: string; x: number; y: number; id: number } | null>(null);
  const [dragOffset, setDragOffset] = useState<{ square: string; dx: number; dy: number } | null>(null);
  const shownAt = useAnimatedSquares(pieces, props.animatePath);
  const bySquare = new Map(pieces.map((piece) => [piece.square, piece]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!bySquare.has(focused) && selected !== null) setFocused(selected);
    // Only the selection moves the roving focus target; pieces moving must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, square: string): void => {
    if (event.key === 'Escape') {
      props.onCancel();
      return;
    }
    const next = neighbour(square, event.key, flipped);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current.get(next)?.focus();
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, square: string): void => {
    if (disabled || !bySquare.has(square) || event.button !== 0) return;
    drag.current = { from: square, x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (current === null || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (dragOffset === null && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    setDragOffset({ square: current.from, dx, dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    drag.current = null;
    if (current === null || dragOffset === null) return;
    setDragOffset(null);
    const target = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>('[data-square]');
    const to = target?.dataset.square;
    if (to !== undefined && to !== current.from) props.onDrop(current.from, to);
  };

  const boardStyle = { '--square': `${size}px` } as CSSProperties;
  const center = (square: string): { x: number; y: number } => {
    const { col, row } = cellOf(square, flipped);
    return { x: (col + 0.5) * size, y: (row + 0.5) * size };
  };
  const destinationSet = new Set(destinations);
  const forcedSet = new Set(props.forced ?? []);

  return (
    <div ref={wrapper} className="board-wrapper">
      <div
        className={`board${disabled ? ' board--disabled' : ''}`}
        style={boardStyle}
        role="group"
        aria-label="Checkers board"
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setDragOffset(null);
        }}
      >
        {cells(flipped).map(({ col, row, square, dark }) => {
          const style = { gridColumn: col + 1, gridRow: row + 1 };
          if (!dark) return <div key={square} className="square square--light" style={style} aria-hidden />;
          const piece = bySquare.get(square);
          const isDestination = destinationSet.has(square);
          const notes = [
            describe(piece),
            selected === square ? 'selected' : '',
            isDestination ? 'legal move' : '',
            forcedSet.has(square) ? 'must capture' : '',
            capturedPreview.includes(square) ? 'captured' : '',
          ].filter(Boolean);
          return (
            <button
              key={square}
              ref={(node) => {
                if (node) buttons.current.set(square, node);
                else buttons.current.delete(square);
              }}
              type="button"
              className={[
                'square square--dark',
                selected === square ? 'square--selected' : '',
                isDestination ? 'square--destination' : '',
                forcedSet.has(square) ? 'square--forced' : '',
                arrow?.path.includes(square) ? 'square--last-move' : '',
              ].join(' ')}
              style={style}
              data-square={square}
              tabIndex={focused === square ? 0 : -1}
              aria-label={`${square}, ${notes.join(', ')}`}
              aria-pressed={selected === square}
              onFocus={() => setFocused(square)}
              onClick={() => props.onSquare(square)}
              onKeyDown={(event) => onKeyDown(event, square)}
              onPointerDown={(event) => onPointerDown(event, square)}
            />
          );
        })}
        <div className="pieces" aria-hidden>
          {pieces.map((piece) => {
            const at = shownAt.get(piece.id) ?? piece.square;
            const { col, row } = cellOf(at, flipped);
            const dragging = dragOffset !== null && dragOffset.square === piece.square;
            const x = col * size + (dragging ? dragOffset.dx : 0);
            const y = row * size + (dragging ? dragOffset.dy : 0);
            return (
              <div
                key={piece.id}
                className={[
                  'piece',
                  `piece--${piece.color}`,
                  piece.king ? 'piece--king' : '',
                  capturedPreview.includes(piece.square) ? 'piece--captured' : '',
                  dragging ? 'piece--dragging' : '',
                  shownAt.has(piece.id) ? 'piece--jumping' : '',
                ].join(' ')}
                style={{ transform: `translate(${x}px, ${y}px)` }}
              >
                {piece.king ? <span className="piece__crown">♛</span> : null}
              </div>
            );
          })}
        </div>
        {arrow !== null && arrow.path.length > 1 ? (
          <svg className="arrow" width={size * 8} height={size * 8} aria-hidden>
            <defs>
              <marker id="arrow-head" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto">
                <path d="M0,0 L4,2 L0,4 z" />
              </marker>
            </defs>
            <polyline
              points={arrow.path.map((sq) => `${center(sq).x},${center(sq).y}`).join(' ')}
              markerEnd="url(#arrow-head)"
            />
            {arrow.captured.map((sq) => (
              <g key={sq} className="arrow__jumped" transform={`translate(${center(sq).x},${center(sq).y})`}>
                <circle r={size * 0.18} />
                <path
                  d={`M${-size * 0.1},${-size * 0.1} L${size * 0.1},${size * 0.1} M${size * 0.1},${-size * 0.1} L${-size * 0.1},${size * 0.1}`}
                />
              </g>
            ))}
          </svg>
        ) : null}
      </div>
    </div>
  );
}
