// A game's record (protocol `GameRecord`) from its room row: every whole move replayed by the engine
// for its captures, colour and crowning, and the seated players' names and ratings as they stood
// when the game started.
import { makeSquare, type Position } from '@checkers/engine';
import {
  DEFAULT_RATING,
  type GameEndReason,
  type GameRecord,
  type RecordMove,
  type RecordPlayer,
  type WireColor,
} from '@checkers/protocol';
import type { PlayersNow, RoomRow, SeatPlayer, SeatPlayers } from '../rooms/index.js';
import type { IdentityService } from '../accounts/index.js';
import type { RatingService } from '../ratings/index.js';
import { seatPlayersOf, timeControlOf, wireBallotOf } from '../rooms/index.js';
import { extendMatch, parsePaths, replay } from './match.js';
import { initialPosition } from './game-view.js';

/** Where the players of a game not yet started (or started before they were kept) come from. */
export interface RecordSources {
  readonly identities: Pick<IdentityService, 'profilesOf'>;
  readonly ratings: Pick<RatingService, 'currentRatings'>;
}

/**
 * Who these users are now: name, kind, and a registered player's global rating (rounded; the
 * ladder's starting rating before their first rated game, as the leaderboard shows them). Guests
 * are never rated. The rooms keep this for each game as it starts.
 */
export function playersNow(sources: RecordSources): PlayersNow {
  return async (userIds) => {
    if (userIds.length === 0) return new Map();
    const [profiles, ratings] = await Promise.all([
      sources.identities.profilesOf(userIds),
      sources.ratings.currentRatings(userIds, 'overall'),
    ]);
    return new Map(
      [...profiles].map(([id, profile]) => [
        id,
        {
          name: profile.name,
          kind: profile.kind,
          rating: profile.kind === 'account' ? Math.round(ratings.get(id) ?? DEFAULT_RATING) : null,
        },
      ]),
    );
  };
}

const UNKNOWN: SeatPlayer = { name: 'Unknown player', kind: 'guest', rating: null };

/**
 * The player of a row's seat (null when nobody took it): as they stood when the game started where
 * the row kept them (`kept`), else as they are now (`now`, by user id).
 */
export function seatPlayer(
  row: RoomRow,
  color: WireColor,
  kept: SeatPlayers | null,
  now: ReadonlyMap<string, SeatPlayer>,
): RecordPlayer | null {
  const userId = color === 'red' ? row.red_user_id : row.black_user_id;
  if (userId === null) return null;
  return { player_id: userId, ...(kept?.[color] ?? now.get(userId) ?? UNKNOWN) };
}

/** The seated users of rows that kept no players (a waiting room, a game from before they were kept). */
export const unkeptUsers = (rows: readonly RoomRow[]): string[] => [
  ...new Set(
    rows
      .filter((row) => row.players === null)
      .flatMap((row) => [row.red_user_id, row.black_user_id])
      .filter((id): id is string => id !== null),
  ),
];

/** Both seats' players of a row (see `seatPlayer`). */
export async function recordPlayersOf(
  row: RoomRow,
  sources: RecordSources,
): Promise<Record<WireColor, RecordPlayer | null>> {
  const kept = seatPlayersOf(row);
  const now = await playersNow(sources)(unkeptUsers([row]));
  return { red: seatPlayer(row, 'red', kept, now), black: seatPlayer(row, 'black', kept, now) };
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
  const players = await recordPlayersOf(row, sources);
  const partial = row.partial_path === null ? null : (JSON.parse(row.partial_path) as number[]);
  return {
    room_code: row.code,
    status: row.status,
    initial_fen: row.initial_fen,
    ballot: wireBallotOf(row),
    moves: movesOf(initialPosition(row), parsePaths(row.moves)),
    partial: partial === null ? null : partial.map(makeSquare),
    red: players.red,
    black: players.black,
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
