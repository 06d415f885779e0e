// Tournaments as the wire carries them (protocol tournaments.ts), from their rows.
import type {
  TimeControl,
  Tournament,
  TournamentGame,
  TournamentKind,
  TournamentStatus,
} from '@checkers/protocol';
import type { GameRow } from './game-store.js';
import type { TournamentRow } from './tournament-store.js';

/** A tournament on the wire, with its count of players. */
export function tournamentOnWire(row: TournamentRow, players: number): Tournament {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TournamentKind,
    status: row.status as TournamentStatus,
    time_control: controlOf(row),
    rated: row.rated === 1,
    ballots: row.ballots === 1,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    rounds: row.rounds,
    round: row.round,
    players,
    created_by: row.created_by,
    private: row.password_hash !== null,
    scheduled: row.scheduled === 1,
    winner_id: row.winner_id,
  };
}

/** A tournament's time control. */
export const controlOf = (row: Pick<TournamentRow, 'time_control'>): TimeControl =>
  JSON.parse(row.time_control) as TimeControl;

/** A game on the wire. */
export function gameOnWire(row: GameRow): TournamentGame {
  return {
    round: row.round,
    room_code: row.room_code,
    red_id: row.red_id,
    black_id: row.black_id,
    result: row.result as TournamentGame['result'],
    ballot: row.ballot,
    started_at: row.started_at,
  };
}
