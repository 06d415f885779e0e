// The rest of the friends and challenges calls, used by the panels only: the lists, the search and
// every action. A failure shows the server's message when it gave one, else the spec's default.
import {
  challengeSchema,
  friendEntrySchema,
  searchUserSchema,
  sentRequestSchema,
  SOCIAL_LIMITS,
  type Challenge,
  type CreateChallengeBody,
  type FriendEntry,
  type SearchUser,
  type SentRequest,
} from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import {
  accountToken,
  CHALLENGES_KEY,
  dataOf,
  FRIENDS_KEY,
  getList,
  SOCIAL_STALE_MS,
} from './social-queries';

const enc = encodeURIComponent;

/** GET /api/friends: every friend, online or not. */
export const allFriendsQuery = (me: string) =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, me, 'all'],
    queryFn: (): Promise<FriendEntry[]> => getList('/api/friends', 'friends', friendEntrySchema),
    staleTime: SOCIAL_STALE_MS,
  });

/** GET /api/friends/requests/sent: requests the account sent, not yet answered. */
export const sentRequestsQuery = (me: string) =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, me, 'sent'],
    queryFn: (): Promise<SentRequest[]> =>
      getList('/api/friends/requests/sent', 'sent_requests', sentRequestSchema),
    staleTime: SOCIAL_STALE_MS,
  });

/** GET /api/friends/search?q=&limit=20: users whose name starts with `q`. */
export const searchUsersQuery = (me: string, q: string) =>
  queryOptions({
    queryKey: [...FRIENDS_KEY, me, 'search', q],
    queryFn: (): Promise<SearchUser[]> =>
      getList(
        `/api/friends/search?q=${enc(q)}&limit=${SOCIAL_LIMITS.searchDefaultLimit}`,
        'users',
        searchUserSchema,
      ),
    staleTime: SOCIAL_STALE_MS,
  });

/** GET /api/challenges/sent: challenges the account sent, still pending. */
export const sentChallengesQuery = (me: string) =>
  queryOptions({
    queryKey: [...CHALLENGES_KEY, me, 'sent'],
    queryFn: (): Promise<Challenge[]> => getList('/api/challenges/sent', 'sent_challenges', challengeSchema),
    staleTime: SOCIAL_STALE_MS,
  });

/** A POST (or DELETE) of an action, tried once: a repeated action is never wanted. */
async function act(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const reply = await api.request(method, path, {
    ...(body === undefined ? {} : { body }),
    token: accountToken(),
    attempts: 1,
  });
  return dataOf(reply);
}

/** POST /api/friends/request: 'pending', or 'accepted' when the other had asked first. */
export async function sendFriendRequest(userId: string): Promise<'pending' | 'accepted'> {
  const data = await act('POST', '/api/friends/request', { friend_id: userId });
  return data.status === 'accepted' ? 'accepted' : 'pending';
}

export const acceptFriendRequest = (userId: string) => act('POST', `/api/friends/${enc(userId)}/accept`, {});
export const declineFriendRequest = (userId: string) =>
  act('POST', `/api/friends/${enc(userId)}/decline`, {});
export const removeFriend = (userId: string) => act('DELETE', `/api/friends/${enc(userId)}`);
export const blockUser = (userId: string) => act('POST', `/api/friends/block/${enc(userId)}`, {});

/** POST /api/challenges: the challenge made. */
export async function sendChallenge(body: CreateChallengeBody): Promise<Challenge> {
  return challengeSchema.parse((await act('POST', '/api/challenges', body)).challenge);
}

/** POST /api/challenges/{id}/accept: the room code of the game it started. */
export async function acceptChallenge(id: string): Promise<string> {
  const gameId = (await act('POST', `/api/challenges/${enc(id)}/accept`, {})).game_id;
  if (typeof gameId !== 'string' || gameId === '') throw new ApiError('format', 'Invalid response format');
  return gameId;
}

export const declineChallenge = (id: string) => act('POST', `/api/challenges/${enc(id)}/decline`, {});
export const cancelChallenge = (id: string) => act('POST', `/api/challenges/${enc(id)}/cancel`, {});
