// PostgreSQL for tests: when TEST_DATABASE_URL is set, every test server gets a database of its
// own in that cluster (test files run in parallel and must not see each other's rooms), dropped
// when the server closes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one test server. */
export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

async function admin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh empty database next to TEST_DATABASE_URL's, or undefined when that is not set. */
export async function freshDatabase(): Promise<TestDatabase | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (base === undefined || base === '') return undefined;
  // Only [a-z0-9_], so the name needs no quoting.
  const name = `checkers_t_${randomBytes(6).toString('hex')}`;
  await admin(base, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
