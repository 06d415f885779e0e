// Registered accounts: register (a guest upgrades in place), sign in, sign out (a session, or all
// of them), sessions, look up, roles.
// Passwords are checked with scrypt (passwords.ts); sessions are the same bearer tokens guests
// get (identity.ts), so every route that takes a guest token takes an account's.
import type { Account, RegisterRequest, Role, Session } from '@checkers/protocol';
import { COMMON_PASSWORD_MESSAGE, MESSAGES, normalizeUsername, usernameSkeleton } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { AccountsDb } from './tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { randomId } from '../../lib/tokens.js';
import { HashQueue } from './hash-queue.js';
import type { Identity, IdentityService } from './identity.js';
import { acceptablePassword } from './password-policy.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import { regionOf } from './regions.js';

/** An account and a new bearer token for it. */
export interface SignedIn {
  readonly account: Account;
  readonly token: string;
}

/** The key usernames are looked up by: NFKC, lower case. */
const usernameKey = (username: string): string => normalizeUsername(username).toLowerCase();

/** Hears that a session (or, with null, every session) of a user was signed out. */
export type SignOutListener = (userId: string, sessionId: string | null) => void;

/** The device a session starts on. */
export interface Device {
  readonly userAgent?: string | undefined;
}

/** Account services over the database. */
export class AccountService {
  constructor(
    private readonly db: Kysely<AccountsDb>,
    private readonly identities: IdentityService,
    /** Where hashing waits its turn; by default one of its own. */
    private readonly hashing: HashQueue = new HashQueue({ concurrency: 2, maxWaiting: 32 }),
    /** Told of every sign-out, so the sockets of the ended sessions close (null: all of them). */
    private readonly signedOut: SignOutListener = () => {},
  ) {}

  /**
   * Registers an account. A guest caller becomes the account (same user id, so its rooms and games
   * stay its own); the new token continues the guest's session, so signing out ends both. With no
   * caller a new user is made. A caller that already is an account is refused: one session, one
   * account. The cheap checks (the name free, the password not common) come before the expensive
   * hash, which waits in the sign-up lane of the hashing queue (HashQueueFull when it is full).
   */
  async register(
    caller: Identity | null,
    input: RegisterRequest,
    device: Device = {},
  ): Promise<Outcome<SignedIn>> {
    if (caller?.kind === 'account') return failure('conflict', 'Already signed in to an account');
    const username = normalizeUsername(input.username);
    const skeleton = usernameSkeleton(username);
    this.hashing.refuseWhenFull('sign_up');
    const taken = await this.db
      .selectFrom('accounts')
      .select('user_id')
      .where((eb) =>
        eb.or([eb('username_skeleton', '=', skeleton), eb('username_key', '=', usernameKey(username))]),
      )
      .executeTakeFirst();
    if (taken !== undefined) return failure('conflict', MESSAGES.usernameTaken);
    const displayName = input.displayName ?? username;
    if (!(await acceptablePassword(input.password, [username, displayName]))) {
      return failure('validation_failed', `password: ${COMMON_PASSWORD_MESSAGE}`);
    }
    const passwordHash = await this.hashing.run('sign_up', () => hashPassword(input.password));
    const now = new Date().toISOString();
    const userId = caller?.userId ?? randomId('p');
    try {
      await this.db.transaction().execute(async (trx) => {
        if (caller === null) {
          await trx
            .insertInto('users')
            .values({ id: userId, kind: 'account', display_name: displayName, created_at: now })
            .execute();
        } else {
          const updated = await trx
            .updateTable('users')
            .set({ kind: 'account', display_name: displayName })
            .where('id', '=', userId)
            .where('kind', '=', 'guest')
            .executeTakeFirst();
          // A second register with the same guest token, racing the first.
          if (updated.numUpdatedRows === 0n) throw new AlreadyAccount();
        }
        await trx
          .insertInto('accounts')
          .values({
            user_id: userId,
            username,
            username_key: usernameKey(username),
            username_skeleton: skeleton,
            password_hash: passwordHash,
            avatar_url: input.avatarUrl ?? '',
            country: input.country ?? null,
            role: 'player',
            created_at: now,
          })
          .execute();
      });
    } catch (error) {
      if (error instanceof AlreadyAccount) return failure('conflict', 'Already signed in to an account');
      if (isUniqueViolation(error)) return failure('conflict', MESSAGES.usernameTaken);
      throw error;
    }
    const account = await this.byUserId(userId);
    if (account === undefined) throw new Error(`account ${userId} vanished after registration`);
    const token = await this.identities.issueToken(userId, {
      sessionId: caller?.sessionId,
      userAgent: device.userAgent,
    });
    return success({ account, token });
  }

  /**
   * Signs in. An unknown username and a wrong password get the same answer, and both run scrypt
   * (in the sign-in lane of the hashing queue), so neither the text nor the time tells whether the
   * account exists.
   */
  async login(username: string, password: string, device: Device = {}): Promise<Outcome<SignedIn>> {
    const row = await this.db
      .selectFrom('accounts')
      .select(['user_id', 'password_hash'])
      .where('username_key', '=', usernameKey(username))
      .executeTakeFirst();
    const stored = row?.password_hash ?? (await dummyHash);
    const matches = await this.hashing.run('sign_in', () => verifyPassword(password, stored));
    if (row === undefined || !matches) return failure('unauthorized', MESSAGES.invalidCredentials);
    const account = await this.byUserId(row.user_id);
    if (account === undefined) return failure('unauthorized', MESSAGES.invalidCredentials);
    return success({ account, token: await this.identities.issueToken(row.user_id, device) });
  }

  /**
   * Signs out the session of `token`: every token of it, so a guest's token that became the
   * account stops working with the account's. Other sessions (devices) stay signed in.
   */
  async logout(token: string): Promise<void> {
    const ended = await this.identities.revokeSession(token);
    if (ended !== undefined) this.signedOut(ended.userId, ended.sessionId);
  }

  /** Signs out every session of the user; returns how many there were. */
  async logoutEverywhere(userId: string): Promise<number> {
    const sessions = await this.identities.revokeAll(userId);
    this.signedOut(userId, null);
    return sessions;
  }

  /** The user's sessions, the caller's marked. */
  async sessions(caller: Identity): Promise<Session[]> {
    const rows = await this.identities.sessionsOf(caller.userId);
    return rows.map((row) => ({ ...row, current: row.id === caller.sessionId }));
  }

  /** The account of a user, if it has one. */
  async byUserId(userId: string): Promise<Account | undefined> {
    const row = await this.accountRows().where('accounts.user_id', '=', userId).executeTakeFirst();
    return row === undefined ? undefined : toAccount(row);
  }

  /** Grants or removes a role, by username (any case); for the operator's command. */
  async setRole(username: string, role: Role): Promise<Outcome<Account>> {
    const updated = await this.db
      .updateTable('accounts')
      .set({ role })
      .where('username_key', '=', usernameKey(username))
      .returning('user_id')
      .executeTakeFirst();
    const account = updated === undefined ? undefined : await this.byUserId(updated.user_id);
    return account === undefined ? failure('not_found', `No account named "${username}"`) : success(account);
  }

  private accountRows() {
    return this.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select([
        'accounts.user_id',
        'accounts.username',
        'users.display_name',
        'accounts.avatar_url',
        'accounts.country',
        'accounts.role',
        'accounts.created_at',
      ]);
  }
}

/** Thrown inside the registration transaction to roll it back. */
class AlreadyAccount extends Error {}

function toAccount(row: {
  user_id: string;
  username: string;
  display_name: string;
  avatar_url: string;
  country: string | null;
  role: Role;
  created_at: string;
}): Account {
  return {
    id: row.user_id,
    username: row.username,
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    country: row.country,
    region: regionOf(row.country),
    role: row.role,
    createdAt: row.created_at,
  };
}
