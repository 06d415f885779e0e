import { START_POSITION, parseFen, parseMoveText, play, type Move, type Position } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { makeGamePdn, pdnFileName, readGamePdn } from '../replay/pdn';
import { lineResultAt, newLine, playOnLine } from './line-model';

function movesOf(start: Position, texts: readonly string[]): Move[] {
  let position = start;
  return texts.map((text) => {
    const move = parseMoveText(position, text);
    if (!move.ok) throw new Error(move.error.message);
    position = play(position, move.value);
    return move.value;
  });
}

const opening = movesOf(START_POSITION, ['11-15', '23-19', '8-11', '22-17']);

describe('the line on the analysis board', () => {
  it('steps along its own next move and starts a new line from an earlier point on another', () => {
    const line = newLine(START_POSITION, opening);
    // The line's own third move, from ply 2: the same line, one ply on.
    const same = playOnLine(line, 2, opening[2]!);
    expect(same).toEqual({ line, ply: 3 });
    // Another move from ply 2 replaces the rest.
    const [other] = movesOf(play(play(START_POSITION, opening[0]!), opening[1]!), ['9-14']);
    const branched = playOnLine(line, 2, other!);
    expect(branched.ply).toBe(3);
    expect(branched.line.id).not.toBe(line.id);
    expect(branched.line.moves).toEqual([opening[0], opening[1], other]);
    expect(branched.line.initial).toBe(START_POSITION);
    // At the end of the line a move extends it, as a new line.
    const extended = playOnLine(
      branched.line,
      3,
      movesOf(play(play(play(START_POSITION, opening[0]!), opening[1]!), other!), ['22-18'])[0]!,
    );
    expect(extended.line.moves).toHaveLength(4);
    expect(extended.ply).toBe(4);
  });

  it('keeps a loaded game’s names but not its result once the line changes', () => {
    const loaded = {
      ...newLine(START_POSITION, opening),
      names: { red: 'Ann', black: 'Bo' },
      result: { winner: 'red' as const, reason: 'resignation' },
    };
    const [other] = movesOf(START_POSITION, ['9-13']);
    const branched = playOnLine(loaded, 0, other!).line;
    expect(branched.names).toEqual({ red: 'Ann', black: 'Bo' });
    expect(branched.result).toBeNull();
  });

  it('says when the rules end the line', () => {
    const won = parseFen('B:W18,27:BK14');
    if (!won.ok) throw new Error(won.error.message);
    const line = newLine(won.value, movesOf(won.value, ['14x23x32']));
    expect(lineResultAt(line, 0)).toBeNull();
    expect(lineResultAt(line, 1)).toEqual({ winner: 'black', reason: 'no-legal-moves' });
  });

  it('goes out as PDN with its set-up position and comes back the same', () => {
    const setUp = parseFen('W:W9,K21,30:B5,K14');
    if (!setUp.ok) throw new Error(setUp.error.message);
    const line = newLine(setUp.value, movesOf(setUp.value, ['30-26', '14-18']));
    const pdn = makeGamePdn(line, 'https://example.test');
    expect(pdn).toMatch(/\[Event "Analysis"\]/);
    expect(pdn).toMatch(/\[SetUp "1"\]/);
    expect(pdn).toMatch(/\[FEN "W:W9,K21,30:B5,K14"\]/);
    expect(pdnFileName(line)).toBe('analysis.pdn');
    const read = readGamePdn(pdn);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.initialFen).toBe(line.initialFen);
    expect(read.value.moves).toEqual(line.moves);
  });
});
