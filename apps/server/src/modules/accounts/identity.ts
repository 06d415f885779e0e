// Guest identities and bearer tokens. A token is 256 random bits; only its SHA-256 hash is stored,
// so a leaked database cannot be replayed as sessions.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountsDb } from './tables.js';
import { hashToken, randomId } from '../../lib/tokens.js';
import { SeenThrottle } from './seen-throttle.js';

/** Who is calling. */
export interface Identity {
  readonly userId: string;
  readonly kind: 'guest' | 'account';
  readonly displayName: string;
  /** The session of the token the caller presented (absent for identities made in tests). */
  readonly sessionId?: string;
}

/** Where a new token comes from: the session it continues (else a new one) and the device. */
export interface TokenOrigin {
  readonly sessionId?: string;
  readonly userAgent?: string | undefined;
  readonly now?: Date;
}

/** One session of a user, as the sessions list shows it. */
export interface SessionRow {
  readonly id: string;
  readonly userAgent: string | null;
  readonly createdAt: string;
  readonly lastSeenAt: string;
}

/** The longest User-Agent kept. */
const USER_AGENT_MAX = 200;

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
  private readonly tokensSeen = new SeenThrottle();

  constructor(
    private readonly db: Kysely<AccountsDb>,
    private readonly tokenTtlMs: number,
  ) {}

  /** Makes a guest and its token. */
  async createGuest(userAgent?: string): Promise<IssuedIdentity> {
    const userId = randomId('p');
    const displayName = `Guest ${userId.slice(2, 6).toUpperCase()}`;
    const now = new Date();
    await this.db
      .insertInto('users')
      .values({ id: userId, kind: 'guest', display_name: displayName, created_at: now.toISOString() })
      .execute();
    const token = await this.issueToken(userId, { now, userAgent });
    return { userId, kind: 'guest', displayName, token };
  }

  /**
   * Issues a new token for an existing user, in the session given (a guest's that became an
   * account) or a new one.
   */
  async issueToken(userId: string, origin: TokenOrigin = {}): Promise<string> {
    const now = origin.now ?? new Date();
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    await this.db
      .insertInto('tokens')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.tokenTtlMs).toISOString(),
        session_id: origin.sessionId ?? randomId('s'),
        user_agent: origin.userAgent?.slice(0, USER_AGENT_MAX) || null,
        last_seen_at: now.toISOString(),
      })
      .execute();
    return token;
  }

  /** Revokes every token of the session `token` belongs to; returns whose session it was. */
  async revokeSession(token: string): Promise<{ userId: string; sessionId: string } | undefined> {
    const row = await this.db
      .selectFrom('tokens')
      .select(['session_id', 'user_id'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (row === undefined) return undefined;
    await this.db.deleteFrom('tokens').where('session_id', '=', row.session_id).execute();
    return { userId: row.user_id, sessionId: row.session_id };
  }

  /** Revokes every token of a user ("log out everywhere"); returns how many sessions ended. */
  async revokeAll(userId: string): Promise<number> {
    const sessions = await this.sessionsOf(userId);
    await this.db.deleteFrom('tokens').where('user_id', '=', userId).execute();
    return sessions.length;
  }

  /** A user's live sessions (tokens not expired, grouped), most recently seen first. */
  async sessionsOf(userId: string, now = new Date()): Promise<SessionRow[]> {
    const rows = await this.db
      .selectFrom('tokens')
      .select(['session_id', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at')
      .execute();
    const sessions = new Map<
      string,
      { id: string; userAgent: string | null; createdAt: string; lastSeenAt: string }
    >();
    for (const row of rows) {
      const seen = row.last_seen_at ?? row.created_at;
      const known = sessions.get(row.session_id);
      if (known === undefined) {
        sessions.set(row.session_id, {
          id: row.session_id,
          userAgent: row.user_agent,
          createdAt: row.created_at,
          lastSeenAt: seen,
        });
      } else {
        if (seen > known.lastSeenAt) known.lastSeenAt = seen;
        known.userAgent ??= row.user_agent;
      }
    }
    return [...sessions.values()].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
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
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom('tokens')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .select(['users.id', 'users.kind', 'users.display_name', 'tokens.expires_at', 'tokens.session_id'])
      .where('tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (row === undefined) return { status: 'unknown' };
    if (new Date(row.expires_at).getTime() <= Date.now()) return { status: 'expired' };
    await this.markSeen(row.id, tokenHash);
    const identity = {
      userId: row.id,
      kind: row.kind,
      displayName: row.display_name,
      sessionId: row.session_id,
    };
    return { status: 'valid', identity };
  }

  /**
   * Records that the user is around (the leaderboard's online dot and "last seen"), at most once a
   * minute per user. Best effort: a failed write must not fail the call that resolved the token.
   */
  private async markSeen(userId: string, tokenHash: string): Promise<void> {
    const now = Date.now();
    const at = new Date(now).toISOString();
    const writes: Promise<unknown>[] = [];
    if (this.seen.due(userId, now)) {
      writes.push(this.db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute());
    }
    // The sessions list's "last seen", per token, as seldom.
    if (this.tokensSeen.due(tokenHash, now)) {
      writes.push(
        this.db.updateTable('tokens').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute(),
      );
    }
    // The next resolution after the interval tries again.
    await Promise.allSettled(writes);
  }
}
