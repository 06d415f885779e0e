// The friends and challenges reads the toggle buttons need from the first load: pending friend
// requests, received challenges and online friends. Replies are `{ success: true, data }`, parsed
// with the protocol's schemas. Every key starts with FRIENDS_KEY or CHALLENGES_KEY and the
// account's id, so one call clears them at logout.
import {
  challengeSchema,
  friendEntrySchema,
  pendingRequestSchema,
  type Challenge,
  type FriendEntry,
  type PendingRequest,
} from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { appStore } from '../../../stores/app-store';

export const FRIENDS_KEY = ['friends'] as const;
export const CHALLENGES_KEY = ['challenges'] as const;

/** Refresh periods. */
export const ONLINE_REFRESH_MS = 30_000;
export const CHALLENGES_REFRESH_MS = 60_000;
export const CHALLENGES_OPEN_REFRESH_MS = 30_000;
/** Lists stay fresh this long; the socket's messages refresh them sooner. */
export const SOCIAL_STALE_MS = 5_000;

/** The account's token: these calls need a registered account, even inside a guest's seat. */
export const accountToken = (): string | null => appStore.getState().user.accountToken;

/** The `data` of a `{ success: true, data }` reply; anything else is a malformed reply. */
export function dataOf(reply: unknown): Record<string, unknown> {
  if (typeof reply === 'object' && reply !== null && (reply as { success?: unknown }).success === true) {
    const data = (reply as { data?: unknown }).data;
    if (typeof data === 'object' && data !== null) return data as Record<string, unknown>;
  }
  throw new ApiError('format', 'Invalid response format');
}

/** GET a social list: the reply's `data[field]`, each item parsed. */
export async function getList<T>(
  path: string,
  field: string,
  item: { array(): { parse(value: unknown): T[] } },
): Promise<T[]> {
  const reply = await api.get(path, { token: accountToken() });
  return item.array().parse(dataOf(reply)[field]);
}

/** GET /api/friends/requests/pending: requests others sent the account. */
export const pendingRequestsQuery = (me: string) =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, me, 'pending'],
    queryFn: (): Promise<PendingRequest[]> =>
      getList('/api/friends/requests/pending', 'pending_requests', pendingRequestSchema),
    staleTime: SOCIAL_STALE_MS,
  });

/** GET /api/friends/online: the friends online now. */
export const onlineFriendsQuery = (me: string) =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, me, 'online'],
    queryFn: (): Promise<FriendEntry[]> =>
      getList('/api/friends/online', 'online_friends', friendEntrySchema),
    staleTime: SOCIAL_STALE_MS,
  });

/** GET /api/challenges/pending: challenges others sent the account, still pending. */
export const receivedChallengesQuery = (me: string) =>
  queryOptions({
    queryKey: [...CHALLENGES_KEY, me, 'received'],
    queryFn: (): Promise<Challenge[]> =>
      getList('/api/challenges/pending', 'pending_challenges', challengeSchema),
    staleTime: SOCIAL_STALE_MS,
  });
