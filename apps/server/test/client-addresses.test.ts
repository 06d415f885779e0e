// Who a per-address limit counts: an IPv6 client by its /64 and an IPv4-mapped address as the IPv4
// address; and, behind proxies, the address the trusted hops saw, not what a client wrote into
// X-Forwarded-For (TRUST_PROXY as a hop count or a list of the proxies' addresses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';

const LIMIT = { createRoom: 2 };

/** Creates rooms from a client claiming `forwarded` until one is refused: how many got through. */
async function roomsCreated(server: TestServer, forwarded: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const header of forwarded) {
    const client = await new Client(server.url, { 'x-forwarded-for': header }).init();
    statuses.push((await client.post('/api/create-room', { color: 'red' })).status);
  }
  return statuses;
}

describe('behind a proxy that sets X-Forwarded-For (TRUST_PROXY=true)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: true, rateLimit: LIMIT });
  });
  afterAll(async () => server.close());

  it('counts every address of one IPv6 /64 together, and another /64 apart', async () => {
    expect(
      await roomsCreated(server, ['2001:db8:5:6::1', '2001:db8:5:6:ffff::9', '2001:db8:5:6::2']),
    ).toEqual([201, 201, 429]);
    expect(await roomsCreated(server, ['2001:db8:5:7::1'])).toEqual([201]);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    expect(await roomsCreated(server, ['198.51.100.9', '::ffff:198.51.100.9', '::ffff:c633:6409'])).toEqual([
      201, 201, 429,
    ]);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: 1, rateLimit: LIMIT });
  });
  afterAll(async () => server.close());

  it('counts the address the proxy saw, whatever the client put before it', async () => {
    expect(
      await roomsCreated(server, ['1.1.1.1, 203.0.113.5', '2.2.2.2, 203.0.113.5', '3.3.3.3, 203.0.113.5']),
    ).toEqual([201, 201, 429]);
    expect(await roomsCreated(server, ['203.0.113.6'])).toEqual([201]);
  });
});

describe('behind proxies named by address (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: '127.0.0.1,10.0.0.0/8', rateLimit: LIMIT });
  });
  afterAll(async () => server.close());

  it('skips the trusted proxies and stops at the first address it does not trust', async () => {
    // 10.1.1.1 is a trusted proxy: the client is 203.0.113.7, and the forged first entries are ignored.
    expect(
      await roomsCreated(server, [
        '9.9.9.9, 203.0.113.7, 10.1.1.1',
        '8.8.8.8, 203.0.113.7, 10.1.1.1',
        '203.0.113.7, 10.1.1.1',
      ]),
    ).toEqual([201, 201, 429]);
  });
});
