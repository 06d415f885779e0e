// The account calls (docs/API.md "Accounts"): register, sign in, sign out, and "who am I" on load.
import {
  authResponseSchema,
  logoutAllResponseSchema,
  meResponseSchema,
  sessionsResponseSchema,
  type Session,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
} from '@checkers/protocol';
import { loadAccount, loadGuestToken, saveAccount } from '../../../lib/account-storage';
import { api } from '../../../lib/api';
import { ApiError, friendlyMessage } from '../../../lib/api-error';
import { appStore } from '../../../stores/app-store';
import { loadSavedAccount, signedIn, signedOut } from '../../../stores/account-actions';

/** The text to show for a failed account call: the server's own message when it gave one. */
export function accountErrorText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'api' && error.status !== 500 && error.message) {
    return error.message;
  }
  return friendlyMessage(error);
}

/**
 * POST /api/auth/register with the guest's token when this tab has one, so the guest becomes the
 * account and keeps its games; the account's token then signs the page in.
 */
export async function register(body: RegisterRequest): Promise<AuthResponse> {
  const guestToken = appStore.getState().user.authToken ?? loadGuestToken();
  const reply = authResponseSchema.parse(
    await api.post('/api/auth/register', body, { token: guestToken, attempts: 1 }),
  );
  signedIn(reply.account, reply.token);
  return reply;
}

/** POST /api/auth/login; a sign-in is never retried (it is rate limited per username). */
export async function login(body: LoginRequest): Promise<AuthResponse> {
  const reply = authResponseSchema.parse(
    await api.post('/api/auth/login', body, { token: null, attempts: 1 }),
  );
  signedIn(reply.account, reply.token);
  return reply;
}

/**
 * POST /api/auth/logout (the whole session: a guest token that became this account stops too),
 * then forget the token whatever the answer: signing out always works here.
 */
export async function logout(): Promise<void> {
  const token = appStore.getState().user.accountToken;
  try {
    if (token !== null) await api.post('/api/auth/logout', {}, { token, attempts: 1 });
  } finally {
    signedOut();
  }
}

/** GET /api/auth/sessions: the account's signed-in sessions (devices), the current one marked. */
export async function fetchSessions(): Promise<Session[]> {
  const token = appStore.getState().user.accountToken;
  return sessionsResponseSchema.parse(await api.get('/api/auth/sessions', { token, attempts: 1 })).sessions;
}

/** POST /api/auth/logout-all: every session ends, this one too, so the page signs out. */
export async function logoutEverywhere(): Promise<number> {
  const token = appStore.getState().user.accountToken;
  try {
    return logoutAllResponseSchema.parse(await api.post('/api/auth/logout-all', {}, { token, attempts: 1 }))
      .sessions;
  } finally {
    signedOut();
  }
}

/** On load: show the saved account, then ask the server; a dead token is dropped without a word. */
export async function restoreAccount(): Promise<void> {
  loadSavedAccount();
  const saved = loadAccount();
  if (saved === null) return;
  try {
    const { account } = meResponseSchema.parse(
      await api.get('/api/auth/me', { token: saved.token, attempts: 1 }),
    );
    saveAccount({ account, token: saved.token });
    appStore.getState().setUser({ account });
  } catch (error) {
    // 401: revoked or expired; 403: a guest's token. Without an answer the account stays for now.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) signedOut();
  }
}
