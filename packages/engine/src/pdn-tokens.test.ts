import { describe, expect, it } from 'vitest';
import { isResultToken, tokenizePdn, type PdnToken } from './pdn-tokens.js';

function tokens(text: string): PdnToken[] {
  const result = tokenizePdn(text);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

describe('tokenizePdn', () => {
  it('keeps tags, moves and results with their lines', () => {
    expect(tokens('[Event "A \\"B\\" \\\\ C"]\n\n1. 11-15 23-19\n2. 9x18x27 *')).toEqual([
      { kind: 'tag', name: 'Event', value: 'A "B" \\ C', line: 1 },
      { kind: 'move', text: '11-15', line: 3 },
      { kind: 'move', text: '23-19', line: 3 },
      { kind: 'move', text: '9x18x27', line: 4 },
      { kind: 'result', text: '*', line: 4 },
    ]);
  });

  it('drops move numbers, ellipses, NAGs, marks, comments and variations', () => {
    const text =
      '1.11-15!! 1... 23-19?! $2 {x\n(y} (2. 8-11 (2. 9-14)) ; rest\n% escape\n2...22-18* ! 1/2-1/2';
    expect(tokens(text).map((t) => (t.kind === 'tag' ? t.name : t.text))).toEqual([
      '11-15',
      '23-19',
      '22-18',
      '1/2-1/2',
    ]);
    expect(tokens(text).at(-1)?.line).toBe(4);
  });

  it('knows the result markers', () => {
    for (const mark of ['1-0', '0-1', '1/2-1/2', '2-0', '0-2', '1-1', '0-0', '*'])
      expect(isResultToken(mark)).toBe(true);
    for (const other of ['1-2', '½-½', '', '**']) expect(isResultToken(other)).toBe(false);
  });

  it('fails on unclosed comments and variations and on malformed tags', () => {
    const cases: [string, string][] = [
      ['{ open', 'unterminated-comment'],
      ['(1. 11-15', 'unterminated-variation'],
      ['((1. 11-15)', 'unterminated-variation'],
      ['1. 11-15)', 'invalid-pdn'],
      ['}', 'invalid-pdn'],
      ['[Event "x', 'invalid-header'],
      ['[Event x]', 'invalid-header'],
      ['[ "x"]', 'invalid-header'],
      ['[Event "x\ny"]', 'invalid-header'],
      [']', 'invalid-header'],
    ];
    for (const [text, code] of cases) {
      const result = tokenizePdn(text);
      expect(result.ok ? undefined : result.error.code, text).toBe(code);
    }
  });

  it('reads a long file quickly', () => {
    const game = '[Event "x"]\n1. 11-15 23-19 {c} 2. 9-14 (2. 8-11) 22-17 *\n\n';
    const started = performance.now();
    expect(tokens(game.repeat(20_000))).toHaveLength(20_000 * 6);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
