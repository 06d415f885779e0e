// Splits PDN text into the tokens that matter for a game: header tags, moves and result tokens.
// Everything else is dropped here: comments `{...}` and `; ...`, variations `(...)` with whatever
// they hold, move numbers `12.` / `12...`, NAGs `$3`, strength marks `!`, `?`, `*` after a move,
// and `%` escape lines. Moves are left as text for the engine to read against a position.
import { fail, ok, type Result } from './result.js';

/** A token of a PDN file, with the line it starts on. */
export type PdnToken =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'move'; readonly text: string; readonly line: number }
  | { readonly kind: 'result'; readonly text: string; readonly line: number };

/** Game termination markers. PDN 2.0 for checkers also knows 2-0 / 0-2 / 1-1 from 10x10 files; 0-0 is "lost for both". */
export const RESULT_TOKENS = ['1-0', '0-1', '1/2-1/2', '2-0', '0-2', '1-1', '0-0', '*'] as const;
/** A game termination marker. */
export type ResultToken = (typeof RESULT_TOKENS)[number];

/** True when `text` is a game termination marker. */
export const isResultToken = (text: string): text is ResultToken =>
  (RESULT_TOKENS as readonly string[]).includes(text);

const SPACES = new Set([' ', '\t', '\r', '\f', '\v', '\u00a0', '\ufeff']);
const DELIMITERS = new Set([...SPACES, '\n', '{', '}', '(', ')', '[', ']', ';']);
const TAG = /\[[ \t]*([A-Za-z0-9_]+)[ \t]+"((?:[^"\\\r\n]|\\.)*)"[ \t]*\]/y;

/** Classifies one word of movetext; returns the token to keep, or undefined for one to drop. */
function classify(word: string, line: number): PdnToken | undefined {
  if (isResultToken(word)) return { kind: 'result', text: word, line };
  const numbered = /^\d+\.+(.*)$/.exec(word);
  if (numbered !== null) return numbered[1] === '' ? undefined : classify(numbered[1]!, line);
  if (/^\.+$/.test(word) || /^\$\d+$/.test(word)) return undefined;
  const move = word.replace(/[!?*]+$/, '');
  return move === '' ? undefined : { kind: 'move', text: move, line };
}

/** Splits PDN text into tags, moves and results, in order. Fails on a malformed tag or an unclosed comment or variation. */
export function tokenizePdn(text: string): Result<PdnToken[]> {
  const tokens: PdnToken[] = [];
  let i = 0;
  let line = 1;
  let depth = 0;
  let lineStart = true;
  const countLines = (from: number, to: number): void => {
    for (let k = from; k < to; k++) if (text.charCodeAt(k) === 10) line++;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
      lineStart = true;
      continue;
    }
    if (SPACES.has(c)) {
      i++;
      continue;
    }
    const atLineStart = lineStart;
    lineStart = false;
    if (c === ';' || (c === '%' && atLineStart)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
      continue;
    }
    if (c === '{') {
      const end = text.indexOf('}', i + 1);
      if (end === -1) {
        return fail('unterminated-comment', `Line ${line}: a comment opened with { is never closed.`);
      }
      countLines(i, end);
      i = end + 1;
      continue;
    }
    if (c === '}') return fail('invalid-pdn', `Line ${line}: } closes no comment.`);
    if (c === '(') {
      depth++;
      i++;
      continue;
    }
    if (c === ')') {
      if (depth === 0) return fail('invalid-pdn', `Line ${line}: ) closes no variation.`);
      depth--;
      i++;
      continue;
    }
    if (c === '[' || c === ']') {
      TAG.lastIndex = i;
      const tag = c === '[' ? TAG.exec(text) : null;
      if (tag === null || depth > 0) {
        return fail(
          'invalid-header',
          `Line ${line}: a header must look like [Name "value"] and stand outside variations.`,
        );
      }
      tokens.push({ kind: 'tag', name: tag[1]!, value: tag[2]!.replace(/\\(.)/g, '$1'), line });
      i = TAG.lastIndex;
      continue;
    }
    let end = i;
    while (end < text.length && !DELIMITERS.has(text[end]!)) end++;
    const token = depth > 0 ? undefined : classify(text.slice(i, end), line);
    if (token !== undefined) tokens.push(token);
    i = end;
  }
  if (depth > 0) return fail('unterminated-variation', 'A variation opened with ( is never closed.');
  return ok(tokens);
}
