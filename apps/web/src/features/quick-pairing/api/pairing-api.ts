// The pairing calls (docs/API.md "Quick pairing and seeks"). They go with the account's token, else
// this tab's guest token; a call that may make a guest (a pool join, a seek, an accept) is sent
// without one when there is none, and the guest token that comes back is kept for the next calls
// (and for registering later). A kept guest token the server no longer knows is dropped and the call
// made again as a new guest.
import {
  acceptSeekReplySchema,
  createSeekReplySchema,
  pairingReplySchema,
  seekListSchema,
  type CreateSeekBody,
  type PairingReply,
  type PoolKey,
  type Seek,
} from '@checkers/protocol';
import { forgetGuestToken, loadGuestToken, rememberGuestToken } from '../../../lib/account-storage';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { appStore } from '../../../stores/app-store';

/** The token pairing calls present: the account's, else this tab's guest's (null: none yet). */
export function pairingToken(): string | null {
  return appStore.getState().user.accountToken ?? loadGuestToken();
}

/** A call that makes a guest when sent without a token; the token it gave is kept. */
async function asGuestIfNeeded<T extends { token?: string }>(
  call: (token: string | null) => Promise<T>,
): Promise<T> {
  const token = pairingToken();
  let reply: T;
  try {
    reply = await call(token);
  } catch (error) {
    const isGuest = appStore.getState().user.accountToken === null && token !== null;
    if (!isGuest || !(error instanceof ApiError) || error.status !== 401) throw error;
    forgetGuestToken();
    reply = await call(null);
  }
  if (reply.token !== undefined) rememberGuestToken(reply.token);
  return reply;
}

/** POST /api/pairing/pools/{key}. */
export const joinPool = (pool: PoolKey, rated: boolean): Promise<PairingReply> =>
  asGuestIfNeeded(async (token) =>
    pairingReplySchema.parse(
      await api.post(`/api/pairing/pools/${encodeURIComponent(pool)}`, { rated }, { token, attempts: 1 }),
    ),
  );

/** GET /api/pairing: the caller's status (and keeps its place). */
export async function pairingStatus(): Promise<PairingReply> {
  return pairingReplySchema.parse(await api.get('/api/pairing', { token: pairingToken(), attempts: 1 }));
}

/** DELETE /api/pairing/pools. */
export async function leavePool(): Promise<PairingReply> {
  return pairingReplySchema.parse(
    await api.request('DELETE', '/api/pairing/pools', { token: pairingToken() }),
  );
}

/** GET /api/seeks. */
export async function listSeeks(): Promise<readonly Seek[]> {
  return seekListSchema.parse(await api.get('/api/seeks', { token: pairingToken(), attempts: 1 })).seeks;
}

/** POST /api/seeks. */
export const postSeek = (body: CreateSeekBody): Promise<Seek> =>
  asGuestIfNeeded(async (token) =>
    createSeekReplySchema.parse(await api.post('/api/seeks', body, { token, attempts: 1 })),
  ).then((reply) => reply.seek);

/** POST /api/seeks/{id}/accept: the room where both are seated, and the token to join it with. */
export async function acceptSeek(id: string): Promise<{ roomCode: string; token: string | null }> {
  const reply = await asGuestIfNeeded(async (token) =>
    acceptSeekReplySchema.parse(
      await api.post(`/api/seeks/${encodeURIComponent(id)}/accept`, {}, { token, attempts: 1 }),
    ),
  );
  return { roomCode: reply.roomCode, token: pairingToken() };
}

/** DELETE /api/seeks/{id}. */
export async function cancelSeek(id: string): Promise<void> {
  await api.request('DELETE', `/api/seeks/${encodeURIComponent(id)}`, { token: pairingToken() });
}

function csrfCookie(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith('csrf_token='));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice('csrf_token='.length));
}

/**
 * The page is going away: leave the pool and withdraw the seek with requests that outlive it
 * (`keepalive`; a beacon cannot carry the token). Without them the server withdraws both once the
 * status polls stop.
 */
export function withdrawOnExit(seekId: string | null): void {
  const token = pairingToken();
  if (token === null) return;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const csrf = csrfCookie();
  if (csrf !== undefined) headers['X-CSRF-Token'] = csrf;
  const send = (path: string): void =>
    void fetch(path, { method: 'DELETE', headers, keepalive: true, credentials: 'same-origin' }).catch(
      () => {},
    );
  send('/api/pairing/pools');
  if (seekId !== null) send(`/api/seeks/${encodeURIComponent(seekId)}`);
}
