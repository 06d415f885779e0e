// The signed-in account and its token, kept in localStorage so sign-in survives a reload and is shared
// by the browser's tabs (a seat, in lib/session.ts, belongs to one tab). The last guest token of this
// tab is kept apart, so that registering later upgrades that guest in place and keeps its games.
import { accountSchema, type Account } from '@checkers/protocol';

const ACCOUNT_KEY = 'checkers.account';
const GUEST_KEY = 'checkers.guest-token';

/** An account and the token that signs it in. */
export interface SavedAccount {
  readonly account: Account;
  readonly token: string;
}

export function saveAccount(saved: SavedAccount): void {
  try {
    localStorage.setItem(ACCOUNT_KEY, JSON.stringify(saved));
  } catch {
    // Private modes may refuse storage; sign-in lasts until a reload.
  }
}

export function loadAccount(): SavedAccount | null {
  try {
    const text = localStorage.getItem(ACCOUNT_KEY);
    if (text === null) return null;
    const value = JSON.parse(text) as { account?: unknown; token?: unknown };
    const account = accountSchema.safeParse(value.account);
    if (!account.success || typeof value.token !== 'string' || value.token === '') return null;
    return { account: account.data, token: value.token };
  } catch {
    return null;
  }
}

export function clearAccount(): void {
  try {
    localStorage.removeItem(ACCOUNT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function rememberGuestToken(token: string): void {
  try {
    sessionStorage.setItem(GUEST_KEY, token);
  } catch {
    // Without storage a later registration simply makes a new user.
  }
}

export function loadGuestToken(): string | null {
  try {
    return sessionStorage.getItem(GUEST_KEY);
  } catch {
    return null;
  }
}

export function forgetGuestToken(): void {
  try {
    sessionStorage.removeItem(GUEST_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
