import { describe, expect, it } from 'vitest';
import { makeFen, parseFen } from './fen.js';
import { agreeDraw, newGame, playMove, resign, type Game } from './game.js';
import { makeMoveText } from './notation.js';
import { makePdn, parsePdn, parsePdnGames } from './pdn.js';
import { START_POSITION, legalMoves, play, type Position } from './position.js';
import type { Result } from './result.js';
import { seededRandom as seeded } from './testing/positions.js';

const codeOf = (result: Result<unknown>): string | undefined => (result.ok ? undefined : result.error.code);

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * A random but legal game: sometimes from a position reached by random play (so either side may
 * start), played until the rules end it or a random length, then sometimes resigned or agreed drawn.
 */
function randomGame(seed: number): Game {
  const rand = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  let initial: Position = START_POSITION;
  if (seed % 3 === 0) {
    for (let i = Math.floor(rand() * 41); i > 0 && legalMoves(initial).length > 0; i--) {
      initial = play(initial, pick(legalMoves(initial)));
    }
  }
  let game = newGame(initial);
  const length = Math.floor(rand() * 500);
  while (game.result === null && game.moves.length < length) {
    game = unwrap(playMove(game, pick(legalMoves(game.position))));
  }
  if (game.result === null) {
    const end = rand();
    if (end < 0.3) game = unwrap(resign(game, pick(['black', 'red'] as const)));
    else if (end < 0.5) game = unwrap(agreeDraw(game));
  }
  return game;
}

// W. Payne, "An Introduction to the Game of Draughts" (1756), games 1, 2 and 25: the first book of
// the game in English. Transcribed in PDN by the Capers project (games/payne.pdn).
const PAYNE = `[Event "Payne Game 1"]
[Date "1756"]
[Result "1-0"]

1. 11-15 22-18 2. 15x22 25x18 3.  8-11 29-25 4.  4-8 25-22 5. 12-16 24-20
6. 10-15 27-24 7. 16-19 23x16 8. 15-19 24x15 9.  9-14 18x9 10. 11x25 32-27
11.  5x14 27-23 12.  6-10 16-12 13.  8-11 28-24 14. 25-29 30-25 15. 29x22
26x17 16. 11-15 20-16 17. 15-18 24-20 18. 18x27 31x24 19. 14-18 16-11
20.  7x16 20x11 21. 18-23 11-8 22. 23-27  8-4 23. 27-31  4-8 24. 31-27
24-20 25. 27-23  8-11 26. 23-18 11-8 27. 18-15 1-0


[Event "Payne Game 2"]
[Date "1756"]
[Result "1/2-1/2"]

1. 11-15 22-18 2. 15x22 25x18 3.  8-11 29-25 4.  4-8 25-22 5. 12-16 24-20
6. 10-15 21-17 7.  7-10 27-24 8.  8-12 17-13 9.  9-14 18x9 10.  5x14 24-19
11. 15x24 28x19 12. 14-17 32-27 13. 10-14 27-24 14.  3-7 30-25 15.  6-9
13x6 16.  1x10 22x13 17. 14-18 23x14 18. 16x30 25-21 19. 10x17 21x14
20. 30-25 14-9 21. 11-15  9-6 22.  2x9 13x6 23. 15-18  6-2 24.  7-10  2-6
25. 10-14  6-9 26. 25-21 31-26 27. 14-17 1/2-1/2


[Event "Payne Game 25"]
[Date "1756"]
[Result "0-1"]

1. 11-15 22-17 2. 15-19 24x15 3. 10x19 23x16 4. 12x19 25-22 5.  7-10 27-24
6. 10-15 22-18 7. 15x22 24x15 8.  3-7 30-25 9.  9-13 25x18 10. 13x22 26x17
11.  7-10 31-26 12. 10x19 32-27 13.  2-7 17-14 14.  7-11 27-24 15. 11-15
18x11 16.  8x15 14-10 17.  6-9 10-7 18.  9-14 0-1
`;

describe('makePdn', () => {
  it('writes headers, then numbered movetext and the result', () => {
    let game = newGame();
    for (const text of ['11-15', '23-19', '9-14']) {
      game = unwrap(
        playMove(
          game,
          legalMoves(game.position).find((m) => makeMoveText(m) === text)!,
        ),
      );
    }
    expect(makePdn(game, { White: 'Red "the \\ best"', Event: 'Club night', Annotator: 'me' })).toBe(
      [
        '[Event "Club night"]',
        '[White "Red \\"the \\\\ best\\""]',
        '[Result "*"]',
        '[GameType "21"]',
        '[Annotator "me"]',
        '',
        '1. 11-15 23-19 2. 9-14 *',
        '',
      ].join('\n'),
    );
  });

  it('adds SetUp and FEN for a set-up position and starts with 1... when red moves first', () => {
    const initial = unwrap(parseFen('W:W18,22,K30:B9,K1'));
    const first = legalMoves(initial).find((m) => makeMoveText(m) === '22-17')!;
    const game = unwrap(resign(unwrap(playMove(newGame(initial), first)), 'black'));
    const text = makePdn(game);
    expect(text).toContain('[SetUp "1"]\n[FEN "W:W18,22,K30:BK1,9"]');
    expect(text).toContain('[Result "0-1"]');
    expect(text.trim().split('\n').at(-1)).toBe('1... 22-17 0-1');
  });

  it('wraps movetext at 80 columns', () => {
    const game = randomGame(4);
    const lines = makePdn(game).split('\n');
    expect(game.moves.length).toBeGreaterThan(40);
    expect(lines.every((line) => line.length <= 80)).toBe(true);
  });

  it('throws for a header name that is a bug in the caller', () => {
    expect(() => makePdn(newGame(), { 'Bad name': 'x' })).toThrow(TypeError);
  });
});

describe('parsePdn', () => {
  it('round-trips seeded random games through PDN', () => {
    const reasons = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const game = randomGame(seed);
      const headers = { Event: `Random ${seed}`, Site: 'Internet', Black: 'Seed, A.', White: 'Seed, B.' };
      const text = makePdn(game, headers);
      const parsed = unwrap(parsePdn(text));
      expect(parsed.game).toEqual(game);
      expect(parsed.headers.get('Event')).toBe(`Random ${seed}`);
      expect(makePdn(parsed.game, parsed.headers)).toBe(text);
      reasons.add(game.result?.reason ?? 'none');
    }
    expect(reasons.size).toBeGreaterThanOrEqual(4);
  });

  it('reads several games of one file', () => {
    const games = [randomGame(11), randomGame(12), randomGame(15)];
    const parsed = unwrap(
      parsePdnGames(games.map((g, i) => makePdn(g, { Round: String(i + 1) })).join('\n')),
    );
    expect(parsed.map((p) => p.game)).toEqual(games);
    expect(parsed.map((p) => p.headers.get('Round'))).toEqual(['1', '2', '3']);
    expect(unwrap(parsePdnGames(''))).toEqual([]);
  });

  it("reads Payne's published games of 1756", () => {
    const games = unwrap(parsePdnGames(PAYNE));
    expect(games.map((g) => g.headers.get('Event'))).toEqual([
      'Payne Game 1',
      'Payne Game 2',
      'Payne Game 25',
    ]);
    expect(games.map((g) => g.game.moves.length)).toEqual([53, 53, 35]);
    expect(games.map((g) => g.game.result)).toEqual([
      { winner: 'black', reason: 'resignation' },
      { winner: null, reason: 'agreement' },
      { winner: 'red', reason: 'resignation' },
    ]);
    const first = games[0]!.game;
    expect(makeFen(first.position)).toBe('W:WK8,12,17,20,21:B1,2,3,10,K15');
    // Written back and read again, it is the same game.
    expect(unwrap(parsePdn(makePdn(first, games[0]!.headers))).game).toEqual(first);
  });

  it('skips comments, variations, NAGs, strength marks and escapes, and reads other move forms', () => {
    const text = [
      '\uFEFF% exported by hand',
      '[Event "Tolerant \\"reader\\""]',
      '[GameType "21,B,8,8,N1,0"]',
      '{ a comment before the game }',
      '1.11-15! {good} (1. 9-14 {a (bracketed) note} (1. 10-14 22-17) 22-18) 23-19?',
      '2... $1 ; a line comment 2. 9x14',
      '2. 8-11 22-17* 3. b6-a5 $14 17-14!? 3...',
      '4. 10x17 21x14 1-1',
    ].join('\r\n');
    const parsed = unwrap(parsePdn(text));
    expect(parsed.headers.get('Event')).toBe('Tolerant "reader"');
    const moves = parsed.game.moves.map((m) => makeMoveText(m.move));
    expect(moves).toEqual(['11-15', '23-19', '8-11', '22-17', '9-13', '17-14', '10x17', '21x14']);
    expect(parsed.game.result).toEqual({ winner: null, reason: 'agreement' });
  });

  it('reads short and algebraic captures and the 2-0 / 0-2 scores', () => {
    const text = '[FEN "B:W6,14:B2"]\n1. 2x18 2-0';
    expect(unwrap(parsePdn(text)).game.result).toEqual({ winner: 'black', reason: 'no-legal-moves' });
    const algebraic = unwrap(parsePdn('[SetUp "1"]\n[FEN "B:W6,7,14,15,32:B2"]\n1. d8xf6xd4 0-2'));
    expect(algebraic.game.moves[0]!.move.captures).toEqual([6, 14]);
    expect(algebraic.game.result).toEqual({ winner: 'red', reason: 'resignation' });
  });

  it('reads a game set up with red to move from 1...', () => {
    const parsed = unwrap(parsePdn('[FEN "W:W18,22,K30:B9,K1"]\n1... 22-17 2. 9-13 17-14 *'));
    expect(parsed.game.moves.map((m) => makeMoveText(m.move))).toEqual(['22-17', '9-13', '17-14']);
    expect(parsed.game.result).toBeNull();
  });

  it('keeps the result the rules give when the file agrees, and takes the header when the movetext has none', () => {
    const won = unwrap(parsePdn('[Result "1-0"]\n[FEN "B:W6:B1"]\n1. 1x10'));
    expect(won.game.result).toEqual({ winner: 'black', reason: 'no-legal-moves' });
    const starred = unwrap(parsePdn('[Result "1/2-1/2"]\n1. 11-15 *'));
    expect(starred.game.result).toEqual({ winner: null, reason: 'agreement' });
    const odd = unwrap(parsePdn('[Result "unknown"]\n1. 11-15'));
    expect(odd.game.result).toBeNull();
  });

  it('refuses bad PDN with a clear code, naming the move, and never throws', () => {
    const cases: [unknown, string, string?][] = [
      ['', 'empty-pdn'],
      ['   \n  ', 'empty-pdn'],
      [null, 'invalid-pdn'],
      [undefined, 'invalid-pdn'],
      [42, 'invalid-pdn'],
      [{ pdn: '1. 11-15' }, 'invalid-pdn'],
      ['1'.repeat(8_000_001), 'too-long'],
      ['[GameType "20"]\n1. 32-28 *', 'unsupported-game-type', '20'],
      ['[GameType "210"]\n*', 'unsupported-game-type'],
      ['1. 11-15 23-19 2. 11-16 *', 'no-piece', 'move 2. 11-16'],
      ['1. 11-15 23-19 2. 9-13 19-23 *', 'illegal-move', 'move 2... 19-23'],
      ['1. 11-15 23-19 2. 15-14 *', 'illegal-move', 'move 2. 15-14'],
      ['1. 11-15 hello *', 'invalid-move-text', 'move 1... hello'],
      ['1. 11-15 ☃ *', 'invalid-move-text'],
      ['1. 11-15 0-4 *', 'invalid-move-text'],
      ['[FEN "B:W6,7,14,15:B2"] 1. 2x18 *', 'ambiguous-move', '2x9x18'],
      ['[Event "truncated', 'invalid-header', 'Line 1'],
      ['[Event]\n*', 'invalid-header'],
      ['[Event "a"\n*', 'invalid-header'],
      ['1. 11-15 ]', 'invalid-header'],
      ['1. 11-15 (23-19 [Event "x"]) *', 'invalid-header'],
      ['[Event "a"]\n[Event "b"]\n*', 'duplicate-header'],
      ['1. 11-15 { never closed', 'unterminated-comment'],
      ['1. 11-15 } *', 'invalid-pdn'],
      ['1. 11-15 (23-19', 'unterminated-variation'],
      ['1. 11-15 ) *', 'invalid-pdn'],
      ['[FEN "B:W1,1:B2"]\n*', 'invalid-fen', 'twice'],
      ['[SetUp "1"]\n1. 11-15 *', 'missing-fen'],
      ['[Result "0-1"]\n1. 11-15 1-0', 'result-mismatch'],
      ['[FEN "B:W6:B1"]\n1. 1x10 0-1', 'result-mismatch'],
      ['[FEN "B:W6:B1"]\n1. 1x10 10-14 1-0', 'game-over', 'move 1... 10-14'],
      ['1. 11-15 *\n1. 11-15 *', 'multiple-games'],
      [`1. ${'9'.repeat(5_000_000)} *`, 'invalid-move-text'],
    ];
    for (const [input, code, words] of cases) {
      const result = parsePdn(input);
      expect(codeOf(result), String(input).slice(0, 40)).toBe(code);
      if (words !== undefined) expect(!result.ok && result.error.message).toContain(words);
      expect(!result.ok && result.error.message.length).toBeLessThan(300);
    }
  });

  it('names the game that fails in a file of several', () => {
    const result = parsePdnGames('1. 11-15 *\n\n[Event "b"]\n1. 11-15 22-18 2. 15x22 25x18 3. 12-8 *');
    expect(codeOf(result)).toBe('illegal-move');
    expect(!result.ok && result.error.message).toMatch(/^Game 2: Line 4, move 3\. 12-8: /);
  });
});
