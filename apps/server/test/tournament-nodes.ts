// Directors standing for several nodes of one test server: they share its database, rooms and user
// sockets, the test ticks them and hands the lease from one to another as a node killed would let
// it go, and a start can be made to stop halfway as a node killed at that moment would.
import { expect } from 'vitest';
import type { TournamentGame } from '@checkers/protocol';
import { tablesOf } from '../src/database-schema.js';
import {
  openTournaments,
  type StartTournamentGame,
  type TournamentDirector,
  type TournamentsDb,
} from '../src/modules/tournaments/index.js';
import type { TestServer } from './harness.js';
import { SocketClient } from './socket-client.js';
import { playTo } from './tournament-play.js';
import { detail, entrant, type Entrant, type TestClock } from './tournament-fixtures.js';

/** The director's lease as the test hands it: held by one holder until `free`. */
export class Lease {
  private holder: string | undefined;
  readonly take = async (_name: string, holder: string): Promise<boolean> => {
    this.holder ??= holder;
    return this.holder === holder;
  };
  /** Its holder died: the next to ask gets it. */
  free(): void {
    this.holder = undefined;
  }
}

/** A start that stops halfway until released. */
export interface Stalling {
  readonly startGame: StartTournamentGame;
  /** Resolves once the start has stopped. */
  readonly stalled: Promise<void>;
  release(): void;
}

/** The test server's directors, rooms and players. */
export class DirectorNodes {
  constructor(
    private readonly server: TestServer,
    private readonly clock: TestClock,
  ) {}

  /** The real start, through the server's rooms. */
  readonly realStart: StartTournamentGame = (code, red, black, options) =>
    this.server.app.services.rooms.startIn(code, red, black, options);

  /** A director as another node runs it, on the server's database, rooms and sockets. */
  node(
    lease: Lease,
    startGame: StartTournamentGame = this.realStart,
    roomCode: () => Promise<string> = () => this.server.app.services.store.freeCode(),
  ): TournamentDirector {
    const { services } = this.server.app;
    return openTournaments({
      db: tablesOf<TournamentsDb>(services.storage.db),
      config: { tickMs: 0, schedule: [], clock: this.clock.now },
      notify: services.notifyUser,
      ratingsFor: async () => new Map(),
      startGame,
      roomCode,
      rooms: services.store,
      awardChampion: (userId, id) => services.achievements.awardTournamentChampion(userId, id),
      lease: lease.take,
      warn: () => {},
    }).director;
  }

  /**
   * A start that stops at its `at`-th call, as a node killed then would, until released: after its
   * room was made, or before.
   */
  stalling(at: number, roomFirst: boolean): Stalling {
    let calls = 0;
    let reached!: () => void;
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const startGame: StartTournamentGame = async (...args) => {
      if (++calls !== at) return this.realStart(...args);
      const made = roomFirst ? await this.realStart(...args) : undefined;
      reached();
      await released;
      return made ?? this.realStart(...args);
    };
    return { startGame, stalled, release };
  }

  /** The rooms two players sat in together, whichever colours. */
  async roomsBetween(a: string, b: string): Promise<string[]> {
    const rows = await this.server.app.services.storage.db
      .selectFrom('rooms')
      .select('code')
      .where((eb) =>
        eb.or([
          eb.and([eb('red_user_id', '=', a), eb('black_user_id', '=', b)]),
          eb.and([eb('red_user_id', '=', b), eb('black_user_id', '=', a)]),
        ]),
      )
      .execute();
    return rows.map((row) => row.code);
  }

  /** Every game of `games` is the only room its two players ever sat in together. */
  async expectOneRoomEach(games: readonly TournamentGame[]): Promise<void> {
    for (const game of games)
      expect(await this.roomsBetween(game.red_id, game.black_id)).toEqual([game.room_code]);
  }

  /** Registered players, each with a user socket. */
  async entrants(count: number): Promise<{ players: Entrant[]; sockets: SocketClient[] }> {
    const { url } = this.server;
    const players = await Promise.all(Array.from({ length: count }, () => entrant(url)));
    const sockets = await Promise.all(players.map((p) => SocketClient.openUser(url, p.client.token!)));
    return { players, sockets };
  }

  /** Plays games to these results (in turn), each recorded by the games' observer; adds the points. */
  async playRound(
    games: readonly TournamentGame[],
    players: readonly Entrant[],
    results: readonly ('red' | 'black' | 'draw')[],
    points: Map<string, number>,
  ): Promise<void> {
    for (const [i, game] of games.entries()) {
      const result = results[i % results.length]!;
      await playTo(game, players, result);
      if (result === 'draw') {
        points.set(game.red_id, points.get(game.red_id)! + 0.5);
        points.set(game.black_id, points.get(game.black_id)! + 0.5);
      } else {
        const winner = result === 'red' ? game.red_id : game.black_id;
        points.set(winner, points.get(winner)! + 1);
      }
    }
    await this.server.app.services.tournamentDirector.settled();
  }
}

/** A tournament's games of a round (every one, open or not; null: an arena's). */
export async function roundGames(who: Entrant, id: string, round: number | null): Promise<TournamentGame[]> {
  return (await detail(who.client, id)).games.filter((game) => game.round === round);
}
