// The ACF three-move ballots as data every part of the platform can import: tournaments draw one,
// the server starts a game from it, the browser names it. A game "on a ballot" begins with the
// ballot's three moves (black, red, black) already played, so red makes the players' first move.
import { ACF_BALLOT_ROWS, type AcfBallotRow } from './acf-ballots.js';
import { parseMoveText } from './notation.js';
import { play, START_POSITION, type Position } from './position.js';
import type { Move } from './types.js';

/** Plies a ballot plays before the players move. */
export const BALLOT_PLIES = 3;

/** One ACF ballot. */
export interface AcfBallot {
  /** Its ACF number, 1 to 174. */
  readonly number: number;
  /** The three opening moves in PDN, black's first: `9-13 21-17 5-9`. */
  readonly moves: string;
  /** `crossboard`: played over the board; `mail`: correspondence only; `barred`: never played. */
  readonly status: AcfBallotRow[2];
  /** True for the ballots a crossboard event draws from (neither barred nor mail only). */
  readonly crossboard: boolean;
  /** Its traditional name; empty when it has none. */
  readonly name: string;
}

/** Every ACF three-move ballot, in ACF order. */
export const ACF_BALLOTS: readonly AcfBallot[] = ACF_BALLOT_ROWS.map(([number, moves, status, name]) => ({
  number,
  moves,
  status,
  crossboard: status === 'crossboard',
  name,
}));

const byNumber = new Map(ACF_BALLOTS.map((ballot) => [ballot.number, ballot]));

/** The ballot numbered `number`; undefined when there is none. */
export const acfBallot = (number: number): AcfBallot | undefined => byNumber.get(number);

/** The ballots a crossboard event draws from, in ACF order. */
export const crossboardBallots = (): readonly AcfBallot[] => ACF_BALLOTS.filter((b) => b.crossboard);

/** A ballot's three moves, played from the start, each with the position it leads to. */
export interface BallotOpening {
  readonly ballot: AcfBallot;
  readonly moves: readonly Move[];
  /** The position after the three moves: red to move. */
  readonly position: Position;
}

const openings = new Map<number, BallotOpening>();

/** The opening of ballot `number` (its moves as the engine plays them); undefined when there is none. */
export function ballotOpening(number: number): BallotOpening | undefined {
  const known = openings.get(number);
  if (known !== undefined) return known;
  const ballot = byNumber.get(number);
  if (ballot === undefined) return undefined;
  let position = START_POSITION;
  const moves: Move[] = [];
  for (const text of ballot.moves.split(' ')) {
    const move = parseMoveText(position, text);
    // The table is checked move by move by the ballots' test: a refusal here is a broken build.
    if (!move.ok) throw new Error(`ACF ballot ${number}: ${text}: ${move.error.message}`);
    moves.push(move.value);
    position = play(position, move.value);
  }
  const opening = { ballot, moves, position };
  openings.set(number, opening);
  return opening;
}

/** The position after ballot `number`'s three moves (red to move); undefined when there is none. */
export const ballotPosition = (number: number): Position | undefined => ballotOpening(number)?.position;
