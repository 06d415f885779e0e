import { START_FEN, START_POSITION, crowned, makeSquare, piecesOf, play } from '@checkers/engine';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { describe, expect, it } from 'vitest';
import { frameOfRecord } from './featured-frame';

/** The record's moves for the first `plies` moves of a game with a multi-jump and a crowning. */
function recordMoves(plies: number) {
  const scripted = shortScriptedWin();
  let position = START_POSITION;
  const moves = scripted.moves.slice(0, plies).map((move) => {
    const wire = {
      path: move.path.map(makeSquare),
      captured: move.captures.map(makeSquare),
      color: position.turn,
      promoted: crowned(position, move),
    };
    position = play(position, move);
    return wire;
  });
  return { moves, position };
}

const drawn = (pieces: readonly { square: string; color: string; king: boolean }[]) =>
  pieces.map(({ square, color, king }) => `${square}:${color}${king ? ':king' : ''}`).sort();

describe("the featured game's board", () => {
  it('shows the position after every move of the record, captures and crownings included', () => {
    const all = shortScriptedWin().moves.length;
    for (const plies of [0, 1, 9, all]) {
      const { moves, position } = recordMoves(plies);
      const frame = frameOfRecord({ initial_fen: START_FEN, moves });
      const expected = piecesOf(position).map(({ square, piece }) => ({
        square: makeSquare(square),
        color: piece.color,
        king: piece.role === 'king',
      }));
      expect(drawn(frame?.pieces ?? [])).toEqual(drawn(expected));
      expect(frame?.lastMove ?? null).toEqual(
        plies === 0 ? null : { path: moves.at(-1)!.path, captured: moves.at(-1)!.captured },
      );
    }
    expect(frameOfRecord({ initial_fen: 'not a position', moves: [] })).toBeNull();
  });

  it('keeps each piece its id as it moves, so the board slides that piece', () => {
    const { moves } = recordMoves(2);
    const before = frameOfRecord({ initial_fen: START_FEN, moves: moves.slice(0, 1) })!;
    const after = frameOfRecord({ initial_fen: START_FEN, moves })!;
    const mover = before.pieces.find((piece) => piece.square === moves[1]!.path[0]);
    expect(after.pieces.find((piece) => piece.id === mover?.id)?.square).toBe(moves[1]!.path.at(-1));
  });
});
