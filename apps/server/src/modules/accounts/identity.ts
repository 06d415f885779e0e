// Guest identities and bearer tokens. A token is 256 random bits; only its SHA-256 hash is stored,
// so a leaked database cannot be replayed as sessions.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashToken, randomId } from '../../lib/tokens.js';
import { SeenThrottle } from './seen-throttle.js';

/** Who is calling. */
export interface Identity {
  readonly userId: string;
  readonly kind: 'guest' | 'account';
  readonly displayName: string;
}

/** A new identity with its bearer token (shown once, never stored). */
export interface IssuedIdentity extends Identity {
  readonly token: string;
}

/** A user as others see them. */
export interface UserProfile {
  readonly name: string;
  readonly kind: 'guest' | 'account';
}

/** What a token resolves to. */
export type TokenLookup =
  { status: 'valid'; identity: Identity } | { status: 'expired' } | { status: 'unknown' };

/** Identity services over the database. */
export class IdentityService {
  private readonly seen = new SeenThrottle();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokenTtlMs: number,
  ) {}

  /** Makes a guest and its token. */
  async createGuest(): Promise<IssuedIdentity> {
    const userId = randomId('p');
    const displayName = `Guest ${userId.slice(2, 6).toUpperCase()}`;
    const now = new Date();
    await this.db
      .insertInto('users')
      .values({ id: userId, kind: 'guest', display_name: displayName, created_at: now.toISOString() })
      .execute();
    const token = await this.issueToken(userId, now);
    return { userId, kind: 'guest', displayName, token };
  }

  /** Issues a new token for an existing user. */
  async issueToken(userId: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('tokens')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.tokenTtlMs).toISOString(),
      })
      .execute();
    return token;
  }

  /** The names and kinds of the given users (unknown ids are left out), e.g. the players of a game. */
  async profilesOf(userIds: readonly string[]): Promise<Map<string, UserProfile>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'display_name', 'kind'])
      .where('id', 'in', userIds)
      .execute();
    return new Map(rows.map((row) => [row.id, { name: row.display_name, kind: row.kind }]));
  }

  /** Resolves a bearer token. */
  async lookup(token: string): Promise<TokenLookup> {
    if (token.length < 20 || token.length > 100) return { status: 'unknown' };
    const row = await this.db
      .selectFrom('tokens')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .select(['users.id', 'users.kind', 'users.display_name', 'tokens.expires_at'])
      .where('tokens.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (row === undefined) return { status: 'unknown' };
    if (new Date(row.expires_at).getTime() <= Date.now()) return { status: 'expired' };
    await this.markSeen(row.id);
    return { status: 'valid', identity: { userId: row.id, kind: row.kind, displayName: row.display_name } };
  }

  /**
   * Records that the user is around (the leaderboard's online dot and "last seen"), at most once a
   * minute per user. Best effort: a failed write must not fail the call that resolved the token.
   */
  private async markSeen(userId: string): Promise<void> {
    const now = Date.now();
    if (!this.seen.due(userId, now)) return;
    try {
      await this.db
        .updateTable('users')
        .set({ last_seen_at: new Date(now).toISOString() })
        .where('id', '=', userId)
        .execute();
    } catch {
      // The next resolution after the interval tries again.
    }
  }
}
