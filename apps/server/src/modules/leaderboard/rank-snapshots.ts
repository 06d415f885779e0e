// Daily rank snapshots, which rank changes compare with. Each pool's ranks are copied once per UTC
// day by one INSERT ... SELECT with window functions (no rows through the process); only today's
// and yesterday's are kept. Two nodes taking the same day's snapshot at once is harmless: the
// primary key (pool, day, user_id) keeps the first row and the conflict is ignored.
import { seasonOf } from '@checkers/protocol';
import { sql, type Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { poolsOfSeason } from '../ratings/index.js';
import type { RankKey } from './ranking.js';

/** A date's UTC day, YYYY-MM-DD. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The UTC day before a date's. */
export const dayBefore = (date: Date): string => dayOf(new Date(date.getTime() - 86_400_000));

/** Rows copied by one statement of a snapshot. */
const SNAPSHOT_CHUNK = 5000;

/** The rows ranked behind a key: lower rating, or the same with a higher user id. */
const behind = (key: RankKey) =>
  sql<boolean>`(rating < ${key.rating} or (rating = ${key.rating} and user_id > ${key.user_id}))`;

/** How the snapshots report trouble (a logger's `warn`). */
export type SnapshotWarn = (details: Record<string, unknown>, message: string) => void;

/** Takes each day's snapshots, at most once per process per day. */
export class RankSnapshots {
  private takenDay: string | null = null;
  private taking: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<LeaderboardDb>,
    private readonly warn: SnapshotWarn = () => {},
  ) {}

  /**
   * Starts today's snapshots if this process has not yet taken them, without making the caller
   * wait: the first leaderboard call of a day stays fast, and rank changes read yesterday's rows.
   */
  startDaily(now: Date): void {
    if (this.takenDay === dayOf(now) || this.taking !== null) return;
    this.taking = this.takeDaily(now)
      .catch((error: unknown) => this.warn({ err: error }, 'rank snapshot failed; retried on a later call'))
      .finally(() => {
        this.taking = null;
      });
  }

  /**
   * Takes today's snapshot of every ladder's pool, all time and the current season's, and drops
   * older days.
   */
  async takeDaily(now: Date): Promise<void> {
    const day = dayOf(now);
    for (const pool of [...poolsOfSeason(null), ...poolsOfSeason(seasonOf(now))]) await this.take(pool, day);
    await this.db.deleteFrom('rank_snapshots').where('day', '<', dayBefore(now)).execute();
    this.takenDay = day;
  }

  /**
   * Copies a pool's current ranks, overall and within each region, as `day`'s (once). The copy goes
   * in chunks of the ranking order, each one INSERT ... SELECT numbering its rows with ROW_NUMBER()
   * from where the previous chunk ended (overall and per region): on SQLite a statement holds the
   * process, so a chunk keeps that to a moment at 100,000 players instead of seconds.
   */
  async take(pool: string, day: string, chunk = SNAPSHOT_CHUNK): Promise<void> {
    const existing = await this.db
      .selectFrom('rank_snapshots')
      .select('user_id')
      .where('pool', '=', pool)
      .where('day', '=', day)
      .limit(1)
      .executeTakeFirst();
    if (existing !== undefined) return;
    let after: RankKey | undefined;
    let numbered = 0;
    const numberedInRegion = new Map<string, number>();
    for (;;) {
      const end = await this.db
        .selectFrom('ratings')
        .select(['user_id', 'rating'])
        .where('pool', '=', pool)
        .where(after === undefined ? sql<boolean>`1 = 1` : behind(after))
        .orderBy('rating', 'desc')
        .orderBy('user_id', 'asc')
        .limit(1)
        .offset(chunk - 1)
        .executeTakeFirst();
      const range = sql.join(
        [
          sql`pool = ${pool}`,
          after === undefined ? sql`1 = 1` : behind(after),
          end === undefined ? sql`1 = 1` : sql`not ${behind(end)}`,
        ],
        sql` and `,
      );
      const regionOffset =
        numberedInRegion.size === 0
          ? sql`0`
          : sql`case region ${sql.join(
              [...numberedInRegion].map(([region, count]) => sql`when ${region} then ${count}`),
              sql` `,
            )} else 0 end`;
      // The order is the leaderboards' own (ranking.ts): rating descending, then user id ascending.
      await sql`
        insert into rank_snapshots (pool, day, user_id, rank, region_rank)
        select pool, ${day}, user_id,
          ${numbered} + row_number() over (order by rating desc, user_id asc),
          ${regionOffset} + row_number() over (partition by region order by rating desc, user_id asc)
        from ratings
        where ${range}
        on conflict do nothing
      `.execute(this.db);
      if (end === undefined) return;
      const counts = await sql<{ region: string; n: number | string }>`
        select region, count(*) as n from ratings where ${range} group by region
      `.execute(this.db);
      for (const row of counts.rows) {
        numberedInRegion.set(row.region, (numberedInRegion.get(row.region) ?? 0) + Number(row.n));
        numbered += Number(row.n);
      }
      after = end;
    }
  }
}
