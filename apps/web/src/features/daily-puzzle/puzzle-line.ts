// A puzzle being played, without React: the start position built from the wire's pieces and side to
// move, the line of whole moves (the solver's and the defence's, alternating, solver first), whose
// turn it is, when play stops, how the line stands against the goal (the puzzles package's judge,
// as the server judges it), and the line as the submission's row/col steps (a multi-jump is several
// steps). The rules are the engine's.
import {
  followPath,
  legalMoves,
  makeFen,
  makePosition,
  makeRowCol,
  makeSquare,
  parseRowCol,
  piecesOf,
  play,
  type Move,
  type Position,
  type Square,
} from '@checkers/engine';
import type { DailyChallenge, InitialBoardState, PuzzleStep } from '@checkers/protocol';
import { judgeLine, type Judgement } from '@checkers/puzzles';
import type { BoardPiece } from '../../components/board/board';

/** A line of whole moves from the puzzle's start, solver first; each with when it was played. */
export interface PuzzleLine {
  readonly start: Position;
  readonly moves: readonly Move[];
  /** Milliseconds since the epoch at which each move was played (the steps' `timestamp`). */
  readonly times: readonly number[];
}

/** The start position of a puzzle, or null when a square of the wire's pieces is not playable. */
export function startPosition(board: InitialBoardState, sideToMove: 'red' | 'black'): Position | null {
  let black = 0;
  let red = 0;
  let kings = 0;
  const place = (squares: readonly { row: number; col: number }[], add: (bit: number) => void): boolean => {
    for (const square of squares) {
      const parsed = parseRowCol(square);
      if (!parsed.ok) return false;
      add(1 << parsed.value);
    }
    return true;
  };
  const placed =
    place(board.black_pieces, (bit) => (black |= bit)) &&
    place(board.black_kings, (bit) => ((black |= bit), (kings |= bit))) &&
    place(board.red_pieces, (bit) => (red |= bit)) &&
    place(board.red_kings, (bit) => ((red |= bit), (kings |= bit)));
  if (!placed || (black & red) !== 0) return null;
  return makePosition(black, red, kings, sideToMove);
}

/** A new line at a puzzle's start, or null when its position cannot be built. */
export function lineOf(challenge: DailyChallenge): PuzzleLine | null {
  const start = startPosition(challenge.initial_board_state, challenge.side_to_move);
  return start === null ? null : { start, moves: [], times: [] };
}

/** The position after every move of the line. */
export function positionOf(line: PuzzleLine): Position {
  return line.moves.reduce(play, line.start);
}

/** Every position of the line, the start first (the defence steers away from repetitions). */
export function positionsOf(line: PuzzleLine): Position[] {
  const out = [line.start];
  for (const move of line.moves) out.push(play(out[out.length - 1]!, move));
  return out;
}

/** How many moves the solver has made. */
export const solverMoves = (line: PuzzleLine): number => Math.ceil(line.moves.length / 2);

/** Who moves next, or 'over' once play stops: no legal move, or the solver's moves used and answered. */
export function turnOf(line: PuzzleLine, maxMoves: number): 'solver' | 'defence' | 'over' {
  if (legalMoves(positionOf(line)).length === 0) return 'over';
  const solverNext = line.moves.length % 2 === 0;
  if (solverNext && solverMoves(line) >= maxMoves) return 'over';
  return solverNext ? 'solver' : 'defence';
}

/** The line with one more move. */
export const withMove = (line: PuzzleLine, move: Move, at: number): PuzzleLine => ({
  ...line,
  moves: [...line.moves, move],
  times: [...line.times, at],
});

/** The line without the solver's last move (and the reply to it); unchanged when it has none. */
export function undone(line: PuzzleLine): PuzzleLine {
  if (line.moves.length === 0) return line;
  const keep = line.moves.length % 2 === 0 ? line.moves.length - 2 : line.moves.length - 1;
  return { ...line, moves: line.moves.slice(0, keep), times: line.times.slice(0, keep) };
}

/** The line's first `count` moves (the solution replay). */
export const prefixOf = (line: PuzzleLine, count: number): PuzzleLine => ({
  ...line,
  moves: line.moves.slice(0, count),
  times: line.times.slice(0, count),
});

/** The submission's steps: every jump of a multi-jump its own step, squares as row/col. */
export function stepsOf(line: PuzzleLine): PuzzleStep[] {
  const steps: PuzzleStep[] = [];
  line.moves.forEach((move, index) => {
    const timestamp = Math.max(0, Math.round(line.times[index] ?? 0));
    for (let i = 1; i < move.path.length; i++) {
      steps.push({ from: makeRowCol(move.path[i - 1]!), to: makeRowCol(move.path[i]!), timestamp });
    }
  });
  return steps;
}

/** The pieces for the board component. */
export function boardPieces(position: Position): BoardPiece[] {
  return piecesOf(position).map(({ square, piece }) => {
    const name = makeSquare(square);
    return { id: `${piece.color}-${name}`, color: piece.color, square: name, king: piece.role === 'king' };
  });
}

/** Where a partial path (origin first) may go next, and the move once the path is a whole one. */
export function progressOf(
  position: Position,
  path: readonly Square[],
): {
  readonly next: readonly Square[];
  readonly complete: Move | undefined;
  readonly captured: readonly Square[];
} | null {
  const progress = followPath(position, path);
  return progress.ok ? progress.value : null;
}

/** The solver's squares that have a legal move now (for selecting). */
export function movablePieces(position: Position): Set<Square> {
  return new Set(legalMoves(position).map((move) => move.from));
}

/**
 * How the line stands against the puzzle's goal: solved, a solver move that let the goal out of
 * reach (`wrongMove`), or play on.
 */
export function verdictOf(challenge: DailyChallenge, line: PuzzleLine): Judgement {
  return judgeLine({ fen: makeFen(line.start), goal: challenge.goal_rule }, line.moves);
}
