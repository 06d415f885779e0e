// A player's finished games, newest first (by finish time, then room code), a page at a time:
// optionally only those won, lost or drawn by the player, or of one speed. Each seat is its own
// query over its own index (`rooms_red_finished`, `rooms_black_finished`) and the two are merged:
// an OR across both seats would read every finished game in turn on one of the databases.
import type { MyGamesCursor, PlayerResult, Speed, WireColor } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { RoomRow, RoomsDb } from './tables.js';

/** Which of a player's games to list. */
export interface PlayerGamesQuery {
  readonly result?: PlayerResult;
  readonly speed?: Speed;
  /** Only games that finished before this one. */
  readonly before?: MyGamesCursor;
  readonly limit: number;
}

/** A listed game's row and the colour the player had. */
export interface PlayerGame {
  readonly row: RoomRow;
  readonly color: WireColor;
}

const newestFirst = (a: RoomRow, b: RoomRow): number =>
  a.finished_at! < b.finished_at!
    ? 1
    : a.finished_at! > b.finished_at!
      ? -1
      : a.code < b.code
        ? 1
        : a.code > b.code
          ? -1
          : 0;

/** The finished games of each player. */
export class PlayerGames {
  constructor(private readonly db: Kysely<RoomsDb>) {}

  /** The player's finished games as asked, newest first, at most `query.limit`. */
  async of(userId: string, query: PlayerGamesQuery): Promise<PlayerGame[]> {
    const [red, black] = await Promise.all([
      this.seat(userId, 'red', query),
      this.seat(userId, 'black', query),
    ]);
    const colors = new Map<RoomRow, WireColor>([
      ...red.map((row) => [row, 'red'] as const),
      ...black.map((row) => [row, 'black'] as const),
    ]);
    // A game one user played against themself would come from both seats: once is enough.
    const seen = new Set<string>();
    return [...red, ...black]
      .filter((row) => !seen.has(row.code) && seen.add(row.code))
      .sort(newestFirst)
      .slice(0, query.limit)
      .map((row) => ({ row, color: colors.get(row)! }));
  }

  private async seat(userId: string, color: WireColor, query: PlayerGamesQuery): Promise<RoomRow[]> {
    const seat = color === 'red' ? 'red_user_id' : 'black_user_id';
    const other: WireColor = color === 'red' ? 'black' : 'red';
    const { result, speed, before } = query;
    return this.db
      .selectFrom('rooms')
      .selectAll()
      .where(seat, '=', userId)
      .where('status', '=', 'finished')
      .where('finished_at', 'is not', null)
      .$if(result === 'win', (q) => q.where('winner', '=', color))
      .$if(result === 'loss', (q) => q.where('winner', '=', other))
      .$if(result === 'draw', (q) => q.where('winner', 'is', null).where('end_reason', '<>', 'aborted'))
      .$if(speed !== undefined, (q) => q.where('speed', '=', speed!))
      .$if(before !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb('finished_at', '<', before!.finishedAt),
            eb.and([eb('finished_at', '=', before!.finishedAt), eb('code', '<', before!.code)]),
          ]),
        ),
      )
      .orderBy('finished_at', 'desc')
      .orderBy('code', 'desc')
      .limit(query.limit)
      .execute();
  }
}
