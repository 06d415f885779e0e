// Friends and challenges replies for tests, in the protocol's shapes.
import type {
  Challenge,
  FriendEntry,
  PendingRequest,
  SearchUser,
  SocialUser,
  TimeControl,
} from '@checkers/protocol';

export const testAccount = {
  id: 'me',
  username: 'ada',
  displayName: 'Ada',
  avatarUrl: '',
  country: 'GB',
  region: 'EU' as const,
  role: 'player' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};

export const user = (id: string, username = id, avatar_url: string | null = null): SocialUser => ({
  id,
  username,
  avatar_url,
});

export const friend = (id: string, online: boolean): FriendEntry => ({
  friend_id: id,
  friend: user(id),
  online,
  created_at: '2026-11-01T00:00:00.000Z',
});

export const pending = (id: string, created_at = '2026-11-01T00:00:00.000Z'): PendingRequest => ({
  user_id: id,
  friend: user(id),
  created_at,
});

export const searchUser = (id: string, patch: Partial<SearchUser> = {}): SearchUser => ({
  ...user(id),
  online: false,
  is_friend: false,
  request_sent: false,
  request_received: false,
  blocked: false,
  ...patch,
});

/** A pending challenge made at `now`, expiring `minutes` later (untimed, random colours by default). */
export const challenge = (
  id: string,
  from: string,
  to: string,
  now: number,
  minutes = 30,
  message = '',
  terms: { time_control?: TimeControl; color?: Challenge['color'] } = {},
): Challenge => ({
  id,
  challenger: user(from),
  challenged: user(to),
  message,
  status: 'pending',
  created_at: new Date(now).toISOString(),
  expires_at: new Date(now + minutes * 60_000).toISOString(),
  responded_at: null,
  game_id: null,
  time_control: terms.time_control ?? { kind: 'untimed' },
  color: terms.color ?? 'random',
});

/** The `{ success: true, data }` envelope. */
export const ok = (data: unknown) => ({ success: true, data });
