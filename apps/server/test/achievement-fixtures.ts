// Set-up of the achievements tests: registered accounts over HTTP, finished rooms written straight
// into storage, and a player's unlocks as the API shows them.
import { START_FEN } from '@checkers/engine';
import type { UserAchievementsResponse } from '@checkers/protocol';
import { expect } from 'vitest';
import { newRoomRow, type RoomRow } from '../src/modules/rooms/index.js';
import { Client, type TestServer } from './harness.js';

/** Services' callbacks that tell nobody. */
export const quiet = { notify: () => {}, warn: () => {} };

let nextName = 1;
/** A registered account over HTTP. */
export async function signUpOn(server: TestServer): Promise<{ client: Client; userId: string }> {
  const client = await new Client(server.url).init();
  const reply = await client.post<{ token: string; account: { id: string } }>('/api/auth/register', {
    username: `achiever_${nextName++}_${Date.now() % 100000}`,
    password: 'long enough',
  });
  expect(reply.status).toBe(201);
  client.token = reply.body.token;
  return { client, userId: reply.body.account.id };
}

let nextRoom = 1;

/** The latest 12:xx UTC at most a day ago. */
function lastMidday(): string {
  const now = Date.now();
  const hour = new Date(now).getUTCHours();
  return new Date(now - ((hour + 12) % 24) * 3600_000).toISOString();
}

/** How a finished room's game went; paths are PDN numbers. */
export interface FinishedGameSpec {
  fen?: string;
  paths?: number[][];
  winner: 'red' | 'black' | null;
  reason: string;
  finishedAt?: string;
}

/** A finished room inserted straight into the server's storage. */
export async function insertFinishedRoom(
  server: TestServer,
  black: string,
  red: string,
  game: FinishedGameSpec,
): Promise<RoomRow> {
  // By default at the last midday (UTC) within the day: the time-of-day achievements (night owl,
  // early bird) stay out of games whose test is about something else, whenever the suite runs.
  const finishedAt = game.finishedAt ?? lastMidday();
  const row: RoomRow = {
    ...newRoomRow({
      code: `AC${String(nextRoom++).padStart(4, '0')}`,
      status: 'finished',
      red_user_id: red,
      black_user_id: black,
      created_at: finishedAt,
      started_at: new Date(Date.parse(finishedAt) - 600_000).toISOString(),
      initial_fen: game.fen ?? START_FEN,
    }),
    moves: JSON.stringify((game.paths ?? []).map((path) => path.map((n) => n - 1))),
    winner: game.winner,
    end_reason: game.reason,
    finished_at: finishedAt,
  };
  await server.app.services.storage.db.insertInto('rooms').values(row).execute();
  return row;
}

/** A player's achievements as another registered account reads them. */
export const standing = async (client: Client, userId: string): Promise<UserAchievementsResponse> => {
  const reply = await client.get<UserAchievementsResponse>(`/api/achievements/user/${userId}`);
  expect(reply.status).toBe(200);
  return reply.body;
};

/** The ids a player has unlocked. */
export const unlocked = (body: UserAchievementsResponse): string[] =>
  body.achievements.filter((a) => a.is_unlocked).map((a) => a.achievement.id);
