// The first lesson's steps: a real position each (FEN, black to move, the learner's side), what to
// do, and which of the legal moves count as doing it.
import { crowned, pieceAt, START_FEN, type Move, type Position } from '@checkers/engine';

export interface LessonStep {
  readonly id: string;
  readonly title: string;
  readonly fen: string;
  readonly instruction: string;
  /** Whether a legal move does what the step asks. */
  readonly goal: (move: Move, before: Position) => boolean;
  /** Said when a legal move does not do what the step asks. */
  readonly missed: string;
  readonly success: string;
}

const isKing = (position: Position, move: Move): boolean => pieceAt(position, move.from)?.role === 'king';

export const LESSON_STEPS: readonly LessonStep[] = [
  {
    id: 'first-move',
    title: 'Your first move',
    fen: START_FEN,
    instruction:
      'You play black, at the bottom, and black moves first. Move one of your men one square diagonally forward: choose the man, then the square.',
    goal: (move) => move.captures.length === 0,
    missed: 'Not quite: this time just step one man forward.',
    success: 'Well done! A man moves one square diagonally forward, onto an empty square.',
  },
  {
    id: 'forced-capture',
    title: 'A capture is forced',
    fen: 'B:W18,24,29:B9,11,14',
    instruction:
      'A red man stands diagonally in front of one of your men, with an empty square behind it. Capture it: jump over it onto the empty square.',
    goal: (move) => move.captures.length > 0,
    missed: 'Not quite: jump over the red man to capture it.',
    success: 'Well done! The red man is off the board. Whenever you can capture, you must.',
  },
  {
    id: 'double-jump',
    title: 'A double jump',
    fen: 'B:W14,22,27:B9,12',
    instruction:
      'Jump a red man, then keep jumping with the same man: it can take a second red man in the same move.',
    goal: (move) => move.captures.length >= 2,
    missed: 'Not quite: this step asks for two red men in one move.',
    success: 'Well done! Two pieces in one move. A piece that can jump again must keep jumping.',
  },
  {
    id: 'crown',
    title: 'Crown a man',
    fen: 'B:W5,7:B19,27',
    instruction:
      'Move a man onto the far row, at the top of the board, to make it a king. One of your men is a step away.',
    goal: (move, before) => crowned(before, move),
    missed:
      'Not quite: that move is allowed, but it does not reach the far row. Try the man that is one step from the top.',
    success: 'Well done! Your man is now a king, shown with a crown. Reaching the far row ends the move.',
  },
  {
    id: 'king-backwards',
    title: 'Kings move backwards',
    fen: 'B:W14:B3,K18',
    instruction:
      'A king moves and captures backwards as well as forwards. Capture the red man behind your king.',
    goal: (move, before) => move.captures.length > 0 && isKing(before, move),
    missed: 'Not quite: capture with your king.',
    success: 'Well done! Kings move and jump in all four directions. That is the whole lesson.',
  },
];
