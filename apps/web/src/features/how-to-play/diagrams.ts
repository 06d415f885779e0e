// The rules' small diagrams: real positions read from FEN by the engine, and the moves they show
// found among the position's legal moves, so a diagram can never show a move the rules refuse.
import {
  fail,
  legalMoves,
  makeSquare,
  ok,
  parseFen,
  parseMoveText,
  START_FEN,
  type Move,
  type Position,
  type Result,
} from '@checkers/engine';
import type { BoardArrow, BoardPiece } from '../../components/board/board';
import { arrowOf, piecesOfPosition } from './board-view';

/** What a diagram shows, as written: a FEN and moves in PDN move text. */
export interface DiagramSpec {
  readonly id: string;
  readonly fen: string;
  /** The move drawn as an arrow. */
  readonly arrow?: string;
  /** Moves of one piece shown as its highlighted landing squares, the piece selected. */
  readonly options?: readonly string[];
  /** Marks the pieces that must capture. */
  readonly forced?: boolean;
  /** Says in words what the picture shows (also its text for screen readers). */
  readonly caption: string;
}

/** A diagram ready for the board. */
export interface DiagramView {
  readonly spec: DiagramSpec;
  readonly position: Position;
  readonly pieces: readonly BoardPiece[];
  readonly arrow: BoardArrow | null;
  readonly arrowMove: Move | null;
  readonly optionMoves: readonly Move[];
  readonly selected: string | null;
  readonly destinations: readonly string[];
  readonly forced: readonly string[];
}

/** The diagrams, by the rule they illustrate. Black sits at the bottom and moves up the page. */
export const DIAGRAMS = {
  start: {
    id: 'start',
    fen: START_FEN,
    caption: 'The start: twelve men each on the dark squares. Black, at the bottom, moves first.',
  },
  menMove: {
    id: 'men-move',
    fen: 'B:W27:B14',
    options: ['14-17', '14-18'],
    caption: 'This black man can move to either marked square: one step diagonally forward.',
  },
  forcedCapture: {
    id: 'forced-capture',
    fen: 'B:W18,20:B11,14',
    arrow: '14x23',
    forced: true,
    caption: 'Black must capture: the marked man jumps the red man. The other man may not move instead.',
  },
  captureChoice: {
    id: 'capture-choice',
    fen: 'B:W14,15,23:B10',
    arrow: '10x19x26',
    options: ['10x17'],
    caption:
      'Two captures: the arrow takes two pieces, the marked square takes one. Black may choose either.',
  },
  multiJump: {
    id: 'multi-jump',
    fen: 'B:W15,24:B10',
    arrow: '10x19x28',
    caption: 'After its first jump the man can jump again, so it must: both red men go in one move.',
  },
  crowning: {
    id: 'crowning',
    fen: 'B:W5:B26',
    arrow: '26-31',
    caption: 'This man steps onto the far row and becomes a king.',
  },
  crowningEndsMove: {
    id: 'crowning-ends-move',
    fen: 'B:W26,27:B22',
    arrow: '22x31',
    caption:
      'This man jumps onto the far row and is crowned. Its move ends there: it may not jump the other red man this turn.',
  },
  kingMoves: {
    id: 'king-moves',
    fen: 'B:W5:BK18',
    options: ['18-14', '18-15', '18-22', '18-23'],
    caption: 'A king steps one square diagonally in any of the four directions.',
  },
  kingCaptures: {
    id: 'king-captures',
    fen: 'B:W10,18:BK23',
    arrow: '23x14x7',
    caption: 'A king captures backwards too: this one jumps two red men, away from the far row.',
  },
  noMoves: {
    id: 'no-moves',
    fen: 'W:W21:B14,17',
    caption: 'Red to move, and its only man is blocked: red has no legal move, so red loses.',
  },
} as const satisfies Record<string, DiagramSpec>;

/** The legal move that `text` names in `position`, or why there is none. */
function legal(position: Position, text: string): Result<Move> {
  const found = parseMoveText(position, text);
  if (!found.ok) return fail('illegal-diagram', `${text}: ${found.error.message}`);
  return ok(found.value);
}

/** Reads a diagram's position and finds its moves; fails when the FEN or a move is wrong. */
export function buildDiagram(spec: DiagramSpec): Result<DiagramView> {
  const parsed = parseFen(spec.fen);
  if (!parsed.ok) return fail('illegal-diagram', `${spec.id}: ${parsed.error.message}`);
  const position = parsed.value;
  let arrowMove: Move | null = null;
  if (spec.arrow !== undefined) {
    const found = legal(position, spec.arrow);
    if (!found.ok) return found;
    arrowMove = found.value;
  }
  const optionMoves: Move[] = [];
  for (const text of spec.options ?? []) {
    const found = legal(position, text);
    if (!found.ok) return found;
    optionMoves.push(found.value);
  }
  const from = optionMoves[0]?.from;
  if (from !== undefined && optionMoves.some((move) => move.from !== from)) {
    return fail('illegal-diagram', `${spec.id}: the options start from different pieces.`);
  }
  const forced = spec.forced === true ? legalMoves(position).filter((move) => move.captures.length > 0) : [];
  return ok({
    spec,
    position,
    pieces: piecesOfPosition(position),
    arrow: arrowMove === null ? null : arrowOf(arrowMove),
    arrowMove,
    optionMoves,
    selected: from === undefined ? null : makeSquare(from),
    destinations: optionMoves.map((move) => makeSquare(move.to)),
    forced: [...new Set(forced.map((move) => makeSquare(move.from)))],
  });
}
