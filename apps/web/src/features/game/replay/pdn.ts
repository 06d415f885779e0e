// PDN in and out: a game written with the standard tags (PDN's White is our red, its Black our
// black, which moves first) and numeric movetext, and a PDN file read back into a game to replay.
// The engine writes and reads the notation and checks every move; this module maps our game onto it.
// A timed game gets PGN's `[TimeControl "180+2"]` and a `{[%clk 0:02:55]}` comment after each move
// with the mover's time left; reading a file ignores the comments and keeps the control. A ballot
// game names its ballot in an `Opening` tag.
import {
  BALLOT_PLIES,
  START_POSITION,
  agreeDraw,
  fail,
  ok,
  opposite,
  parsePdnGames,
  makeFen,
  makeMoveText,
  makePdn,
  replayGame,
  resign,
  samePosition,
  wrapMovetext,
  type Game,
  type Move,
  type Result,
} from '@checkers/engine';
import {
  parseTimeControl,
  pdnClockComment,
  pdnTimeControl,
  type GameBallot,
  type TimeControl,
} from '@checkers/protocol';
import type { ReplayGame } from './replay-model';

/**
 * The engine's PDN with a comment after each move: `comments[i]` follows the i-th move (none where
 * it is missing). Move numbers (`12.`, `12...`) and the closing result are not moves.
 */
export function withMoveComments(pdn: string, comments: readonly (string | undefined)[]): string {
  const split = pdn.indexOf('\n\n');
  if (split < 0) return pdn;
  const words = pdn
    .slice(split + 2)
    .split(/\s+/)
    .filter((word) => word !== '');
  const out: string[] = [];
  let ply = 0;
  words.forEach((word, i) => {
    out.push(word);
    if (i === words.length - 1 || /^\d+\.(\.\.)?$/.test(word)) return;
    const comment = comments[ply++];
    if (comment !== undefined) out.push(`{${comment}}`);
  });
  return `${pdn.slice(0, split)}\n\n${wrapMovetext(out).join('\n')}\n`;
}

/** The mover's clock comment for each move of a timed game (none when the record kept no clocks). */
function clockComments(game: ReplayGame): (string | undefined)[] {
  const { clocks } = game;
  if (clocks === undefined) return [];
  let turn = game.initial.turn;
  return game.moves.map((_, i) => {
    const mover = turn;
    turn = opposite(turn);
    const clock = clocks[i];
    return clock === undefined ? undefined : pdnClockComment(clock[mover]);
  });
}

/** `YYYY.MM.DD` of an ISO time (UTC), PDN's unknown date when there is none. */
export function pdnDate(iso: string | null): string {
  const date = iso === null ? null : new Date(iso);
  if (date === null || Number.isNaN(date.getTime())) return '????.??.??';
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}.${two(date.getUTCMonth() + 1)}.${two(date.getUTCDate())}`;
}

/** The engine's record of a game, with the ending the platform saw and the rules did not. */
function engineGame(game: ReplayGame): Result<Game> {
  const played = replayGame(game.initial, game.moves);
  if (!played.ok || played.value.result !== null || game.result === null) return played;
  // A resignation, an abandonment or an agreed draw leaves no trace in the moves: PDN writes it as
  // a result the moves do not explain, which reads back as a resignation or an agreement.
  const { winner } = game.result;
  return winner === null ? agreeDraw(played.value) : resign(played.value, opposite(winner));
}

/** What the PDN's Event tag says of a game. */
const eventOf = (game: ReplayGame): string =>
  game.source === 'analysis' ? 'Analysis' : game.rated ? 'Rated game' : 'Casual game';

/** The game as PDN text. `site` is where it was played (the page's origin). */
export function makeGamePdn(game: ReplayGame, site: string): string {
  const record = engineGame(game);
  // Every source checked every move, so a refusal here is a bug rather than a bad file.
  if (!record.ok) throw new Error(`the game cannot be written as PDN: ${record.error.message}`);
  const control = game.timeControl;
  const pdn = makePdn(record.value, {
    Event: eventOf(game),
    Site: site,
    Date: pdnDate(game.startedAt),
    Round: '-',
    White: game.names.red ?? 'Red',
    Black: game.names.black ?? 'Black',
    ...(control === undefined ? {} : { TimeControl: pdnTimeControl(control) }),
    // The ballot's moves are the game's first three, so the movetext needs no FEN; the tag names them.
    ...(game.ballot === undefined ? {} : { Opening: openingTag(game.ballot) }),
  });
  return game.clocks === undefined ? pdn : withMoveComments(pdn, clockComments(game));
}

/** A PDN `TimeControl` tag back to a control: `180+2` (seconds + increment) or `1/86400` (a day a move). */
export function timeControlOfTag(tag: string | undefined): TimeControl | undefined {
  const text = tag?.trim() ?? '';
  const clock = /^(\d+)\+(\d+)$/.exec(text);
  if (clock !== null) return parseTimeControl(`${Number(clock[1]) / 60}+${clock[2]}`);
  const days = /^1\/(\d+)$/.exec(text);
  if (days !== null && Number(days[1]) % 86_400 === 0)
    return parseTimeControl(`${Number(days[1]) / 86_400}d`);
  return undefined;
}

/** The `Opening` tag of a ballot game: `ACF ballot 12: 9-14 22-17 11-15`. */
export const openingTag = (ballot: GameBallot): string => `ACF ballot ${ballot.number}: ${ballot.moves}`;

/**
 * The ballot an `Opening` tag names, when the game's first three moves are that ballot's (a file
 * written by this platform, or by anyone naming the ballot the same way).
 */
function ballotOfTag(
  tag: string | undefined,
  moves: readonly Move[],
  initial: Game['initial'],
): GameBallot | undefined {
  const named = /^ACF ballot (\d+): (\S+ \S+ \S+)$/.exec(tag?.trim() ?? '');
  if (named === null || moves.length < BALLOT_PLIES || !samePosition(initial, START_POSITION))
    return undefined;
  const played = moves
    .slice(0, BALLOT_PLIES)
    .map((move) => makeMoveText(move))
    .join(' ');
  return played === named[2] ? { number: Number(named[1]), moves: played } : undefined;
}

/** The file name of a game's PDN. */
export const pdnFileName = (game: ReplayGame): string =>
  `${game.roomCode ?? (game.source === 'analysis' ? 'analysis' : 'game')}.pdn`;

/** `YYYY.MM.DD` back to an ISO date, when it is a full date. */
function isoOf(date: string | undefined): string | null {
  const match = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(date?.trim() ?? '');
  return match === null ? null : `${match[1]}-${match[2]}-${match[3]}T00:00:00.000Z`;
}

let imported = 0;

/**
 * Reads a PDN file into a game to replay. A file of several games gives its first; the error
 * message says what is wrong and where, for the player.
 */
export function readGamePdn(text: string): Result<ReplayGame> {
  const games = parsePdnGames(text);
  if (!games.ok) return fail(games.error.code, `This PDN file cannot be read. ${games.error.message}`);
  const first = games.value[0];
  if (first === undefined) return fail('empty-pdn', 'This file holds no PDN game.');
  const { headers, game } = first;
  const name = (tag: string): string | null => headers.get(tag)?.trim() || null;
  const control = timeControlOfTag(headers.get('TimeControl'));
  const moves = game.moves.map((played) => played.move);
  const ballot = ballotOfTag(headers.get('Opening'), moves, game.initial);
  return ok({
    id: `pdn:${++imported}`,
    source: 'pdn',
    roomCode: null,
    initial: game.initial,
    initialFen: makeFen(game.initial),
    moves,
    names: { red: name('White'), black: name('Black') },
    result: game.result,
    rated: /rated/i.test(headers.get('Event') ?? '') && !/unrated/i.test(headers.get('Event') ?? ''),
    startedAt: isoOf(headers.get('Date')),
    ...(control === undefined || control.kind === 'untimed' ? {} : { timeControl: control }),
    ...(ballot === undefined ? {} : { ballot }),
  });
}
