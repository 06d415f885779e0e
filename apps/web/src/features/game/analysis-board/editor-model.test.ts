import { START_FEN, START_POSITION, makeFen, parseFen } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import {
  clearBoard,
  draftFen,
  draftFromFen,
  draftOf,
  draftPieces,
  movePiece,
  placePiece,
  positionOfDraft,
  setTurn,
  startDraft,
  type Draft,
} from './editor-model';

const empty: Draft = { pieces: {}, turn: 'black' };

/** The draft's error, or 'ok'. */
const check = (draft: Draft): string => {
  const result = positionOfDraft(draft);
  return result.ok ? 'ok' : result.error.message;
};

describe('the position editor', () => {
  it('places the chosen piece, and the same piece again takes it off', () => {
    let draft = placePiece(empty, 'd4', 'black-king');
    expect(draft.pieces).toEqual({ d4: { color: 'black', king: true } });
    draft = placePiece(draft, 'd4', 'red-man');
    expect(draft.pieces).toEqual({ d4: { color: 'red', king: false } });
    draft = placePiece(draft, 'd4', 'red-man');
    expect(draft.pieces).toEqual({});
    draft = placePiece(placePiece(draft, 'f6', 'black-man'), 'f6', 'empty');
    expect(draft.pieces).toEqual({});
  });

  it('drags a piece from square to square, replacing what stood there', () => {
    const draft = placePiece(placePiece(empty, 'b6', 'black-man'), 'c5', 'red-king');
    const moved = movePiece(draft, 'b6', 'c5');
    expect(moved.pieces).toEqual({ c5: { color: 'black', king: false } });
    expect(movePiece(draft, 'a1', 'c5')).toBe(draft);
    expect(draftPieces(moved)).toEqual([{ id: 'edit-c5', color: 'black', square: 'c5', king: false }]);
  });

  it('clears the board, sets up the start and keeps the side to move', () => {
    const start = startDraft();
    expect(Object.keys(start.pieces)).toHaveLength(24);
    expect(draftFen(start)).toBe(START_FEN);
    const cleared = clearBoard(setTurn(start, 'red'));
    expect(cleared).toEqual({ pieces: {}, turn: 'red' });
    expect(draftFen(cleared)).toBe('W:W:B');
  });

  it('refuses an empty board, a side without pieces, thirteen pieces and a man on its crowning row', () => {
    expect(check(empty)).toBe('The board is empty: place at least one piece of each side.');
    expect(check(placePiece(empty, 'd4', 'black-man'))).toBe('Red has no pieces: place at least one.');
    let crowded = placePiece(startDraft(), 'd4', 'black-man');
    expect(check(crowded)).toBe('Black has 13 pieces; a side has at most 12.');
    crowded = placePiece(crowded, 'd4', 'black-man');
    expect(check(crowded)).toBe('ok');
    const crowning = placePiece(placePiece(empty, 'c1', 'black-man'), 'b8', 'red-king');
    expect(check(crowning)).toBe(
      'The black man on c1 stands on its crowning row: make it a king or move it.',
    );
    expect(check(placePiece(crowning, 'c1', 'black-king'))).toBe('ok');
    expect(check(placePiece(placePiece(empty, 'f8', 'red-man'), 'a1', 'black-king'))).toMatch(
      /red man on f8 stands on its crowning row/,
    );
  });

  it('gives the position with its side to move once it is valid', () => {
    const draft = setTurn(placePiece(placePiece(empty, 'd4', 'black-king'), 'e7', 'red-man'), 'red');
    const position = positionOfDraft(draft);
    expect(position.ok && makeFen(position.value)).toBe('W:W7:BK18');
  });

  it('reads FEN in and writes it out the same', () => {
    const fen = 'W:W9,K21,30:B5,K14';
    const read = draftFromFen(fen);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.turn).toBe('red');
    expect(draftFen(read.value)).toBe(fen);
    const position = positionOfDraft(read.value);
    expect(position.ok && makeFen(position.value)).toBe(fen);
    // Round trip through the engine's parser as well.
    const parsed = parseFen(draftFen(read.value));
    expect(parsed.ok && draftOf(parsed.value)).toEqual(read.value);
    expect(draftOf(START_POSITION)).toEqual(startDraft());
  });

  it('says what is wrong with a bad FEN', () => {
    const bad = (text: string): string => {
      const read = draftFromFen(text);
      return read.ok ? 'ok' : read.error.message;
    };
    expect(bad('')).toBe('Type or paste a FEN, like B:W21,22,K30:B1,2.');
    expect(bad('X:W21:B1')).toMatch(/^This FEN cannot be read\. A FEN starts with the side to move/);
    expect(bad('B:W33:B1')).toMatch(/Square 33 does not exist/);
    expect(bad('B:W21:B21')).toMatch(/listed twice/);
  });
});
