import { describe, expect, it } from 'vitest';
import { START_POSITION, legalMoves, play, positionKey, sameMove } from '../position.js';
import { writeBook } from './format.js';
import { generateBook, type BookGenerateOptions } from './generate.js';

const SMALL: BookGenerateOptions = {
  maxNodes: 3000,
  startPlies: 2,
  lines: [],
  linePlies: 0,
  replies: 2,
  follow: 1,
  variety: 10,
  hashBits: 12,
  egdb: null,
};

describe('generateBook', () => {
  it('covers the start for an AI of either colour, with legal moves best first', () => {
    const entries = generateBook(SMALL);
    const keys = new Set(entries.map((e) => positionKey(e.position)));
    // The AI as black: the start, then every reply to its book move; as red: every first move.
    expect(keys.has(positionKey(START_POSITION))).toBe(true);
    for (const move of legalMoves(START_POSITION))
      expect(keys.has(positionKey(play(START_POSITION, move)))).toBe(true);
    const best = entries.find((e) => e.position === START_POSITION)!.moves[0]!.move;
    const afterBest = play(START_POSITION, best);
    for (const reply of legalMoves(afterBest)) {
      const next = play(afterBest, reply);
      if (legalMoves(next).length > 1) expect(keys.has(positionKey(next))).toBe(true);
    }
    for (const entry of entries) {
      expect(entry.moves.length).toBeGreaterThan(0);
      expect(entry.moves.length).toBeLessThanOrEqual(3);
      const legal = legalMoves(entry.position);
      for (const { move, score } of entry.moves) {
        expect(legal.some((m) => sameMove(m, move))).toBe(true);
        expect(score).toBeGreaterThanOrEqual(entry.moves[0]!.score - SMALL.variety);
      }
    }
  });

  it('follows a line: the book side’s best move, then the other side’s best replies', () => {
    const line = play(START_POSITION, legalMoves(START_POSITION)[0]!);
    const entries = generateBook({ ...SMALL, startPlies: 0, lines: [line], linePlies: 2 });
    const lineEntry = entries.find((e) => positionKey(e.position) === positionKey(line))!;
    const reply = play(line, lineEntry.moves[0]!.move);
    const replyEntry = entries.find((e) => positionKey(e.position) === positionKey(reply))!;
    expect(replyEntry).toBeDefined();
    for (const answer of replyEntry.ranked.slice(0, SMALL.replies)) {
      const next = play(reply, answer);
      if (legalMoves(next).length > 1) {
        expect(entries.some((e) => positionKey(e.position) === positionKey(next))).toBe(true);
      }
    }
  });

  it('is deterministic: the same options give the same file', () => {
    expect(writeBook(generateBook(SMALL))).toEqual(writeBook(generateBook(SMALL)));
  });
});
