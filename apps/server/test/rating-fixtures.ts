// The rated-games tests' helpers over one server: registered players, seating them, reading a
// room's state, waiting for a game's rating, the rating rows and changes, and finished rated games
// stored as if played.
import type { TimeControl } from '@checkers/protocol';
import { expect } from 'vitest';
import { newRoomRow } from '../src/modules/rooms/index.js';
import { Client, type TestServer } from './harness.js';
import type { State } from './players.js';

export interface Player {
  readonly client: Client;
  readonly id: string;
  readonly token: string;
}

let nextName = 1;

/** The helpers, over the server a test file started (read when called). */
export function ratedServer(serverOf: () => TestServer) {
  const db = () => serverOf().app.services.storage.db;
  const ratings = () => serverOf().app.services.ratings;
  /** A registered account, signed in. */
  async function account(country?: string): Promise<Player> {
    const client = await new Client(serverOf().url).init();
    const username = `rated_${nextName++}_${Date.now() % 100000}`;
    const reply = await client.post<{ account: { id: string }; token: string }>('/api/auth/register', {
      username,
      password: 'long enough',
      ...(country === undefined ? {} : { country }),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    client.token = reply.body.token;
    return { client, id: reply.body.account.id, token: reply.body.token };
  }

  /** A room where `red` sits red and `black` joins; returns its code. */
  async function seat(red: Player, black: Client): Promise<string> {
    const created = await red.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    expect(created.status).toBe(201);
    const joined = await black.get<{ token: string }>(`/api/join-room?code=${created.body.invite_code}`);
    expect(joined.status).toBe(200);
    black.token = joined.body.token;
    return created.body.invite_code;
  }

  const stateOf = async (client: Client, code: string) =>
    (await client.get<State & { rated: boolean }>(`/api/game-state?code=${code}`)).body;

  /** Waits until the game has its `rated_games` row (rating follows the reply, in the background). */
  async function ratedSoon(code: string): Promise<void> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const row = await db()
        .selectFrom('rated_games')
        .select('room_code')
        .where('room_code', '=', code)
        .executeTakeFirst();
      if (row !== undefined) return;
      if (Date.now() > deadline) throw new Error(`room ${code} was not rated`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const ratingRow = (userId: string, pool: string) =>
    db()
      .selectFrom('ratings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('pool', '=', pool)
      .executeTakeFirst();

  const changesOf = (code: string) =>
    db()
      .selectFrom('rating_changes')
      .selectAll()
      .where('room_code', '=', code)
      .orderBy('pool')
      .orderBy('user_id')
      .execute();

  /** A finished rated game stored as if played: for the sweep and for runs of results. */
  async function storeFinished(
    red: Player,
    black: Player,
    winner: 'red' | 'black' | null,
    finishedAt = new Date().toISOString(),
    timeControl?: TimeControl,
  ): Promise<string> {
    const store = serverOf().app.services.store;
    const code = await store.freeCode();
    const control = timeControl === undefined ? {} : { time_control: JSON.stringify(timeControl) };
    const row = newRoomRow({
      ...control,
      code,
      status: 'finished',
      red_user_id: red.id,
      black_user_id: black.id,
      created_at: finishedAt,
      started_at: finishedAt,
      rated: 1,
    });
    const finished = {
      winner,
      end_reason: winner === null ? 'agreement' : 'resignation',
      finished_at: finishedAt,
    };
    expect(await store.insert({ ...row, ...finished })).toBe(true);
    return code;
  }

  return { db, ratings, account, seat, stateOf, ratedSoon, ratingRow, changesOf, storeFinished };
}
