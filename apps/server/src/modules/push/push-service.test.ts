// The push service's cache of who has subscriptions, on SQLite or (with TEST_DATABASE_URL)
// PostgreSQL: a player found with none is not looked up again on the next moves, every change to a
// player's subscriptions made here is told to the other nodes (`changed`), and what another node
// tells (`forgetCached`) is heard by the very next move.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { prefs } from '../../../test/push-fixtures.js';
import { useTestStorage } from '../../../test/test-storage.js';
import { tablesOf } from '../../database-schema.js';
import { PushService } from './push-service.js';
import { PushStore } from './push-store.js';
import type { Delivery } from './sender.js';
import type { PushDb } from './tables.js';

const storage = useTestStorage('push-service');

function browser(n: number) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:9/push/${n}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A node's push service over the shared tables, with what it sent and what it told the others. */
function node(answer: Delivery = { status: 'sent' }) {
  const sent: string[] = [];
  const told: string[] = [];
  const lookups: string[][] = [];
  const store = new PushStore(tablesOf<PushDb>(storage().db));
  const ofUsers = store.ofUsers.bind(store);
  store.ofUsers = (ids) => {
    lookups.push([...new Set(ids)]);
    return ofUsers(ids);
  };
  const push = new PushService({
    store,
    deliver: async (sub) => {
      sent.push(sub.userId);
      return answer;
    },
    vapidPublicKey: 'key',
    maxPerUser: 5,
    allowPrivateEndpoints: true,
    warn: () => {},
    changed: (userId) => told.push(userId),
  });
  return { push, sent, told, lookups };
}

/** A player's row (the subscriptions' rows name one), written as the accounts module writes it. */
async function player(): Promise<string> {
  const id = `p_${randomUUID()}`;
  await sql`insert into users (id, kind, display_name, created_at) values (${id}, 'account', ${id.slice(0, 12)}, ${new Date().toISOString()})`.execute(
    storage().db,
  );
  return id;
}

/** The opponent's move: `userId` is now to move. */
const turnOf = (push: PushService, userId: string, room = 'ROOM01'): void =>
  push.moved({ room, userId: 'opponent', kind: 'account', captured: 0, promoted: false, toMove: userId });

describe('the push service and other nodes', () => {
  it('keeps a player found with no subscription, and forgets them when another node says so', async () => {
    const here = node();
    const there = node();
    const pia = await player();
    turnOf(here.push, pia);
    await here.push.settled();
    turnOf(here.push, pia);
    turnOf(here.push, pia);
    await here.push.settled();
    expect(here.lookups).toEqual([[pia]]);

    // Pia subscribes on the other node, which tells every node; until this one hears it, it still
    // goes by what it found.
    expect(
      (await there.push.subscribe(pia, { subscription: browser(1), playerId: pia, preferences: prefs() })).ok,
    ).toBe(true);
    expect(there.told).toEqual([pia]);
    turnOf(here.push, pia);
    await here.push.settled();
    expect(here.sent).toEqual([]);
    here.push.forgetCached(pia);
    turnOf(here.push, pia);
    await here.push.settled();
    expect(here.sent).toEqual([pia]);
    expect(here.lookups).toEqual([[pia], [pia]]);
  });

  it('tells the other nodes of an unsubscription and of an endpoint found gone', async () => {
    const here = node({ status: 'gone' });
    const [pol, pat] = [await player(), await player()];
    for (const [who, n] of [
      [pol, 2],
      [pat, 3],
    ] as const)
      expect(
        (await here.push.subscribe(who, { subscription: browser(n), playerId: who, preferences: prefs() }))
          .ok,
      ).toBe(true);
    expect(here.told).toEqual([pol, pat]);
    expect((await here.push.unsubscribe(pol, { playerId: pol })).ok).toBe(true);
    expect(here.told).toEqual([pol, pat, pol]);
    // Pat's endpoint answers 410: it is deleted, and the other nodes forget Pat too.
    turnOf(here.push, pat);
    await here.push.settled();
    expect(here.sent).toEqual([pat]);
    expect(here.told).toEqual([pol, pat, pol, pat]);
  });
});
