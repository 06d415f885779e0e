// Quick pairing and open seeks: the pools of the five preset clocks, where the server
// pairs two waiting players into a new room, and the seeks a player posts for anyone to accept. The
// calls' bodies and replies. The user socket's `pairing_matched { roomCode }` is in ws.ts's union.
import { z } from 'zod';
import type { PRESET_CLOCKS } from './clock.js';
import { TIME_CONTROL_PRESETS, formatTimeControl, timeControlSchema, type TimedControl } from './clock.js';

/** A pool's key: its preset clock as players read it ('3+2'). */
export type PoolKey = (typeof PRESET_CLOCKS)[number] extends infer Clock
  ? Clock extends readonly [infer Minutes extends number, infer Increment extends number]
    ? `${Minutes}+${Increment}`
    : never
  : never;

/** The pools: one per preset clock, in the presets' order (formatTimeControl writes the key). */
export const POOL_KEYS = TIME_CONTROL_PRESETS.map(formatTimeControl) as readonly PoolKey[];

/** The time control of a pool. */
export function poolControl(key: PoolKey): TimedControl {
  const control = TIME_CONTROL_PRESETS.find((preset) => formatTimeControl(preset) === key);
  if (control === undefined) throw new Error(`no preset for pool ${key}`);
  return { ...control };
}

/** How long a waiting entry or a seek stays without its owner's status poll, and the poll's pace. */
export const PAIRING_TIMING = {
  /** Clients poll `GET /api/pairing` this often while they wait or have a seek open. */
  pollMs: 2_000,
  /** An entry or a seek whose owner has not polled for this long is withdrawn (the server's default). */
  staleMs: 10_000,
} as const;

/** Texts of the pairing refusals. */
export const PAIRING_MESSAGES = {
  unknownPool: `The pool must be one of ${POOL_KEYS.join(', ')}`,
  seekNotFound: 'Seek not found',
  seekTaken: 'This seek has already been accepted or withdrawn',
  ownSeek: 'You cannot accept your own seek',
  seekExists: 'You already have an open seek; cancel it first',
  notYourSeek: 'Only the player who posted this seek can cancel it',
  ratedNeedsAccount: 'Rated games need an account; sign in, or choose casual',
} as const;

/** `{key}` of `POST /api/pairing/pools/{key}`. */
export const poolPathSchema = z.object({
  key: z.enum(POOL_KEYS, { error: PAIRING_MESSAGES.unknownPool }),
});

/** `POST /api/pairing/pools/{key}` body: rated or casual (a guest's games are always casual). */
export const joinPoolBodySchema = z.strictObject({
  rated: z.boolean({ error: 'rated must be true or false' }).default(false),
});
export type JoinPoolBody = z.infer<typeof joinPoolBodySchema>;

/** The caller's pairing status (`GET /api/pairing`, and the reply of joining and leaving). */
export const pairingStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('idle') }),
  z.object({
    status: z.literal('waiting'),
    pool: z.enum(POOL_KEYS),
    rated: z.boolean(),
    /** Whole seconds since the player joined the pool. */
    waitedSeconds: z.number().int().nonnegative(),
  }),
  /** Paired (from a pool, or an accepted seek): the room where both players are seated. */
  z.object({ status: z.literal('matched'), roomCode: z.string() }),
]);
export type PairingStatus = z.infer<typeof pairingStatusSchema>;

/**
 * A pairing reply: the status, with the caller's `seekId` when it has an open seek, and `token`
 * when the call made a new guest (a join or a seek without a bearer token).
 */
export const pairingReplySchema = pairingStatusSchema.and(
  z.object({ seekId: z.string().optional(), token: z.string().optional() }),
);
export type PairingReply = z.infer<typeof pairingReplySchema>;

/** A seek's colour preference: the colour its owner plays. */
export const SEEK_COLORS = ['red', 'black', 'random'] as const;
export type SeekColor = (typeof SEEK_COLORS)[number];

/** `POST /api/seeks` body. */
export const createSeekBodySchema = z.strictObject({
  timeControl: timeControlSchema,
  rated: z.boolean({ error: 'rated must be true or false' }).default(false),
  color: z.enum(SEEK_COLORS, { error: 'color must be red, black or random' }).default('random'),
});
export type CreateSeekBody = z.infer<typeof createSeekBodySchema>;

/** `{id}` of the seek calls. */
export const seekPathSchema = z.object({
  id: z
    .string({ error: 'A seek id is required' })
    .trim()
    .min(1, 'A seek id is required')
    .max(64, 'No such seek id'),
});

/** An open seek as the lobby lists it. */
export const seekSchema = z.object({
  id: z.string(),
  ownerName: z.string(),
  /** The owner's rating, or 'guest'. */
  rating: z.union([z.number().int(), z.literal('guest')]),
  timeControl: timeControlSchema,
  rated: z.boolean(),
  color: z.enum(SEEK_COLORS),
  /** When it was posted (ISO time). */
  created: z.string(),
  /** True for the caller's own seek. */
  mine: z.boolean(),
});
export type Seek = z.infer<typeof seekSchema>;

/** `POST /api/seeks` reply (201): the seek, and `token` when the call made a new guest. */
export const createSeekReplySchema = z.object({ seek: seekSchema, token: z.string().optional() });
export type CreateSeekReply = z.infer<typeof createSeekReplySchema>;

/** `GET /api/seeks` reply: the open seeks, newest first. */
export const seekListSchema = z.object({ seeks: z.array(seekSchema) });
export type SeekList = z.infer<typeof seekListSchema>;

/** `POST /api/seeks/{id}/accept` reply: the room where both are seated. */
export const acceptSeekReplySchema = z.object({ roomCode: z.string(), token: z.string().optional() });
export type AcceptSeekReply = z.infer<typeof acceptSeekReplySchema>;

/** DELETE /api/seeks/{id} reply: the seek canceled. */
export const cancelSeekReplySchema = z.object({ id: z.string() });
