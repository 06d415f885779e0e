// How a room keeps the ACF ballot its game was started from (0021).
//
// The ballot's three moves are stored as the game's first three moves, from the start position,
// rather than as a start FEN after them: that is how a ballot game is written down over the board,
// so the move list, the replay, the PDN (which other programs read with no FEN tag), the last-move
// mark red sees, and every replay of `initial_fen` + `moves` (the state, the record, the
// achievements) show the whole game with no special case; a rating reads only the result. What the players did not play is
// counted off where only their own moves matter: the clocks' first-move limits and the abort rule
// (games' `playedPlies`), and the achievements' facts of each player. A timed game's move clocks
// get an entry for each ballot move (both clocks full), so that list stays one entry a move.
import { BALLOT_PLIES, acfBallot, ballotOpening } from '@checkers/engine';
import { initialRemainingMs, type GameBallot } from '@checkers/protocol';
import { timeControlOf } from './clock-row.js';
import type { RoomRow } from './tables.js';

/** The columns of a new room playing ballot `number` under `time_control`; none for no ballot. */
export function ballotColumns(
  number: number | null | undefined,
  time_control: string | null,
): Partial<Pick<RoomRow, 'ballot' | 'moves' | 'move_clocks'>> {
  if (number === null || number === undefined) return {};
  const opening = ballotOpening(number);
  if (opening === undefined) throw new RangeError(`there is no ACF ballot ${number}`);
  const control = timeControlOf({ time_control });
  const full = control === null ? null : initialRemainingMs(control);
  return {
    ballot: number,
    moves: JSON.stringify(opening.moves.map((move) => move.path)),
    ...(full === null ? {} : { move_clocks: JSON.stringify(opening.moves.map(() => [full, full])) }),
  };
}

/** The plies at the start of a row's moves that the players did not make: its ballot's. */
export const openingPlies = (row: Pick<RoomRow, 'ballot'>): number =>
  row.ballot === null ? 0 : BALLOT_PLIES;

/** The ballot of a row as the wire names it; null for a game from the start. */
export function wireBallotOf(row: Pick<RoomRow, 'ballot'>): GameBallot | null {
  if (row.ballot === null) return null;
  const ballot = acfBallot(row.ballot);
  if (ballot === undefined) throw new Error(`stored ballot is unknown: ${row.ballot}`);
  return { number: ballot.number, moves: ballot.moves };
}
