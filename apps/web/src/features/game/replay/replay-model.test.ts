import { describe, expect, it } from 'vitest';
import { buildReplay, frameAt, replayOfRecord, type ReplayGame } from './replay-model';
import { recordOf, redFirstGame, scripted } from './test-records';

function gameOf(record = recordOf()): ReplayGame {
  const game = replayOfRecord(record);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe('the replay of a record', () => {
  it('has a ply per move, numbered by full move, written in both notations', () => {
    const { plies } = buildReplay(gameOf());
    expect(plies).toHaveLength(scripted.moves.length);
    expect(plies.slice(0, 3).map((p) => [p.index, p.moveNumber, p.color, p.text])).toEqual([
      [1, 1, 'black', { algebraic: 'b6-a5', numeric: '9-13' }],
      [2, 1, 'red', { algebraic: 'g3-h4', numeric: '24-20' }],
      [3, 2, 'black', { algebraic: 'f6-e5', numeric: '11-15' }],
    ]);
    // Captures are written with x along the whole path.
    expect(plies[21]!.text).toEqual({ algebraic: 'h4xf6xh8', numeric: '20x11x4' });
    expect(plies[21]!.lastMove).toEqual({
      from: 'h4',
      to: 'h8',
      path: ['h4', 'f6', 'h8'],
      captured: ['g5', 'g7'],
      color: 'red',
      promoted: true,
    });
  });

  it('gives pieces ids that follow them, and drops captured ones', () => {
    const model = buildReplay(gameOf());
    const at = (n: number, id: string) => frameAt(model, n).pieces.find((p) => p.id === id)?.square;
    expect(model.start.pieces).toHaveLength(24);
    expect(at(0, 'b9')).toBe('b6');
    expect(at(1, 'b9')).toBe('a5');
    expect(at(5, 'b9')).toBe('b4');
    expect(at(6, 'b9')).toBeUndefined(); // a3xc5 took it
    const crownedPiece = frameAt(model, 22).pieces.find((p) => p.square === 'h8');
    expect(crownedPiece).toMatchObject({ color: 'red', king: true });
    const end = frameAt(model, 28);
    expect(end.pieces.filter((p) => p.color === 'black')).toHaveLength(
      [...Array(32).keys()].filter((s) => (end.position.black & (1 << s)) !== 0).length,
    );
    expect(frameAt(model, 0).lastMove).toBeNull();
  });

  it('numbers a game set up with red to move from 1, red first', () => {
    const game = redFirstGame();
    expect(buildReplay(game).plies.map((p) => [p.moveNumber, p.color])).toEqual([
      [1, 'red'],
      [2, 'black'],
      [2, 'red'],
    ]);
  });

  it('keeps the ending and the players', () => {
    expect(gameOf()).toMatchObject({
      id: 'room:ABC234',
      roomCode: 'ABC234',
      names: { red: 'Alice', black: 'Guest BOB1' },
      result: { winner: 'red', reason: 'no-legal-moves' },
      startedAt: '2026-03-04T09:01:00.000Z',
    });
  });

  it('refuses a record whose move is not legal, naming the move', () => {
    const record = recordOf(scripted.moves.slice(0, 2));
    const bad = { ...record, moves: [record.moves[1]!, record.moves[0]!] };
    const game = replayOfRecord(bad);
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.error.message).toMatch(/^Move 1: /);
  });
});
