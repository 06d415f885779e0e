// What a single node loads at start-up: the multi-node clients (Redis, PostgreSQL) and the password
// checker's dictionaries are loaded only when used, so a plain SQLite node does not hold them in its
// heap. A static import anywhere in the app's graph would load them into every node; this test
// fails then. It runs in a fresh process, where nothing else has loaded them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = fileURLToPath(new URL('./app.ts', import.meta.url));

/** The packages a fresh process has loaded once it has imported the app's whole module graph. */
function packagesLoadedByTheApp(): Set<string> {
  const script = `
    import { createRequire } from 'node:module';
    await import(${JSON.stringify(APP)});
    const names = Object.keys(createRequire(import.meta.url).cache)
      .map((path) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(path)?.[1])
      .filter(Boolean);
    console.log(JSON.stringify([...new Set(names)]));
  `;
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  return new Set(JSON.parse(run.stdout.trim().split('\n').at(-1)!) as string[]);
}

describe('a single node at start-up', () => {
  it('loads the server framework but not the Redis client, the PostgreSQL driver or the password dictionaries', () => {
    const loaded = packagesLoadedByTheApp();
    // The check can see a package: the framework the app is built on is there.
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('better-sqlite3');
    for (const lazy of ['ioredis', 'pg', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common'])
      expect(loaded, lazy).not.toContain(lazy);
  }, 60_000);
});
