// The first lesson's play, without React: a click on a square becomes a selection, a landing, or a
// whole move, checked by the engine; a wrong one gets a "Not quite" that says why, a legal move that
// does what the step asks gets the step's praise, and the next step starts from its own position.
import {
  followPath,
  legalMoves,
  makeSquare,
  parseFen,
  pieceAt,
  play,
  type Move,
  type Position,
  type Square,
} from '@checkers/engine';
import { coordsOf } from '../../lib/squares';
import { LESSON_STEPS, type LessonStep } from './lesson-steps';

export type Feedback = { readonly kind: 'wrong' | 'success'; readonly text: string };

export interface LessonState {
  /** The step's index in LESSON_STEPS. */
  readonly step: number;
  /** The board: the step's position, and the position after the move once it is solved. */
  readonly position: Position;
  /** The squares walked so far (origin first); a capture is walked one landing at a time. */
  readonly path: readonly Square[];
  readonly feedback: Feedback | null;
  /** The move that solved the step. */
  readonly solved: Move | null;
  /** Pieces to point out: those that must capture, after another one was chosen. */
  readonly forced: readonly Square[];
}

export const TEXTS = {
  notYours: "Not quite: you play black. The red pieces are your opponent's.",
  pieceFirst: 'Not quite: first choose one of your pieces, then the square to move it to.',
  mustCapture:
    'Not quite: a capture is forced. When one of your pieces can jump, you must jump: the marked piece can.',
  jumpNotStep: 'Not quite: a capture is forced, so this piece must jump over the red piece, not step.',
  manBlocked: 'Not quite: that man has no empty square diagonally in front of it.',
  kingBlocked: 'Not quite: that king has no empty square next to it.',
  occupied:
    'Not quite: a piece cannot land on another piece. To capture, jump over it onto the empty square behind.',
  forwardOnly: 'Not quite: a man only moves forward, towards the far row.',
  oneSquare:
    'Not quite: a piece moves one square diagonally, or jumps over a piece onto the empty square behind.',
  keepJumping: 'Not quite: the jump is not over. The same piece must jump again.',
} as const;

export const stepCount = LESSON_STEPS.length;

const stepAt = (index: number): LessonStep => LESSON_STEPS[index]!;

/** The lesson at the start of step `index`. */
export function startStep(index: number): LessonState {
  const parsed = parseFen(stepAt(index).fen);
  // The steps' positions are fixed and tested: a bad one is a bug.
  if (!parsed.ok) throw new Error(`lesson step ${index}: ${parsed.error.message}`);
  return { step: index, position: parsed.value, path: [], feedback: null, solved: null, forced: [] };
}

/** The next step, or null after the last. */
export const nextStep = (state: LessonState): LessonState | null =>
  state.step + 1 < stepCount ? startStep(state.step + 1) : null;

const wrong = (state: LessonState, text: string, forced: readonly Square[] = []): LessonState => ({
  ...state,
  path: [],
  feedback: { kind: 'wrong', text },
  forced,
});

const capturesDue = (position: Position): Move[] =>
  legalMoves(position).filter((move) => move.captures.length > 0);

const movesFrom = (position: Position, square: Square): Move[] =>
  legalMoves(position).filter((move) => move.from === square);

/** Where a walked path may go next, and the whole move once it is one. */
function progress(position: Position, path: readonly Square[]) {
  const result = followPath(position, path);
  return result.ok ? result.value : null;
}

/** Why the learner's own piece on `square` cannot be chosen. */
function whyStuck(state: LessonState, square: Square): LessonState {
  const due = capturesDue(state.position);
  if (due.length > 0) return wrong(state, TEXTS.mustCapture, [...new Set(due.map((move) => move.from))]);
  return wrong(
    state,
    pieceAt(state.position, square)?.role === 'king' ? TEXTS.kingBlocked : TEXTS.manBlocked,
  );
}

/** Why `to` is no landing for the piece chosen on `from` (a single square chosen). */
function whyNotThere(state: LessonState, from: Square, to: Square): LessonState {
  if (pieceAt(state.position, to) !== undefined) return wrong(state, TEXTS.occupied);
  const a = coordsOf(makeSquare(from));
  const b = coordsOf(makeSquare(to));
  const df = Math.abs(a.file - b.file);
  const dr = b.rank - a.rank;
  if (df === 1 && Math.abs(dr) === 1 && capturesDue(state.position).length > 0) {
    return wrong(state, TEXTS.jumpNotStep);
  }
  const man = pieceAt(state.position, from)?.role === 'man';
  // Black's men move down the ranks, towards rank 1.
  const backwards = state.position.turn === 'black' ? dr > 0 : dr < 0;
  if (man && backwards && df === Math.abs(dr) && df <= 2) return wrong(state, TEXTS.forwardOnly);
  return wrong(state, TEXTS.oneSquare);
}

/** The whole move `move` played: praised and shown when it does what the step asks. */
function finish(state: LessonState, move: Move): LessonState {
  const step = stepAt(state.step);
  if (!step.goal(move, state.position)) return wrong(state, step.missed);
  return {
    ...state,
    position: play(state.position, move),
    path: [],
    feedback: { kind: 'success', text: step.success },
    solved: move,
    forced: [],
  };
}

/** What choosing `square` (a click, a tap, Enter on it) does. */
export function chooseSquare(state: LessonState, square: Square): LessonState {
  if (state.solved !== null) return state;
  const { position, path } = state;
  const piece = pieceAt(position, square);

  // Partway through a capture, only the next landings count; the piece stays chosen.
  if (path.length > 1) {
    const walked = progress(position, path);
    if (walked === null) return { ...state, path: [] };
    if (square === path[path.length - 1]) return state;
    if (!walked.next.includes(square)) return { ...wrong(state, TEXTS.keepJumping), path };
    return advance(state, [...path, square]);
  }

  if (piece !== undefined && piece.color === position.turn) {
    if (path[0] === square) return { ...state, path: [] };
    if (movesFrom(position, square).length === 0) return whyStuck(state, square);
    return { ...state, path: [square], feedback: null, forced: [] };
  }
  const from = path[0];
  if (from === undefined) return wrong(state, piece === undefined ? TEXTS.pieceFirst : TEXTS.notYours);
  const walked = progress(position, [from]);
  if (walked === null || !walked.next.includes(square)) return whyNotThere(state, from, square);
  return advance(state, [from, square]);
}

/** Walks on to `path`: the move is played once it is whole. */
function advance(state: LessonState, path: readonly Square[]): LessonState {
  const walked = progress(state.position, path);
  if (walked === null) return { ...state, path: [] };
  if (walked.complete !== undefined) return finish(state, walked.complete);
  return { ...state, path, feedback: null, forced: [] };
}

/** A piece dragged from `from` and dropped on `to`. */
export function dropPiece(state: LessonState, from: Square, to: Square): LessonState {
  const picked = state.path.length > 1 ? state : chooseSquare({ ...state, path: [] }, from);
  if (picked.path.at(-1) !== from) return picked;
  return chooseSquare(picked, to);
}

/** Escape: the selection (or a capture walked partway) is dropped. */
export const cancelPath = (state: LessonState): LessonState => ({ ...state, path: [] });

/** What the board shows of a path walked so far: the next landings and the pieces jumped. */
export function pathView(state: LessonState): { next: readonly Square[]; captured: readonly Square[] } {
  if (state.path.length === 0 || state.solved !== null) return { next: [], captured: [] };
  const walked = progress(state.position, state.path);
  return walked === null ? { next: [], captured: [] } : { next: walked.next, captured: walked.captured };
}
