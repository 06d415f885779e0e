// What several scenarios do with a player's page: read its seat, start a game in a room, register
// through the lobby.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { authResponseSchema } from '@checkers/protocol';
import type { Page } from 'playwright-core';

/** The colour the page's player sits at, from the role line of the game screen. */
export async function roleOf(page: Page): Promise<'black' | 'red'> {
  const text = (await page.getByTestId('role').textContent()) ?? '';
  if (text.includes('Black')) return 'black';
  if (text.includes('Red')) return 'red';
  throw new Error(`unexpected role text: ${text}`);
}

/** Registers through the lobby's dialog (the page shows the lobby); the new account's id. */
export async function registerInLobby(page: Page, username: string): Promise<string> {
  await page.getByRole('button', { name: 'Register' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(`pw-${randomBytes(6).toString('hex')}`);
  const replied = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await dialog.getByRole('button', { name: 'Register' }).click();
  const reply = await replied;
  assert.equal(reply.status(), 201);
  const { account } = authResponseSchema.parse(await reply.json());
  await page.getByRole('heading', { name: `Signed in as ${username}` }).waitFor();
  return account.id;
}

/** Creates a room in `host` and joins it from `guest` by the link; returns the code. */
export async function startRoomGame(baseUrl: string, host: Page, guest: Page): Promise<string> {
  await host.goto(`${baseUrl}/?action=create`);
  const code = ((await host.getByTestId('room-code').textContent()) ?? '').trim();
  assert.match(code, /^[A-Z0-9]{6}$/);
  await guest.goto(`${baseUrl}/?code=${code}`);
  await host.getByTestId('turn').waitFor();
  await guest.getByTestId('turn').waitFor();
  return code;
}
