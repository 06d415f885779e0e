// A lease row: the one node (of several sharing the database) allowed to do a job until the lease
// expires. Taking it is one atomic upsert that succeeds only when the row is free, expired or
// already ours, the same statement on SQLite and PostgreSQL (a PostgreSQL advisory lock would tie
// the job to one pooled connection, and SQLite has none). A node that dies holding it blocks the
// job until the lease runs out, no longer.
import type { Kysely } from 'kysely';
import type { InfrastructureTables } from './schema.js';

/** Leases over the `leases` table. */
export class Leases {
  constructor(private readonly db: Kysely<InfrastructureTables>) {}

  /** Takes (or renews) `name` for `holder` until `now + ttlMs`; false when another holds it. */
  async acquire(name: string, holder: string, ttlMs: number, now = new Date()): Promise<boolean> {
    const at = now.toISOString();
    const expires = new Date(now.getTime() + ttlMs).toISOString();
    const result = await this.db
      .insertInto('leases')
      .values({ name, holder, expires_at: expires })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ holder, expires_at: expires })
          .where((eb) => eb.or([eb('leases.expires_at', '<=', at), eb('leases.holder', '=', holder)])),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /** Gives `name` up if `holder` has it. */
  async release(name: string, holder: string): Promise<void> {
    await this.db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
  }
}
