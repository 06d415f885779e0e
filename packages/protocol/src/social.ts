// Friends, challenges and presence: the calls' bodies, queries and replies, and the friend_* /
// challenge_* messages of the user socket (members of the server union in ws.ts). Every reply of
// these calls is `{ success: true, data }`; a failure is the usual error body with `success: false`.
import { z } from 'zod';
import { timeControlSchema } from './clock.js';

/** The spec's constants for friends and challenges, and the server's limits. */
export const SOCIAL_LIMITS = {
  /** Shortest search text (after trimming). */
  searchMinLength: 2,
  /** Longest search text. */
  searchMaxLength: 32,
  /** Search results by default, and at most. */
  searchDefaultLimit: 20,
  searchMaxLimit: 50,
  /** A challenge's expiry in minutes: default, least and most. */
  challengeDefaultMinutes: 30,
  challengeMinMinutes: 1,
  challengeMaxMinutes: 1440,
  /** Longest challenge message (trimmed). */
  challengeMessageMax: 200,
  /** Challenge history entries by default, and at most. */
  historyDefaultLimit: 20,
  historyMaxLimit: 100,
  /** Friend requests one player may have waiting for an answer at once. */
  maxPendingRequests: 100,
} as const;

/** Texts of the refusals the spec or the contracts fix word for word. */
export const SOCIAL_MESSAGES = {
  pendingChallengeExists: 'There is already a pending challenge with this user',
  authenticationRequired: 'Authentication required',
} as const;

/** A user id in a path or a body: the opaque string the API gives. */
export const socialUserIdSchema = z
  .string({ error: 'A user id is required' })
  .trim()
  .min(1, 'A user id is required')
  .max(64, 'No such user id');

/** A challenge id in a path. */
export const challengeIdSchema = z
  .string({ error: 'A challenge id is required' })
  .trim()
  .min(1, 'A challenge id is required')
  .max(64, 'No such challenge id');

/** `{id}` of the friends calls. */
export const friendPathSchema = z.object({ id: socialUserIdSchema });
/** `{id}` of the challenge calls. */
export const challengePathSchema = z.object({ id: challengeIdSchema });
/** `{userId}` of the challenge history. */
export const challengeHistoryPathSchema = z.object({ userId: socialUserIdSchema });

/** A whole number from a query string, in a range, with a default. */
const queryInt = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be between ${min} and ${max}`)
      .max(max, `${name} must be between ${min} and ${max}`),
  );

/** POST /api/friends/request body. */
export const friendRequestBodySchema = z.strictObject({ friend_id: socialUserIdSchema });
export type FriendRequestBody = z.infer<typeof friendRequestBodySchema>;

/** GET /api/friends/search query: `q` is trimmed and needs at least 2 characters. */
export const friendSearchQuerySchema = z.object({
  q: z
    .string({ error: `Search needs at least ${SOCIAL_LIMITS.searchMinLength} characters` })
    .trim()
    .min(SOCIAL_LIMITS.searchMinLength, `Search needs at least ${SOCIAL_LIMITS.searchMinLength} characters`)
    .max(SOCIAL_LIMITS.searchMaxLength, `Search is at most ${SOCIAL_LIMITS.searchMaxLength} characters`),
  limit: queryInt('limit', 1, SOCIAL_LIMITS.searchMaxLimit, SOCIAL_LIMITS.searchDefaultLimit),
});
export type FriendSearchQuery = z.infer<typeof friendSearchQuerySchema>;

/** The colour a challenger asks to play: `random` (the default) leaves it to chance. */
export const CHALLENGE_COLORS = ['random', 'red', 'black'] as const;
export type ChallengeColor = (typeof CHALLENGE_COLORS)[number];
const challengeColorSchema = z.enum(CHALLENGE_COLORS, { error: 'color must be random, red or black' });

/** The untimed control, a challenge's clock when it names none. */
const UNTIMED = { kind: 'untimed' } as const;

/**
 * POST /api/challenges body: `expires_in` is minutes; `time_control` (as create-room's, untimed by
 * default) and `color` (the challenger's, random by default) are the game's.
 */
export const createChallengeBodySchema = z.strictObject({
  challenged_id: socialUserIdSchema,
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(
      SOCIAL_LIMITS.challengeMessageMax,
      `Message too long (max ${SOCIAL_LIMITS.challengeMessageMax} characters)`,
    )
    .default(''),
  expires_in: z
    .number({ error: 'expires_in must be a whole number of minutes' })
    .int('expires_in must be a whole number of minutes')
    .min(SOCIAL_LIMITS.challengeMinMinutes, 'expires_in must be between 1 and 1440 minutes')
    .max(SOCIAL_LIMITS.challengeMaxMinutes, 'expires_in must be between 1 and 1440 minutes')
    .default(SOCIAL_LIMITS.challengeDefaultMinutes),
  time_control: timeControlSchema.default(UNTIMED),
  color: challengeColorSchema.default('random'),
});
export type CreateChallengeBody = z.infer<typeof createChallengeBodySchema>;

/** GET /api/challenges/history/{userId} query. */
export const challengeHistoryQuerySchema = z.object({
  limit: queryInt('limit', 1, SOCIAL_LIMITS.historyMaxLimit, SOCIAL_LIMITS.historyDefaultLimit),
});

/** A user as the social calls show one. `avatar_url` is null when the user has none. */
export const socialUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
});
export type SocialUser = z.infer<typeof socialUserSchema>;

/** A friend (GET /api/friends, GET /api/friends/online). `created_at`: friends since. */
export const friendEntrySchema = z.object({
  friend_id: z.string(),
  friend: socialUserSchema,
  online: z.boolean(),
  created_at: z.string(),
});
export type FriendEntry = z.infer<typeof friendEntrySchema>;

/** A request received: `user_id` and `friend` are the sender. */
export const pendingRequestSchema = z.object({
  user_id: z.string(),
  friend: socialUserSchema,
  created_at: z.string(),
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;

/** A request sent: `friend_id` and `friend` are the recipient. */
export const sentRequestSchema = z.object({
  friend_id: z.string(),
  friend: socialUserSchema,
  created_at: z.string(),
});
export type SentRequest = z.infer<typeof sentRequestSchema>;

/** A search result, with where the caller stands with the user. */
export const searchUserSchema = socialUserSchema.extend({
  online: z.boolean(),
  is_friend: z.boolean(),
  request_sent: z.boolean(),
  request_received: z.boolean(),
  /** The caller blocked this user. */
  blocked: z.boolean(),
});
export type SearchUser = z.infer<typeof searchUserSchema>;

/** What a challenge can be: only `pending` is actionable. */
export const CHALLENGE_STATUSES = ['pending', 'accepted', 'declined', 'canceled', 'expired'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/**
 * A challenge. `game_id` is the room code once accepted; `time_control` the game's clock (the
 * untimed control when it has none) and `color` the colour the challenger asked to play.
 */
export const challengeSchema = z.object({
  id: z.string(),
  challenger: socialUserSchema,
  challenged: socialUserSchema,
  message: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  /** When it was accepted, declined, canceled or expired. */
  responded_at: z.string().nullable(),
  game_id: z.string().nullable(),
  time_control: timeControlSchema,
  color: challengeColorSchema,
});
export type Challenge = z.infer<typeof challengeSchema>;

/** The envelope of every successful friends and challenges reply. */
export const socialReplySchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** What a friend request came to: a new request, or a friendship (the other had asked first). */
export const friendRequestResultSchema = z.object({
  status: z.enum(['pending', 'accepted']),
  friend_id: z.string(),
  friend: socialUserSchema,
});
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;

/** The `data` of each call's reply. */
export const socialReplyDataSchemas = {
  friends: z.object({ friends: z.array(friendEntrySchema) }),
  pending: z.object({ pending_requests: z.array(pendingRequestSchema) }),
  sent: z.object({ sent_requests: z.array(sentRequestSchema) }),
  online: z.object({ online_friends: z.array(friendEntrySchema) }),
  request: friendRequestResultSchema,
  accept: z.object({ friend: friendEntrySchema }),
  /** Decline, remove, block and unblock. */
  done: z.object({ friend_id: z.string() }),
  search: z.object({ users: z.array(searchUserSchema) }),
  pendingChallenges: z.object({ pending_challenges: z.array(challengeSchema) }),
  sentChallenges: z.object({ sent_challenges: z.array(challengeSchema) }),
  challenge: z.object({ challenge: challengeSchema }),
  acceptChallenge: z.object({ game_id: z.string(), challenge: challengeSchema }),
  history: z.object({ history: z.array(challengeSchema) }),
};
/** The `data` of each call's reply. */
export type SocialReplies = {
  [K in keyof typeof socialReplyDataSchemas]: z.infer<(typeof socialReplyDataSchemas)[K]>;
};

const named = z.object({ id: z.string(), username: z.string() });

/**
 * The friend_* and challenge_* messages (server to client, on the user socket). Each change goes to
 * both sides: `from` (or `challenger`, `accepted_by`, ...) is who acted, so a client compares it
 * with its own id. `friend_online` / `friend_offline` go to the user's friends only.
 */
export const socialServerMessageSchemas = [
  z.object({
    type: z.literal('friend_request'),
    payload: z.object({ from: socialUserSchema, to: socialUserSchema, created_at: z.string() }),
  }),
  z.object({
    type: z.literal('friend_accepted'),
    payload: z.object({ from: socialUserSchema, to: socialUserSchema }),
  }),
  /** A friendship or a request ended (removed, declined, canceled or a block). */
  z.object({
    type: z.literal('friend_removed'),
    payload: z.object({ from: z.object({ id: z.string() }), to: z.object({ id: z.string() }) }),
  }),
  z.object({
    type: z.enum(['friend_online', 'friend_offline']),
    payload: z.object({ user_id: z.string(), user: z.object({ username: z.string() }) }),
  }),
  z.object({
    type: z.literal('challenge_received'),
    payload: z.object({ challenge_id: z.string(), challenger: named, challenge: challengeSchema }),
  }),
  /** `color` is the colour the challenger plays in the game (a random choice made). */
  z.object({
    type: z.literal('challenge_accepted'),
    payload: z.object({
      challenge_id: z.string(),
      accepted_by: named,
      game_id: z.string(),
      time_control: timeControlSchema,
      color: z.enum(['red', 'black']),
    }),
  }),
  z.object({
    type: z.literal('challenge_declined'),
    payload: z.object({ challenge_id: z.string(), declined_by: named }),
  }),
  z.object({
    type: z.literal('challenge_canceled'),
    payload: z.object({ challenge_id: z.string(), canceled_by: named.optional() }),
  }),
  z.object({ type: z.literal('challenge_expired'), payload: z.object({ challenge_id: z.string() }) }),
] as const;
