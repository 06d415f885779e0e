// Push subscriptions in the database (0011): one row per endpoint, so a browser subscribed again (by
// the same user or, after a sign-in as someone else, another) keeps one row, owned by the last.
import type { Kysely } from 'kysely';
import { pushPreferencesSchema, type PushPreferences } from '@checkers/protocol';
import type { PushDb } from './tables.js';

/** A subscription as the sender needs it. */
export interface StoredSubscription {
  readonly endpoint: string;
  readonly userId: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly preferences: PushPreferences;
}

/** What a subscribe call stores. */
export interface NewSubscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly preferences: PushPreferences;
  readonly roomCode: string | null;
}

/** Preferences as saved, read leniently: a missing or broken flag takes its default. */
function preferencesOf(json: string): PushPreferences {
  try {
    const parsed = pushPreferencesSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // broken JSON: the defaults below
  }
  return pushPreferencesSchema.parse({});
}

/** Storage of push subscriptions. */
export class PushStore {
  constructor(private readonly db: Kysely<PushDb>) {}

  /**
   * Saves a subscription for `userId` (an endpoint already stored moves to this user) and keeps at
   * most `max` per user, dropping the least recently renewed (never the one just saved). In one transaction, so two tabs
   * subscribing at once cannot leave more than `max`. The endpoint's previous owner, if any.
   */
  async save(userId: string, sub: NewSubscription, max: number, now: string): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('push_subscriptions')
        .select('user_id')
        .where('endpoint', '=', sub.endpoint)
        .executeTakeFirst();
      await trx
        .insertInto('push_subscriptions')
        .values({
          endpoint: sub.endpoint,
          user_id: userId,
          p256dh: sub.p256dh,
          auth: sub.auth,
          preferences: JSON.stringify(sub.preferences),
          room_code: sub.roomCode,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.column('endpoint').doUpdateSet({
            user_id: userId,
            p256dh: sub.p256dh,
            auth: sub.auth,
            preferences: JSON.stringify(sub.preferences),
            room_code: sub.roomCode,
            updated_at: now,
          }),
        )
        .execute();
      const extra = await trx
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', userId)
        .where('endpoint', '!=', sub.endpoint)
        .orderBy('updated_at', 'desc')
        .orderBy('endpoint')
        .offset(Math.max(max - 1, 0))
        .limit(1000)
        .execute();
      if (extra.length > 0)
        await trx
          .deleteFrom('push_subscriptions')
          .where(
            'endpoint',
            'in',
            extra.map((row) => row.endpoint),
          )
          .execute();
      return before?.user_id;
    });
  }

  /** Deletes a user's subscriptions (only `endpoint`'s when given); how many went. */
  async remove(userId: string, endpoint?: string): Promise<number> {
    let query = this.db.deleteFrom('push_subscriptions').where('user_id', '=', userId);
    if (endpoint !== undefined) query = query.where('endpoint', '=', endpoint);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes one endpoint's subscription, whoever owns it (the push service said it is gone). */
  async forget(endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  }

  /** The subscriptions of these users (an id may repeat). */
  async ofUsers(userIds: readonly string[]): Promise<StoredSubscription[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'user_id', 'p256dh', 'auth', 'preferences'])
      .where('user_id', 'in', userIds)
      .execute();
    return rows.map((row) => ({
      endpoint: row.endpoint,
      userId: row.user_id,
      p256dh: row.p256dh,
      auth: row.auth,
      preferences: preferencesOf(row.preferences),
    }));
  }
}
