// A game's record (protocol `GameRecord`) from its room row: every whole move replayed by the engine
// for its captures, colour and crowning, and the seated players' names and ratings.
import { makeSquare, type Position } from '@checkers/engine';
import {
  DEFAULT_RATING,
  type GameEndReason,
  type GameRecord,
  type RecordMove,
  type RecordPlayer,
} from '@checkers/protocol';
import type { RoomRow } from '../rooms/index.js';
import type { IdentityService } from '../accounts/index.js';
import type { RatingService } from '../ratings/index.js';
import { timeControlOf } from '../rooms/index.js';
import { extendMatch, parsePaths, replay } from './match.js';
import { initialPosition } from './game-view.js';

/** Where the record's players come from. */
export interface RecordSources {
  readonly identities: Pick<IdentityService, 'profilesOf'>;
  readonly ratings: Pick<RatingService, 'currentRatings'>;
}

/** The whole moves of a row, each with its colour and crowning (replayed; stored moves are legal). */
function movesOf(initial: Position, paths: readonly (readonly number[])[]): RecordMove[] {
  const moves: RecordMove[] = [];
  let match = replay(initial, [], null);
  for (const path of paths) {
    // One path at a time: the match's `last` says what each one captured, who played it, a crowning.
    match = extendMatch(match, [path]);
    const { move, color, promoted } = match.last!;
    moves.push({ path: move.path.map(makeSquare), captured: move.captures.map(makeSquare), color, promoted });
  }
  return moves;
}

/** The record of a room's game. */
export async function gameRecordOf(row: RoomRow, sources: RecordSources): Promise<GameRecord> {
  const seated = [row.red_user_id, row.black_user_id].filter((id): id is string => id !== null);
  const [profiles, ratings] = await Promise.all([
    sources.identities.profilesOf(seated),
    sources.ratings.currentRatings(seated),
  ]);
  const player = (userId: string | null): RecordPlayer | null => {
    if (userId === null) return null;
    const profile = profiles.get(userId);
    const kind = profile?.kind ?? 'guest';
    // A registered player not rated yet stands at the ladder's starting rating, as the leaderboard
    // shows them; guests are never rated.
    const rating = kind === 'account' ? Math.round(ratings.get(userId) ?? DEFAULT_RATING) : null;
    return { player_id: userId, name: profile?.name ?? 'Unknown player', kind, rating };
  };
  const partial = row.partial_path === null ? null : (JSON.parse(row.partial_path) as number[]);
  return {
    room_code: row.code,
    status: row.status,
    initial_fen: row.initial_fen,
    moves: movesOf(initialPosition(row), parsePaths(row.moves)),
    partial: partial === null ? null : partial.map(makeSquare),
    red: player(row.red_user_id),
    black: player(row.black_user_id),
    winner: row.winner,
    reason: (row.end_reason as GameEndReason | null) ?? null,
    rated: row.rated === 1,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    version: row.version,
    ...clocksOf(row),
  };
}

/** A timed game's control and the clocks after each whole move; nothing when untimed. */
function clocksOf(row: RoomRow): Pick<GameRecord, 'time_control' | 'clocks'> {
  const control = timeControlOf(row);
  if (control === null) return {};
  const entries = JSON.parse(row.move_clocks ?? '[]') as [number, number][];
  return { time_control: control, clocks: entries.map(([red, black]) => ({ red, black })) };
}
