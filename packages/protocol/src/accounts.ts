// Account calls: register, sign in, sign out, who am I.
import { z } from 'zod';
import {
  USERNAME_PATTERN,
  cleanDisplayName,
  impersonatesRole,
  isReservedUsername,
  normalizeUsername,
} from './names.js';
import { speedRatingsSchema } from './rating-speeds.js';

/** The regions of the regional leaderboard. */
export const REGIONS = ['US', 'EU', 'Asia', 'Other'] as const;
/** A region of the regional leaderboard. */
export type Region = (typeof REGIONS)[number];

/** Roles an account may have; moderators are granted by an operator, never through the API. */
export const ROLES = ['player', 'moderator'] as const;
/** The role of an account. */
export type Role = (typeof ROLES)[number];

/** Length limits of account fields. */
export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  displayNameMax: 30,
  avatarUrlMax: 500,
} as const;

/**
 * 3-20 letters, digits, `_` or `-` once NFKC-normalised (full-width letters count as their plain
 * ones); unique ignoring case and look-alikes (names.ts `usernameSkeleton`); reserved names refused.
 */
export const usernameSchema = z
  .string()
  .max(100, 'A username is 3-20 letters, digits, _ or -')
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .regex(USERNAME_PATTERN, 'A username is 3-20 letters, digits, _ or -')
      .refine((name) => !isReservedUsername(name), 'This username is reserved'),
  );

/** What a password must be before the server's check against common passwords. */
export const passwordSchema = z
  .string()
  .min(ACCOUNT_LIMITS.passwordMin, `A password is at least ${ACCOUNT_LIMITS.passwordMin} characters`)
  .max(ACCOUNT_LIMITS.passwordMax, `A password is at most ${ACCOUNT_LIMITS.passwordMax} characters`)
  .refine((password) => password.trim() !== '', 'A password cannot be only spaces');

/** The server's refusal of a password found in (or too close to) a list of common passwords. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess; try a longer phrase of unrelated words';

const displayNameSchema = z
  .string()
  .max(200, 'A display name is 1-30 characters')
  .transform(cleanDisplayName)
  .pipe(
    z
      .string()
      .min(1, 'A display name is 1-30 characters')
      .max(ACCOUNT_LIMITS.displayNameMax, 'A display name is 1-30 characters')
      .refine((name) => !impersonatesRole(name), 'A display name cannot claim a role or a badge'),
  );

const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** An https URL, or empty for no avatar. (zod's parser: no DOM or Node types in this package.) */
const avatarUrlSchema = z
  .string()
  .max(ACCOUNT_LIMITS.avatarUrlMax, `An avatar URL is at most ${ACCOUNT_LIMITS.avatarUrlMax} characters`)
  .refine(
    (value) => value === '' || httpsUrlSchema.safeParse(value).success,
    'An avatar is an https URL, or empty',
  );

/** ISO 3166-1 alpha-2, upper case (e.g. "US", "FR"). */
const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'A country is a two-letter ISO 3166-1 code, e.g. "US"');

/** POST /api/auth/register body. */
export const registerRequestSchema = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  displayName: displayNameSchema.optional(),
  avatarUrl: avatarUrlSchema.optional(),
  country: countrySchema.nullable().optional(),
});
/** POST /api/auth/register body. */
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login body. Loose bounds only: a wrong shape is simply a failed sign-in. */
export const loginRequestSchema = z.strictObject({
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(ACCOUNT_LIMITS.passwordMax),
});
/** POST /api/auth/login body. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** An account as the API shows it to its owner. */
export const accountSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string(),
  country: z.string().nullable(),
  region: z.enum(REGIONS),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
/** An account as the API shows it to its owner. */
export type Account = z.infer<typeof accountSchema>;

/** POST /api/auth/register (201) and POST /api/auth/login replies. */
export const authResponseSchema = z.object({ account: accountSchema, token: z.string() });
/** POST /api/auth/register and POST /api/auth/login replies. */
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/me reply: the account, and its rating in each ladder (defaults where never played). */
export const meResponseSchema = z.object({ account: accountSchema, ratings: speedRatingsSchema });
/** GET /api/auth/me reply. */
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/auth/logout reply. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** POST /api/auth/logout and POST /api/auth/logout-all replies. */
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * One signed-in session: the tokens issued from one sign-in (or one guest and the account it
 * became). `id` names the session, never a token.
 */
export const sessionSchema = z.object({
  id: z.string(),
  /** The browser's User-Agent when the session began, or null. */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  /** When a token of the session was last used (at most a minute stale). */
  lastSeenAt: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
/** One signed-in session. */
export type Session = z.infer<typeof sessionSchema>;

/** GET /api/auth/sessions reply: most recently seen first. */
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
/** GET /api/auth/sessions reply. */
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** POST /api/auth/logout-all reply: how many sessions were ended (the caller's included). */
export const logoutAllResponseSchema = z.object({ success: z.literal(true), sessions: z.number().int() });
/** POST /api/auth/logout-all reply. */
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;
