// The retention sweep's work on the accounts' tables: expired tokens, and idle guests once every
// other owner has said it keeps nothing of theirs (retention decides; this only reads and deletes).
import type { Kysely } from 'kysely';
import type { AccountsDb } from './tables.js';

/** Expired tokens and idle guests. */
export class AccountSweep {
  constructor(private readonly db: Kysely<AccountsDb>) {}

  /** Deletes at most `limit` tokens expired by `now` (an ISO time); how many. */
  async deleteExpiredTokens(now: string, limit: number): Promise<number> {
    const r = await this.db
      .deleteFrom('tokens')
      .where('token_hash', 'in', (eb) =>
        eb.selectFrom('tokens').select('token_hash').where('expires_at', '<=', now).limit(limit),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /**
   * Guests made and last seen before `before`, with no account, by id after `after` (a page at a
   * time): at most `limit`.
   */
  async idleGuests(before: string, after: string | undefined, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users as u')
      .select('u.id')
      .where('u.kind', '=', 'guest')
      .where('u.created_at', '<=', before)
      .where((eb) => eb.or([eb('u.last_seen_at', 'is', null), eb('u.last_seen_at', '<=', before)]))
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('accounts').select('username').whereRef('accounts.user_id', '=', 'u.id')),
        ),
      )
      .$if(after !== undefined, (query) => query.where('u.id', '>', after!))
      .orderBy('u.id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Deletes these guests and their tokens (accounts are never deleted here); how many users went. */
  async deleteGuests(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('tokens').where('user_id', 'in', ids).execute();
      const deleted = await trx
        .deleteFrom('users')
        .where('id', 'in', ids)
        .where('kind', '=', 'guest')
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }
}
