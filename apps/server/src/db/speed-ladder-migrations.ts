// The ladders per speed (0020). On `rated_games`: `speed`, the speed ladder a game counted in
// besides overall ('overall' for an untimed one), indexed with the season for the boards' game
// counts. The rated games before it are replayed into the speed ladders by the ratings module's
// replay, handed in as a hook (db/ knows no module): a database with rated games cannot take this
// migration without it. On PostgreSQL, an index for the player search's prefix on the lower-cased
// username: `text_pattern_ops` compares by bytes, so `LIKE 'ab%'` is one range of it whatever the
// database's collation.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/** What some migrations need from the modules above (services.ts hands them in). */
export interface MigrationHooks {
  /** Replays every rated game, oldest first, into the speed ladders (the ratings module's). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees no schema type
  readonly replaySpeedLadders?: (db: Kysely<any>) => Promise<number>;
}

/** Whether a migration runs on PostgreSQL. */
export const onPostgres = (db: Kysely<unknown>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export const speedLadderMigrations = (hooks: MigrationHooks): Record<string, Migration> => ({
  '0020_speed_ladders': {
    async up(db: Kysely<unknown>) {
      const replay = hooks.replaySpeedLadders;
      if (replay === undefined && (await hasRatedGames(db)))
        throw new Error(
          'Migration 0020 replays the rated games into the speed ladders: open storage with its hook',
        );
      const migrate = async (trx: Kysely<unknown>): Promise<void> => {
        await trx.schema
          .alterTable('rated_games')
          .addColumn('speed', 'text', (c) => c.notNull().defaultTo('overall'))
          .execute();
        await trx.schema
          .createIndex('rated_games_speed')
          .on('rated_games')
          .columns(['speed', 'season'])
          .execute();
        if (onPostgres(trx))
          await sql`CREATE INDEX accounts_username_prefix ON accounts (username_key text_pattern_ops)`.execute(
            trx,
          );
        if (replay !== undefined) await replay(trx);
      };
      // PostgreSQL's migrations run in a transaction already; SQLite's do not, and a replay cut short
      // must not leave half-built ladders behind.
      await (db.isTransaction ? migrate(db) : db.transaction().execute(migrate));
    },
  },
});

async function hasRatedGames(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`SELECT 1 AS found FROM rated_games LIMIT 1`.execute(db);
  return rows.length > 0;
}
