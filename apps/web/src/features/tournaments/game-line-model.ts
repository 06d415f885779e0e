// What a tournament's game screen says of the event it belongs to: its name, and for a Swiss event
// the round, and with ballots which of the pairing's two games this is (the second is the one with
// the colours reversed).
import type { TournamentDetail } from '@checkers/protocol';

export interface GameLine {
  readonly name: string;
  /** 'Round 2 of 3', 'Game 2 of 2': what places the game in the event (none in an arena). */
  readonly parts: readonly string[];
}

/** The line for room `code`; only the name when the event does not list that game (yet). */
export function gameLineOf(detail: TournamentDetail, code: string | null): GameLine {
  const { tournament, games } = detail;
  const game = code === null ? undefined : games.find((g) => g.room_code === code.toUpperCase());
  if (tournament.kind !== 'swiss' || game === undefined) return { name: tournament.name, parts: [] };
  const round = game.round ?? tournament.round;
  const parts = round === null ? [] : [`Round ${round} of ${tournament.rounds ?? '?'}`];
  if (tournament.ballots) {
    // The pairing's first game this round sets the colours; a game played again after an abort
    // keeps them, so the colours, not the count, say which leg this is.
    const pair = [game.red_id, game.black_id].sort().join('|');
    const first = games.find(
      (g) => g.round === game.round && [g.red_id, g.black_id].sort().join('|') === pair,
    );
    parts.push(first === undefined || first.red_id === game.red_id ? 'Game 1 of 2' : 'Game 2 of 2');
  }
  return { name: tournament.name, parts };
}

/** Whether the detail lists the game (else it was read before the pairing). */
export const listsGame = (detail: TournamentDetail, code: string): boolean =>
  detail.games.some((g) => g.room_code === code.toUpperCase());
