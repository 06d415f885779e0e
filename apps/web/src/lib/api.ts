// The page's API client: same origin, bearer token from the store: the seat's while in a room, else
// the signed-in account's (a signed-in player's seats carry the account token anyway).
import { appStore } from '../stores/app-store';
import { ApiClient } from './api-client';

export const api = new ApiClient('', () => {
  const { authToken, accountToken } = appStore.getState().user;
  return authToken ?? accountToken;
});
