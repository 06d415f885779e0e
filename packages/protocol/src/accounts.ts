// Account calls: register, sign in, sign out, who am I.
import { z } from 'zod';

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

/** 3-20 letters, digits, `_` or `-`; unique ignoring case. */
export const usernameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{3,20}$/, 'A username is 3-20 letters, digits, _ or -');

const passwordSchema = z
  .string()
  .min(ACCOUNT_LIMITS.passwordMin, `A password is at least ${ACCOUNT_LIMITS.passwordMin} characters`)
  .max(ACCOUNT_LIMITS.passwordMax, `A password is at most ${ACCOUNT_LIMITS.passwordMax} characters`);

const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'A display name is 1-30 characters')
  .max(ACCOUNT_LIMITS.displayNameMax, 'A display name is 1-30 characters');

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

/** GET /api/auth/me reply. */
export const meResponseSchema = z.object({ account: accountSchema });
/** GET /api/auth/me reply. */
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/auth/logout reply. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });
