// Signing in and out in the store and in storage: the account token becomes the session's token
// outside rooms, and survives a reload.
import type { Account, ServerMessage } from '@checkers/protocol';
import { clearAccount, forgetGuestToken, loadAccount, saveAccount } from '../lib/account-storage';
import { clearLeaderboardCache, refreshLeaderboards } from '../lib/query-client';
import { appStore } from './app-store';

/** Signed in (or registered): remember the account and its token. */
export function signedIn(account: Account, token: string): void {
  saveAccount({ account, token });
  // The guest (if any) is now this account, or left behind for it.
  forgetGuestToken();
  appStore.getState().setUser({ account, accountToken: token });
  // Friends and "me" differ per account.
  clearLeaderboardCache();
}

/** Signed out, or the saved token no longer works. */
export function signedOut(): void {
  clearAccount();
  appStore.getState().setUser({ account: null, accountToken: null });
  clearLeaderboardCache();
}

/** A reload shows the saved account at once; the server's answer confirms or drops it later. */
export function loadSavedAccount(): void {
  const saved = loadAccount();
  if (saved !== null) appStore.getState().setUser({ account: saved.account, accountToken: saved.token });
}

/** The `rating_updated` message's payload. */
export type RatingUpdatedPayload = Extract<ServerMessage, { type: 'rating_updated' }>['payload'];

/**
 * A game was rated: the leaderboards refresh, and the signed-in player's change pops up (its
 * speed's ladder and overall for a timed game).
 */
export function ratingUpdated(payload: RatingUpdatedPayload): void {
  refreshLeaderboards();
  const { room, setGame } = appStore.getState();
  // The side panel shows both players' changes beside their names.
  if (room.roomCode !== null && payload.room_code.toUpperCase() === room.roomCode.toUpperCase()) {
    setGame({ ratingChanges: payload.changes });
  }
  const me = appStore.getState().user.account?.id;
  const mine = payload.changes.find((change) => change.user_id === me);
  const mineInSpeed = payload.speed_changes?.find((change) => change.user_id === me);
  if (mine !== undefined)
    appStore.getState().setUi({
      ratingChange: mine,
      ratingSpeedChange: mineInSpeed === undefined ? null : { speed: payload.speed, change: mineInSpeed },
    });
}
