// The position editor's state, without React: a draft of pieces on squares and the side to move,
// which may be anything while it is edited (thirteen men, a man on its crowning row, an empty
// board) and is checked only when the player is done. FEN in and out goes through the engine.
import {
  START_POSITION,
  fail,
  makeFen,
  makePosition,
  makeSquare,
  ok,
  parseFen,
  parseSquare,
  piecesOf,
  type Color,
  type Position,
  type Result,
} from '@checkers/engine';
import type { BoardPiece } from '../../../components/board/board-piece';

/** What a click on a square puts there. */
export type PieceChoice = 'black-man' | 'black-king' | 'red-man' | 'red-king' | 'empty';

/** The palette, in the order it is shown, with each choice's name. */
export const PIECE_CHOICES: readonly { readonly choice: PieceChoice; readonly label: string }[] = [
  { choice: 'black-man', label: 'Black man' },
  { choice: 'black-king', label: 'Black king' },
  { choice: 'red-man', label: 'Red man' },
  { choice: 'red-king', label: 'Red king' },
  { choice: 'empty', label: 'Empty' },
];

/** A piece of the draft. */
export interface DraftPiece {
  readonly color: Color;
  readonly king: boolean;
}

/** A position being set up: pieces by algebraic square, and the side to move. */
export interface Draft {
  readonly pieces: Readonly<Record<string, DraftPiece>>;
  readonly turn: Color;
}

/** Most pieces a side may have: the twelve it starts with. */
export const MAX_PIECES = 12;

/** The draft of a position. */
export function draftOf(position: Position): Draft {
  const pieces: Record<string, DraftPiece> = {};
  for (const { square, piece } of piecesOf(position)) {
    pieces[makeSquare(square)] = { color: piece.color, king: piece.role === 'king' };
  }
  return { pieces, turn: position.turn };
}

/** The start position, black to move. */
export const startDraft = (): Draft => draftOf(START_POSITION);

const pieceOf = (choice: PieceChoice): DraftPiece | null => {
  if (choice === 'empty') return null;
  const [color, role] = choice.split('-') as [Color, 'man' | 'king'];
  return { color, king: role === 'king' };
};

const samePiece = (a: DraftPiece | undefined, b: DraftPiece | null): boolean =>
  a !== undefined && b !== null && a.color === b.color && a.king === b.king;

function withPiece(draft: Draft, square: string, piece: DraftPiece | null): Draft {
  const pieces = { ...draft.pieces };
  if (piece === null) delete pieces[square];
  else pieces[square] = piece;
  return { ...draft, pieces };
}

/**
 * Puts the chosen piece on `square`. The same piece again takes it off, so a tap undoes a tap
 * without going back to the palette.
 */
export function placePiece(draft: Draft, square: string, choice: PieceChoice): Draft {
  const piece = pieceOf(choice);
  return withPiece(draft, square, samePiece(draft.pieces[square], piece) ? null : piece);
}

/** Moves the piece on `from` to `to`, replacing whatever stood there; nothing when `from` is empty. */
export function movePiece(draft: Draft, from: string, to: string): Draft {
  const piece = draft.pieces[from];
  if (piece === undefined || from === to) return draft;
  return withPiece(withPiece(draft, from, null), to, piece);
}

/** No pieces; the side to move stays. */
export const clearBoard = (draft: Draft): Draft => ({ ...draft, pieces: {} });

export const setTurn = (draft: Draft, turn: Color): Draft => ({ ...draft, turn });

const sideName = (color: Color): string => (color === 'black' ? 'Black' : 'Red');

/** Black men crown on rank 1, red men on rank 8. */
const onCrowningRow = (square: string, piece: DraftPiece): boolean =>
  !piece.king && square[1] === (piece.color === 'black' ? '1' : '8');

/** The draft's bitboards, whatever they hold. */
function boardOf(draft: Draft): Position {
  let black = 0;
  let red = 0;
  let kings = 0;
  for (const [name, piece] of Object.entries(draft.pieces)) {
    const square = parseSquare(name);
    if (!square.ok) continue;
    const bit = 1 << square.value;
    if (piece.color === 'black') black |= bit;
    else red |= bit;
    if (piece.king) kings |= bit;
  }
  return makePosition(black, red, kings, draft.turn);
}

/**
 * The position the draft sets up, or why it cannot be played: a side with no pieces, more than
 * twelve, or a man on its crowning row (it would have been crowned).
 */
export function positionOfDraft(draft: Draft): Result<Position> {
  const entries = Object.entries(draft.pieces);
  const count = (color: Color): number => entries.filter(([, piece]) => piece.color === color).length;
  if (entries.length === 0) {
    return fail('empty-board', 'The board is empty: place at least one piece of each side.');
  }
  for (const color of ['black', 'red'] as const) {
    const n = count(color);
    if (n === 0) return fail('no-pieces', `${sideName(color)} has no pieces: place at least one.`);
    if (n > MAX_PIECES) {
      return fail('too-many-pieces', `${sideName(color)} has ${n} pieces; a side has at most ${MAX_PIECES}.`);
    }
  }
  const crowning = entries.find(([square, piece]) => onCrowningRow(square, piece));
  if (crowning !== undefined) {
    const [square, piece] = crowning;
    return fail(
      'man-on-crowning-row',
      `The ${piece.color} man on ${square} stands on its crowning row: make it a king or move it.`,
    );
  }
  return ok(boardOf(draft));
}

/** The draft as PDN FEN, written even while it is not a playable position. */
export const draftFen = (draft: Draft): string => makeFen(boardOf(draft));

/** A typed or pasted FEN as a draft; the error says what is wrong with it. */
export function draftFromFen(text: string): Result<Draft> {
  if (text.trim() === '') return fail('invalid-fen', 'Type or paste a FEN, like B:W21,22,K30:B1,2.');
  const parsed = parseFen(text);
  if (!parsed.ok) return fail(parsed.error.code, `This FEN cannot be read. ${parsed.error.message}`);
  return ok(draftOf(parsed.value));
}

/** The draft's pieces as the board draws them; ids follow squares (the editor animates nothing). */
export const draftPieces = (draft: Draft): BoardPiece[] =>
  Object.entries(draft.pieces).map(([square, piece]) => ({
    id: `edit-${square}`,
    color: piece.color,
    square,
    king: piece.king,
  }));
