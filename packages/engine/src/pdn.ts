// Whole games in PDN (Portable Draughts Notation): header tags, then numbered movetext and a result.
// Only English draughts / American checkers is read (GameType 21, or no GameType). Every move is
// checked by the engine and the game record applies the rules as it goes, so a PDN game that
// continues after the rules ended it is refused.
//
// Results follow PDN 2.0 for American checkers (Murray Cash, 2003; the reference PDN 3.0 cites for
// the Result tag): "1-0 indicating Black (Red) won the game", "0-1 indicating White won the game".
// PDN's Black is the side that moves first (our black) and PDN's White is our red. 2-0, 0-2 and 1-1
// (the 10x10 scores) are read the same way; 0-0 ("lost for both") and * mean no result.
// A decisive result the moves do not explain is a resignation, a draw they do not explain an
// agreement; a result that contradicts the rules is refused.
import { makeFen, parseFen } from './fen.js';
import { agreeDraw, newGame, playMove, resign, type Game, type GameResult } from './game.js';
import { makeMoveText, parseMoveText } from './notation.js';
import { isResultToken, tokenizePdn, type PdnToken, type ResultToken } from './pdn-tokens.js';
import { START_POSITION, samePosition } from './position.js';
import { fail, ok, type Result } from './result.js';
import { opposite, type Color } from './types.js';

/** Machine codes of the failures of PDN reading, besides the move codes of `notation` and `game-over`. */
export const PDN_ERRORS = [
  'invalid-pdn',
  'too-long',
  'empty-pdn',
  'multiple-games',
  'invalid-header',
  'duplicate-header',
  'unterminated-comment',
  'unterminated-variation',
  'unsupported-game-type',
  'invalid-fen',
  'missing-fen',
  'result-mismatch',
] as const;
/** A failure code of PDN reading. */
export type PdnError = (typeof PDN_ERRORS)[number];

/** A game read from PDN: its header tags in file order, and the checked game record. */
export interface PdnGame {
  readonly headers: ReadonlyMap<string, string>;
  readonly game: Game;
}

/** Longest PDN text accepted, in characters (a large tournament file fits). */
export const MAX_PDN_LENGTH = 8_000_000;
/** Column at which exported movetext wraps. */
const LINE_WIDTH = 80;
/** The PDN GameType of English draughts / American checkers. */
const GAME_TYPE = '21';
// Tags `makePdn` computes from the game itself; values given for them are ignored.
const COMPUTED_TAGS = new Set(['Result', 'GameType', 'SetUp', 'FEN']);
// PGN's roster order, which readers expect first.
const ROSTER = ['Event', 'Site', 'Date', 'Round', 'Black', 'White'];

type Tag = Extract<PdnToken, { kind: 'tag' }>;
type MoveToken = Extract<PdnToken, { kind: 'move' }>;
type ResultMark = Extract<PdnToken, { kind: 'result' }>;

interface RawGame {
  readonly tags: Tag[];
  readonly moves: MoveToken[];
  result: ResultMark | undefined;
}

const WINNERS: Record<ResultToken, Color | null | undefined> = {
  '1-0': 'black',
  '2-0': 'black',
  '0-1': 'red',
  '0-2': 'red',
  '1/2-1/2': null,
  '1-1': null,
  '0-0': undefined,
  '*': undefined,
};

/** The declared outcome of a result marker: a winner or null for a draw; undefined when none. */
const declared = (text: string | undefined): { winner: Color | null } | undefined => {
  if (text === undefined || !isResultToken(text.trim())) return undefined;
  const winner = WINNERS[text.trim() as ResultToken];
  return winner === undefined ? undefined : { winner };
};

/** The PDN result marker of a game result. */
function resultToken(result: GameResult | null): '1-0' | '0-1' | '1/2-1/2' | '*' {
  if (result === null) return '*';
  if (result.winner === null) return '1/2-1/2';
  return result.winner === 'black' ? '1-0' : '0-1';
}

/** Untrusted text cut short for a message. */
const clip = (text: string): string => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

const describe = (result: GameResult): string =>
  result.winner === null ? `a draw (${result.reason})` : `a win for ${result.winner} (${result.reason})`;

/** The move number of the next ply: `12.` before black's move, `12...` before red's. */
function moveLabel(initialTurn: Color, ply: number, turn: Color): string {
  const number = Math.floor((ply + (initialTurn === 'red' ? 1 : 0)) / 2) + 1;
  return `${number}${turn === 'black' ? '.' : '...'}`;
}

/** Groups tokens into games: a game ends at its result marker or where the next game's headers begin. */
function splitGames(tokens: readonly PdnToken[]): RawGame[] {
  const games: RawGame[] = [];
  let current: RawGame = { tags: [], moves: [], result: undefined };
  const begun = (): boolean => current.moves.length > 0 || current.result !== undefined;
  for (const token of tokens) {
    if ((token.kind === 'tag' && begun()) || (token.kind !== 'tag' && current.result !== undefined)) {
      games.push(current);
      current = { tags: [], moves: [], result: undefined };
    }
    if (token.kind === 'tag') current.tags.push(token);
    else if (token.kind === 'move') current.moves.push(token);
    else current.result = token;
  }
  if (current.tags.length > 0 || begun()) games.push(current);
  return games;
}

/** Applies the declared result to a replayed game, refusing contradictions. */
function settle(game: Game, header: string | undefined, marker: ResultMark | undefined): Result<Game> {
  const fromMarker = declared(marker?.text);
  const fromHeader = declared(header);
  if (fromMarker !== undefined && fromHeader !== undefined && fromMarker.winner !== fromHeader.winner) {
    return fail(
      'result-mismatch',
      `The Result header says ${header} but the movetext ends with ${marker?.text}.`,
    );
  }
  const claim = fromMarker ?? fromHeader;
  if (claim === undefined) return ok(game);
  if (game.result !== null) {
    if (game.result.winner === claim.winner) return ok(game);
    const said = marker?.text ?? header;
    return fail(
      'result-mismatch',
      `The result ${said} contradicts the moves, which end in ${describe(game.result)}.`,
    );
  }
  return claim.winner === null ? agreeDraw(game) : resign(game, opposite(claim.winner));
}

/** Builds and checks one game from its tokens. */
function buildGame(raw: RawGame): Result<PdnGame> {
  const headers = new Map<string, string>();
  for (const tag of raw.tags) {
    if (headers.has(tag.name)) {
      return fail('duplicate-header', `Line ${tag.line}: the ${clip(tag.name)} header appears twice.`);
    }
    headers.set(tag.name, tag.value);
  }
  const gameType = headers.get('GameType');
  if (gameType !== undefined && !/^\s*21\s*(,.*)?$/.test(gameType)) {
    return fail(
      'unsupported-game-type',
      `GameType "${clip(gameType)}" is not English draughts / American checkers (GameType 21).`,
    );
  }
  let initial = START_POSITION;
  const fen = headers.get('FEN');
  if (fen !== undefined) {
    const parsed = parseFen(fen);
    if (!parsed.ok) {
      return fail('invalid-fen', `The FEN header is not a valid position: ${parsed.error.message}`);
    }
    initial = parsed.value;
  } else if (headers.get('SetUp')?.trim() === '1') {
    return fail('missing-fen', 'The SetUp header is 1 but there is no FEN header.');
  }
  let game = newGame(initial);
  for (const token of raw.moves) {
    const where = `Line ${token.line}, move ${moveLabel(initial.turn, game.moves.length, game.position.turn)} ${clip(token.text)}`;
    if (game.result !== null) {
      return fail('game-over', `${where}: the game was already over, ${describe(game.result)}.`);
    }
    const move = parseMoveText(game.position, token.text);
    if (!move.ok) return fail(move.error.code, `${where}: ${move.error.message}`);
    const next = playMove(game, move.value);
    if (!next.ok) return fail(next.error.code, `${where}: ${next.error.message}`);
    game = next.value;
  }
  const settled = settle(game, headers.get('Result'), raw.result);
  return settled.ok ? ok({ headers, game: settled.value }) : settled;
}

/** Reads every game of a PDN file, in order. An empty file has no games; the first bad game fails the whole file. */
export function parsePdnGames(text: unknown): Result<PdnGame[]> {
  if (typeof text !== 'string') return fail('invalid-pdn', 'PDN is text.');
  if (text.length > MAX_PDN_LENGTH) {
    return fail('too-long', `PDN text is limited to ${MAX_PDN_LENGTH} characters.`);
  }
  const tokens = tokenizePdn(text);
  if (!tokens.ok) return tokens;
  const games: PdnGame[] = [];
  const raws = splitGames(tokens.value);
  for (const [i, raw] of raws.entries()) {
    const game = buildGame(raw);
    if (!game.ok) {
      const prefix = raws.length > 1 ? `Game ${i + 1}: ` : '';
      return fail(game.error.code, `${prefix}${game.error.message}`);
    }
    games.push(game.value);
  }
  return ok(games);
}

/** Reads one PDN game; text holding no game or several is refused. */
export function parsePdn(text: unknown): Result<PdnGame> {
  const games = parsePdnGames(text);
  if (!games.ok) return games;
  if (games.value.length === 0) return fail('empty-pdn', 'The PDN text holds no game.');
  if (games.value.length > 1) {
    return fail(
      'multiple-games',
      `The PDN text holds ${games.value.length} games; read it with parsePdnGames.`,
    );
  }
  return ok(games.value[0]!);
}

const tagLine = (name: string, value: string): string =>
  `[${name} "${value.replace(/[\r\n]+/g, ' ').replace(/[\\"]/g, '\\$&')}"]`;

/** Joins movetext words into lines of at most `LINE_WIDTH` columns (a longer word gets a line of its own). */
export function wrapMovetext(words: readonly string[]): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current === '') current = word;
    else if (current.length + 1 + word.length <= LINE_WIDTH) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/**
 * Writes a game as PDN: headers first (the given ones, then `Result`, `GameType "21"`, and `SetUp` +
 * `FEN` when the game did not start from the start position), a blank line, then numbered movetext
 * wrapped at 80 columns, ending with the result. Header names must be letters, digits or `_`.
 */
export function makePdn(
  game: Game,
  headers: Readonly<Record<string, string>> | ReadonlyMap<string, string> = {},
): string {
  const given: ReadonlyMap<string, string> =
    headers instanceof Map ? headers : new Map(Object.entries(headers));
  for (const name of given.keys()) {
    if (!/^[A-Za-z0-9_]+$/.test(name)) {
      throw new TypeError(`invalid PDN header name: ${JSON.stringify(name)}`);
    }
  }
  const lines: string[] = [];
  for (const name of ROSTER) {
    const value = given.get(name);
    if (value !== undefined) lines.push(tagLine(name, value));
  }
  lines.push(tagLine('Result', resultToken(game.result)), tagLine('GameType', GAME_TYPE));
  if (!samePosition(game.initial, START_POSITION)) {
    lines.push(tagLine('SetUp', '1'), tagLine('FEN', makeFen(game.initial)));
  }
  for (const [name, value] of given) {
    if (!ROSTER.includes(name) && !COMPUTED_TAGS.has(name)) lines.push(tagLine(name, value));
  }
  const words: string[] = [];
  game.moves.forEach(({ move }, ply) => {
    const before = ply === 0 ? game.initial : game.moves[ply - 1]!.position;
    const text = makeMoveText(move);
    const numbered = before.turn === 'black' || ply === 0;
    words.push(numbered ? `${moveLabel(game.initial.turn, ply, before.turn)} ${text}` : text);
  });
  words.push(resultToken(game.result));
  return [...lines, '', ...wrapMovetext(words), ''].join('\n');
}
