// Grants (or with --revoke removes) the moderator role of an account. An operator's command, run
// beside the server with the same environment, so it opens the same database, from the build that
// `npm start` makes:
//   npm run grant-moderator -w @checkers/server -- <username> [--revoke]
// There is deliberately no API for this: a role is never granted over the web.
import { loadConfig } from '../config.js';
import { openStorage } from '../db/database.js';
import { AccountService } from '../modules/accounts/index.js';
import { IdentityService } from '../modules/accounts/index.js';
import { replaySpeedLadders } from '../modules/ratings/index.js';
import { tablesOf, type Database } from '../database-schema.js';

async function main(args: readonly string[]): Promise<number> {
  const revoke = args.includes('--revoke');
  const names = args.filter((arg) => arg !== '--revoke');
  const username = names[0];
  if (username === undefined || names.length !== 1 || username.startsWith('-')) {
    console.error('usage: grant-moderator <username> [--revoke]');
    return 2;
  }
  const config = loadConfig();
  // The same migrations as the server's, should this command be the first to open a new version.
  const storage = await openStorage<Database>({
    ...config,
    migrationHooks: { replaySpeedLadders: (db) => replaySpeedLadders(db) },
  });
  try {
    const accounts = new AccountService(
      tablesOf(storage.db),
      new IdentityService(tablesOf(storage.db), config.tokenTtlMs),
    );
    const changed = await accounts.setRole(username, revoke ? 'player' : 'moderator');
    if (!changed.ok) {
      console.error(changed.failure.message);
      return 1;
    }
    console.log(`${changed.value.username} is now a ${changed.value.role}`);
    return 0;
  } finally {
    await storage.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
