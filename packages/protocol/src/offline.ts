// Installable and offline: the push calls, the client log endpoint, the service worker's messages and the spec's
// storage and cache constants.
import { z } from 'zod';

/** The cache manager's constants. */
export const CACHE_MANAGER = {
  version: '2.0.0',
  /** The four caches and how long an entry stays fresh in each. */
  maxAgeMs: {
    static: 7 * 24 * 60 * 60 * 1000,
    dynamic: 24 * 60 * 60 * 1000,
    api: 5 * 60 * 1000,
    images: 30 * 24 * 60 * 60 * 1000,
  },
  cleanupIntervalMs: 60 * 60 * 1000,
  /** Cleanup runs whenever storage use passes this share of the quota. */
  quotaCleanupRatio: 0.9,
  /** A page waits this long for the service worker's reply. */
  replyTimeoutMs: 5_000,
} as const;

export type CacheKind = keyof typeof CACHE_MANAGER.maxAgeMs;

/** The name of one of the four caches, versioned so a new cache manager starts clean. */
export const cacheName = (kind: CacheKind): string => `checkers-${kind}-v${CACHE_MANAGER.version}`;

/** Local data and the offline queue. */
export const LOCAL_LIMITS = {
  savedGames: 5,
  history: 10,
  /** What is kept when the storage quota is exceeded. */
  savedGamesWhenFull: 2,
  historyWhenFull: 5,
  moveAttempts: 3,
  /** Synced moves older than this are deleted, first 5 minutes after start, then daily. */
  syncedMoveMaxAgeMs: 7 * 24 * 60 * 60 * 1000,
  firstCleanupDelayMs: 5 * 60 * 1000,
  cleanupIntervalMs: 24 * 60 * 60 * 1000,
} as const;

/** The Background Sync tag a page registers when it queues a move; the worker answers SYNC_NOW. */
export const OFFLINE_SYNC_TAG = 'checkers-moves';

/** Banners and the connection indicator. */
export const BANNER_TIMES = {
  installHideMs: 30_000,
  updateHideMs: 10_000,
  indicatorHideAfterOnlineMs: 3_000,
} as const;

/** Push. */
export const PUSH_CONSTANTS = {
  vibration: [200, 100, 200],
  localNotificationCloseMs: 10_000,
} as const;

/** The six push preferences, saved locally and sent with a subscription. */
export const pushPreferencesSchema = z.object({
  enableTurnNotifications: z.boolean().default(true),
  enableGameEndNotifications: z.boolean().default(true),
  enablePlayerJoinNotifications: z.boolean().default(true),
  requireInteraction: z.boolean().default(false),
  silent: z.boolean().default(false),
  vibrate: z.boolean().default(true),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = pushPreferencesSchema.parse({});

/** A browser's PushSubscription as JSON. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2048, 'Invalid push subscription')
    .url('Invalid push subscription')
    .refine((url) => url.startsWith('https://') || url.startsWith('http://'), 'Invalid push subscription'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(64),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push/subscribe. `playerId` must be the caller's own (identity comes from the token). */
export const pushSubscribeBodySchema = z.object({
  subscription: pushSubscriptionSchema,
  playerId: z.string().min(1).max(64),
  roomCode: z.string().max(16).nullable().optional(),
  preferences: pushPreferencesSchema.default(DEFAULT_PUSH_PREFERENCES),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

/** POST /api/push/unsubscribe: every subscription of the player (or only `endpoint`'s). */
export const pushUnsubscribeBodySchema = z.object({
  playerId: z.string().min(1).max(64),
  endpoint: z.string().max(2048).optional(),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

export const vapidKeyResponseSchema = z.object({ vapidKey: z.string() });
/** POST /api/push/subscribe reply (201). */
export const pushSubscribeReplySchema = z.object({ subscribed: z.literal(true) });
/** POST /api/push/unsubscribe reply: how many subscriptions were removed. */
export const pushUnsubscribeReplySchema = z.object({ removed: z.number().int() });

/** What a push carries; the service worker shows it as a notification. */
export const pushPayloadSchema = z.object({
  kind: z.enum(['turn', 'game_end', 'player_joined']),
  title: z.string(),
  body: z.string(),
  roomCode: z.string(),
  /** Display options from the player's preferences. */
  requireInteraction: z.boolean(),
  silent: z.boolean(),
  vibrate: z.boolean(),
  timestamp: z.number(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The client logger's levels (off by default). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const CLIENT_LOG_LIMITS = { buffer: 100, flushIntervalMs: 30_000, messageMax: 500 } as const;

/** POST /api/logs: a flushed buffer of the client logger. */
export const clientLogBodySchema = z.object({
  entries: z
    .array(
      z.object({
        level: z.enum(LOG_LEVELS),
        message: z.string().max(CLIENT_LOG_LIMITS.messageMax),
        timestamp: z.number(),
        context: z.string().max(64).optional(),
      }),
    )
    .min(1)
    .max(CLIENT_LOG_LIMITS.buffer),
  version: z.string().max(32),
});
export type ClientLogBody = z.infer<typeof clientLogBodySchema>;

/**
 * The service worker's ten messages, by `type`. Page to worker: SKIP_WAITING,
 * CLEAR_CACHE, CACHE_STATS (asks; the reply comes on the message's port), SYNC_NOW, ONLINE_STATUS,
 * QUEUED_OFFLINE_REQUEST, SYNC_SUCCESS, SYNC_COMPLETE (the worker passes these three on to the
 * other windows, so every tab's indicator agrees). Worker to page: CACHE_PROGRESS (install),
 * UPDATE_AVAILABLE, CACHE_STATS (the reply), SYNC_NOW (background sync fired, or a tab came back
 * online: drain the queue), and the three passed on.
 */
export const SW_MESSAGES = [
  'CACHE_PROGRESS',
  'QUEUED_OFFLINE_REQUEST',
  'SYNC_SUCCESS',
  'SYNC_COMPLETE',
  'CACHE_STATS',
  'UPDATE_AVAILABLE',
  'SKIP_WAITING',
  'CLEAR_CACHE',
  'SYNC_NOW',
  'ONLINE_STATUS',
] as const;
export type SwMessageType = (typeof SW_MESSAGES)[number];

export interface CacheStats {
  readonly version: string;
  /** Entries per cache. */
  readonly caches: Readonly<Record<CacheKind, number>>;
  /** From navigator.storage.estimate(), when the browser gives it. */
  readonly usage: number | null;
  readonly quota: number | null;
  readonly lastCleanup: number | null;
}

export type SwMessage =
  | { type: 'CACHE_PROGRESS'; cached: number; total: number }
  | { type: 'QUEUED_OFFLINE_REQUEST'; roomCode: string; pending: number }
  | { type: 'SYNC_SUCCESS'; roomCode: string; clientMoveId: string }
  | { type: 'SYNC_COMPLETE'; synced: number; failed: number; pending: number }
  | { type: 'CACHE_STATS'; stats?: CacheStats }
  | { type: 'UPDATE_AVAILABLE'; version: string }
  | { type: 'SKIP_WAITING' }
  | { type: 'CLEAR_CACHE' }
  | { type: 'SYNC_NOW' }
  | { type: 'ONLINE_STATUS'; online: boolean };
