import { pushPreferencesSchema } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import type { StoredSubscription } from './push-store.js';
import { SubscriptionCache, paddedIds } from './subscription-cache.js';

const sub = (userId: string, endpoint: string): StoredSubscription => ({
  endpoint,
  userId,
  p256dh: 'k',
  auth: 'a',
  preferences: pushPreferencesSchema.parse({}),
});

/** A table of subscriptions read the way the store reads it, recording every query's ids. */
function table(rows: StoredSubscription[]) {
  const asked: string[][] = [];
  let failNext = false;
  const load = async (ids: readonly string[]): Promise<StoredSubscription[]> => {
    asked.push([...ids]);
    if (failNext) {
      failNext = false;
      throw new Error('database gone');
    }
    return rows.filter((r) => ids.includes(r.userId));
  };
  return { load, asked, failOnce: () => (failNext = true) };
}

describe('paddedIds', () => {
  it('pads a list to 1, 4, 16 or 64 ids with its last one', () => {
    expect(paddedIds(['a'])).toEqual(['a']);
    expect(paddedIds(['a', 'b'])).toEqual(['a', 'b', 'b', 'b']);
    expect(paddedIds(Array.from({ length: 5 }, (_, i) => `u${i}`))).toHaveLength(16);
    expect(paddedIds(Array.from({ length: 64 }, (_, i) => `u${i}`))).toHaveLength(64);
  });
});

describe('SubscriptionCache', () => {
  const options = { ttlMs: 1000, gatherMs: 5, batch: 3, maxEntries: 100 };

  it('asks for the misses of a few milliseconds in one query, none found included', async () => {
    const db = table([sub('alice', 'https://push/1'), sub('alice', 'https://push/2')]);
    const cache = new SubscriptionCache(db.load, options);
    const [alice, guest] = await Promise.all([cache.get('alice'), cache.get('guest')]);
    expect(alice.map((s) => s.endpoint)).toEqual(['https://push/1', 'https://push/2']);
    expect(guest).toEqual([]);
    expect(db.asked).toEqual([['alice', 'guest', 'guest', 'guest']]);
  });

  it('asks at once when a batch is full, and keeps answers until they are stale or forgotten', async () => {
    let now = 0;
    const db = table([sub('bob', 'https://push/b')]);
    const cache = new SubscriptionCache(db.load, { ...options, gatherMs: 60_000, now: () => now });
    await Promise.all(['a', 'b', 'bob'].map((id) => cache.get(id)));
    expect(db.asked).toHaveLength(1);
    await cache.get('bob');
    expect(db.asked).toHaveLength(1);
    cache.forget('bob');
    const again = Promise.all([cache.get('bob'), cache.get('x'), cache.get('y')]);
    await again;
    expect(db.asked).toHaveLength(2);
    now = 1001;
    await Promise.all([cache.get('a'), cache.get('b'), cache.get('z')]);
    expect(db.asked).toHaveLength(3);
  });

  it('hands a failed lookup to its callers and keeps nothing of it', async () => {
    const db = table([sub('carol', 'https://push/c')]);
    const cache = new SubscriptionCache(db.load, options);
    db.failOnce();
    await expect(cache.get('carol')).rejects.toThrow('database gone');
    expect(await cache.get('carol')).toHaveLength(1);
    expect(db.asked).toHaveLength(2);
  });

  it('gives a player forgotten while their lookup waits the same answer', async () => {
    const db = table([]);
    const cache = new SubscriptionCache(db.load, options);
    const first = cache.get('dave');
    cache.forget('dave');
    const second = cache.get('dave');
    expect(await first).toEqual([]);
    expect(await second).toEqual([]);
    expect(db.asked).toEqual([['dave']]);
  });

  it('knows an answer at once only while it is kept and fresh', async () => {
    let now = 0;
    const db = table([sub('erin', 'https://push/e')]);
    const cache = new SubscriptionCache(db.load, { ...options, now: () => now });
    expect(cache.known('erin')).toBeUndefined();
    const asked = cache.get('erin');
    // Asked, not yet answered.
    expect(cache.known('erin')).toBeUndefined();
    await asked;
    expect(cache.known('erin')?.map((s) => s.endpoint)).toEqual(['https://push/e']);
    await cache.get('guest');
    expect(cache.known('guest')).toEqual([]);
    cache.forget('erin');
    expect(cache.known('erin')).toBeUndefined();
    now = 1001;
    expect(cache.known('guest')).toBeUndefined();
    db.failOnce();
    await expect(cache.get('frank')).rejects.toThrow('database gone');
    expect(cache.known('frank')).toBeUndefined();
  });
});
