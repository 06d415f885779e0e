// The challenges tests' set-up: a challenge as the calls answer it, pairs of friends, sending a
// challenge, and ageing one past its deadline in the database.
import { expect } from 'vitest';
import type { TestServer } from './harness.js';
import { befriend, dataOf, person, type Person } from './social-fixtures.js';

export interface WireChallenge {
  id: string;
  challenger: { id: string; username: string };
  challenged: { id: string; username: string };
  message: string;
  status: string;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
  game_id: string | null;
  time_control: Record<string, unknown>;
  color: string;
}

export const SWEEP_MS = 200;

/** Two registered people who are friends. */
export async function friendsAt(baseUrl: string): Promise<[Person, Person]> {
  const a = await person(baseUrl);
  const b = await person(baseUrl);
  await befriend(a, b);
  return [a, b];
}

/** Sends a challenge, expecting a 201, and gives it back. */
export async function challenge(
  from: Person,
  to: Person,
  body: Record<string, unknown> = {},
): Promise<WireChallenge> {
  const reply = await from.client.post('/api/challenges', { challenged_id: to.id, ...body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return dataOf<{ challenge: WireChallenge }>(reply).challenge;
}

/** Moves a challenge's deadline into the past, as if its minutes had gone by. */
export async function age(target: TestServer, id: string): Promise<void> {
  await target.app.services.storage.db
    .updateTable('challenges')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
}
