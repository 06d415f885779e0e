// A player's own finished games (GET /api/my-games): the rows the rooms list for them, each told
// from the player's side (colour, result, opponent), with the players as they stood when the game
// started. A page asks for one game more than it shows, to know whether another page follows.
import {
  makeMyGamesCursor,
  type GameEndReason,
  type MyGame,
  type MyGamesQuery,
  type MyGamesReply,
  type RecordPlayer,
  type WireColor,
} from '@checkers/protocol';
import type { PlayerGame, PlayerGames, RoomRow, SeatPlayer } from '../rooms/index.js';
import { seatPlayersOf, timeControlOf } from '../rooms/index.js';
import { playersNow, seatPlayer, unkeptUsers, type RecordSources } from './game-record.js';
import { parsePaths } from './match.js';

/** What the list needs: the rooms' finished games, and who the players are. */
export interface MyGamesDeps {
  readonly games: Pick<PlayerGames, 'of'>;
  readonly sources: RecordSources;
}

/** The result of a finished game for the side `color`. */
function resultFor(row: RoomRow, color: WireColor): MyGame['result'] {
  if (row.end_reason === 'aborted') return 'aborted';
  if (row.winner === null) return 'draw';
  return row.winner === color ? 'win' : 'loss';
}

// A finished game has both seats taken; this stands in should a row say otherwise.
const NOBODY: RecordPlayer = { player_id: '', name: 'Unknown player', kind: 'guest', rating: null };

function listed({ row, color }: PlayerGame, now: ReadonlyMap<string, SeatPlayer>): MyGame {
  const kept = seatPlayersOf(row);
  const other: WireColor = color === 'red' ? 'black' : 'red';
  return {
    room_code: row.code,
    color,
    result: resultFor(row, color),
    reason: row.end_reason as GameEndReason,
    player: seatPlayer(row, color, kept, now) ?? NOBODY,
    opponent: seatPlayer(row, other, kept, now) ?? NOBODY,
    time_control: timeControlOf(row) ?? { kind: 'untimed' },
    speed: row.speed,
    rated: row.rated === 1,
    move_count: parsePaths(row.moves).length,
    started_at: row.started_at ?? row.created_at,
    finished_at: row.finished_at!,
  };
}

/** A page of the player's finished games, newest first, as asked. */
export async function myGamesOf(
  deps: MyGamesDeps,
  userId: string,
  query: MyGamesQuery,
): Promise<MyGamesReply> {
  const found = await deps.games.of(userId, {
    limit: query.limit + 1,
    ...(query.result === undefined ? {} : { result: query.result }),
    ...(query.speed === undefined ? {} : { speed: query.speed }),
    ...(query.before === undefined ? {} : { before: query.before }),
  });
  const page = found.slice(0, query.limit);
  // Games from before the players were kept show them as they are now, asked for all at once.
  const now = await playersNow(deps.sources)(unkeptUsers(page.map((game) => game.row)));
  const last = page[page.length - 1];
  return {
    games: page.map((game) => listed(game, now)),
    next_before:
      found.length > query.limit && last !== undefined
        ? makeMyGamesCursor({ finishedAt: last.row.finished_at!, code: last.row.code })
        : null,
  };
}
