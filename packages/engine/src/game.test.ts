import { describe, expect, it } from 'vitest';
import { parseFen } from './fen.js';
import {
  FORTY_MOVE_PLIES,
  agreeDraw,
  extendTrail,
  gameResultAfter,
  gameStatus,
  halfmoveClock,
  newGame,
  playMove,
  repetitionCount,
  replayGame,
  resign,
  startTrail,
  trailResult,
  type Game,
  type RulesTrail,
} from './game.js';
import { parseMoveText } from './notation.js';
import {
  START_POSITION,
  legalMoves,
  pieceAt,
  play,
  positionKey,
  samePosition,
  type Position,
} from './position.js';
import type { Result } from './result.js';
import { randomPosition, seededRandom as seeded } from './testing/positions.js';

const codeOf = (result: Result<unknown>): string | undefined => (result.ok ? undefined : result.error.code);

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const fen = (text: string): Position => unwrap(parseFen(text));

/** Plays PDN move texts one after another. */
function playTexts(game: Game, ...texts: string[]): Game {
  for (const text of texts) game = unwrap(playMove(game, unwrap(parseMoveText(game.position, text))));
  return game;
}

/**
 * Extends a game by `plies` king steps that capture nothing, allow no capture in reply and never
 * visit a position already seen, so neither repetition nor progress interferes (depth-first search).
 * Only the 40-move rule may end the game on the way.
 */
function kingWalk(game: Game, plies: number): Game {
  const seen = new Set([positionKey(game.initial), ...game.moves.map((m) => positionKey(m.position))]);
  const search = (current: Game, left: number): Game | undefined => {
    if (left === 0) return current;
    for (const move of legalMoves(current.position)) {
      if (move.captures.length > 0 || pieceAt(current.position, move.from)?.role !== 'king') continue;
      const next = unwrap(playMove(current, move));
      const key = positionKey(next.position);
      const ended = next.result !== null && next.result.reason !== 'forty-move-rule';
      if (seen.has(key) || ended || legalMoves(next.position)[0]?.captures.length) continue;
      seen.add(key);
      const found = search(next, left - 1);
      if (found !== undefined) return found;
      seen.delete(key);
    }
    return undefined;
  };
  const walked = search(game, plies);
  if (walked === undefined) throw new Error('no king walk found');
  return walked;
}

describe('the game record', () => {
  it('starts from the start position, black to move', () => {
    const game = newGame();
    expect(game.initial).toBe(START_POSITION);
    expect(game.position).toBe(START_POSITION);
    expect(game.moves).toEqual([]);
    expect(game.result).toBeNull();
    expect(gameStatus(game)).toEqual({ status: 'active', turn: 'black' });
  });

  it('records each move with the position after it and leaves the old record untouched', () => {
    const start = newGame();
    const game = playTexts(start, '11-15', '23-19', '8-11', '22-17');
    expect(game.moves).toHaveLength(4);
    expect(game.moves[0]!.move.path).toEqual([10, 14]);
    expect(game.position).toBe(game.moves[3]!.position);
    expect(gameStatus(game)).toEqual({ status: 'active', turn: 'black' });
    expect(start.moves).toHaveLength(0);
    expect(halfmoveClock(game)).toBe(0);
    expect(repetitionCount(game)).toBe(1);
  });

  it('refuses an illegal move with the reason', () => {
    const game = newGame();
    const refused = playMove(game, { from: 21, to: 17, path: [21, 17], captures: [] });
    expect(codeOf(refused)).toBe('illegal-move');
    expect(!refused.ok && refused.error.message).toContain("red's");
    expect(codeOf(playMove(game, { from: 8, to: 14, path: [8, 14], captures: [] }))).toBe('illegal-move');
  });

  it('replays a move list and names the first bad move', () => {
    const moves = playTexts(newGame(), '11-15', '23-19').moves.map((m) => m.move);
    expect(unwrap(replayGame(START_POSITION, moves)).moves).toHaveLength(2);
    const bad = replayGame(START_POSITION, [moves[0]!, moves[0]!]);
    expect(codeOf(bad)).toBe('illegal-move');
    expect(!bad.ok && bad.error.message).toMatch(/^Move 2: /);
  });
});

describe('no legal move', () => {
  it('ends the game when the side to move is blocked', () => {
    // Red's only man, on 29, is blocked by black men on 25 and 22 once black has moved.
    const game = playTexts(newGame(fen('B:W29:B1,22,25')), '1-6');
    expect(game.result).toEqual({ winner: 'black', reason: 'no-legal-moves' });
    expect(gameStatus(game)).toEqual({ status: 'finished', winner: 'black', reason: 'no-legal-moves' });
  });

  it('ends the game when the last piece is captured', () => {
    const game = playTexts(newGame(fen('B:W6:B1')), '1x10');
    expect(game.result).toEqual({ winner: 'black', reason: 'no-legal-moves' });
  });

  it('is over from the start when the side to move cannot move', () => {
    expect(newGame(fen('B:W8,11:B4')).result).toEqual({ winner: 'red', reason: 'no-legal-moves' });
    expect(newGame(fen('W:W:B1')).result).toEqual({ winner: 'black', reason: 'no-legal-moves' });
  });
});

describe('resignation and agreement', () => {
  it('gives the game to the other side on resignation', () => {
    const game = unwrap(resign(playTexts(newGame(), '11-15'), 'red'));
    expect(game.result).toEqual({ winner: 'black', reason: 'resignation' });
    expect(unwrap(resign(newGame(), 'black')).result).toEqual({ winner: 'red', reason: 'resignation' });
  });

  it('draws by agreement', () => {
    expect(unwrap(agreeDraw(newGame())).result).toEqual({ winner: null, reason: 'agreement' });
  });

  it('refuses moves, resignations and agreements once the game is over', () => {
    const over = unwrap(agreeDraw(newGame()));
    const move = legalMoves(START_POSITION)[0]!;
    expect(codeOf(playMove(over, move))).toBe('game-over');
    expect(codeOf(resign(over, 'black'))).toBe('game-over');
    expect(codeOf(agreeDraw(over))).toBe('game-over');
    const won = playTexts(newGame(fen('B:W6:B1')), '1x10');
    expect(codeOf(playMove(won, legalMoves(won.position)[0] ?? move))).toBe('game-over');
  });
});

describe('threefold repetition (WCDF 1.32.1)', () => {
  it('draws when kings shuffling bring a position back a third time, not before', () => {
    let game = newGame(fen('B:WK32:BK1'));
    const shuffle = ['1-6', '32-27', '6-1', '27-32'];
    const counts: number[] = [];
    for (const text of [...shuffle, ...shuffle]) {
      expect(game.result).toBeNull();
      game = playTexts(game, text);
      counts.push(repetitionCount(game));
    }
    expect(counts).toEqual([1, 1, 1, 2, 2, 2, 2, 3]);
    expect(samePosition(game.position, game.initial)).toBe(true);
    expect(game.result).toEqual({ winner: null, reason: 'threefold-repetition' });
    expect(game.moves).toHaveLength(8);
  });
});

describe('40-move rule (WCDF 1.32.2)', () => {
  const start = fen('B:WK29,K31,K32:BK1,K2,K4');

  it('draws after exactly 80 plies without a man move or a capture', () => {
    const before = kingWalk(newGame(start), FORTY_MOVE_PLIES - 1);
    expect(halfmoveClock(before)).toBe(79);
    expect(before.result).toBeNull();
    const drawn = kingWalk(before, 1);
    expect(halfmoveClock(drawn)).toBe(80);
    expect(drawn.result).toEqual({ winner: null, reason: 'forty-move-rule' });
    expect(codeOf(playMove(drawn, legalMoves(drawn.position)[0]!))).toBe('game-over');
  });

  it('starts again after a man move', () => {
    // Red's man on 28 waits while the kings walk; moving it at ply 80 resets the count.
    const walked = kingWalk(newGame(fen('B:WK29,K31,28:BK1,K2,K4')), FORTY_MOVE_PLIES - 1);
    expect(halfmoveClock(walked)).toBe(79);
    const manMove = legalMoves(walked.position).find((m) => pieceAt(walked.position, m.from)?.role === 'man');
    expect(manMove).toBeDefined();
    const after = unwrap(playMove(walked, manMove!));
    expect(halfmoveClock(after)).toBe(0);
    expect(after.result).toBeNull();
  });

  it('starts again after a capture', () => {
    const game = playTexts(newGame(fen('B:WK32,29:BK1')), '1-6', '32-27', '6-10', '27-23', '10-15', '23-19');
    expect(halfmoveClock(game)).toBe(6);
    const captured = playTexts(game, '15x24');
    expect(halfmoveClock(captured)).toBe(0);
    expect(captured.result).toBeNull();
    expect(halfmoveClock(playTexts(captured, '29-25'))).toBe(0);
    expect(halfmoveClock(playTexts(captured, '29-25', '24-20'))).toBe(1);
  });
});

describe('gameResultAfter', () => {
  it('agrees with the record on seeded random games', () => {
    const rand = seeded(7);
    const reasons = new Set<string>();
    for (let n = 0; n < 60; n++) {
      let game = newGame();
      while (game.result === null && game.moves.length < 600) {
        const moves = legalMoves(game.position);
        game = unwrap(playMove(game, moves[Math.floor(rand() * moves.length)]!));
        if (game.moves.length % 37 === 0) {
          expect(
            gameResultAfter(
              game.initial,
              game.moves.map((m) => m.move),
            ),
          ).toEqual(game.result);
        }
      }
      expect(
        gameResultAfter(
          game.initial,
          game.moves.map((m) => m.move),
        ),
      ).toEqual(game.result);
      if (game.result !== null) reasons.add(game.result.reason);
    }
    expect(reasons).toContain('no-legal-moves');
    expect(reasons.has('threefold-repetition') || reasons.has('forty-move-rule')).toBe(true);
  });

  it('reports nothing while the game goes on', () => {
    expect(gameResultAfter(START_POSITION, [])).toBeNull();
  });
});

describe('rules trail', () => {
  // The trail must judge every position exactly as the whole record does, including the draws,
  // which random king endings from set-up positions reach often.
  it('agrees with the record after every move of seeded random games', () => {
    const rand = seeded(11);
    const reasons = new Set<string>();
    for (let n = 0; n < 120; n++) {
      let game = newGame(
        n % 2 === 0 ? START_POSITION : randomPosition(rand, { maxPieces: 4, kingChance: 0.7 }),
      );
      let trail: RulesTrail = startTrail(game.initial);
      expect(trailResult(trail)).toEqual(game.result);
      while (game.result === null && game.moves.length < 400) {
        const moves = legalMoves(game.position);
        const move = moves[Math.floor(rand() * moves.length)]!;
        const before = game.position;
        game = unwrap(playMove(game, move));
        trail = extendTrail(trail, before, move, play(before, move));
        expect(trailResult(trail)).toEqual(game.result);
        expect(trail.length - 1).toBe(halfmoveClock(game));
      }
      if (game.result !== null) reasons.add(game.result.reason);
    }
    expect(reasons).toContain('no-legal-moves');
    expect(reasons).toContain('threefold-repetition');
  });

  it('draws by the 40-move rule on the same ply as the record', () => {
    const drawn = kingWalk(newGame(fen('B:WK29,K31,K32:BK1,K2,K4')), FORTY_MOVE_PLIES);
    let trail: RulesTrail = startTrail(drawn.initial);
    drawn.moves.forEach(({ move, position }, i) => {
      trail = extendTrail(trail, trail[trail.length - 1]!, move, position);
      expect(trailResult(trail)).toEqual(i === FORTY_MOVE_PLIES - 1 ? drawn.result : null);
    });
    expect(drawn.result?.reason).toBe('forty-move-rule');
  });

  it('starts again at a man move or a capture', () => {
    const start = startTrail(START_POSITION);
    const move = legalMoves(START_POSITION)[0]!;
    const after = play(START_POSITION, move);
    expect(extendTrail(start, START_POSITION, move, after)).toEqual([after]);
  });
});
