// "Last seen" in the shared presence, against a real Redis: a user with a socket on the node has it
// rewritten at most every SEEN_REFRESH_MS (it counts only once they have no socket anywhere), a
// user without one has it written on every call, and closing the last socket writes it exactly, so
// the abandonment clock still starts when the player left.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMultiNode } from '../../src/modules/realtime/index.js';
import { ABANDON_CLAIM_MS } from '@checkers/protocol';
import { eventually, TestRedis } from './cluster.js';

const { RedisPresence, SEEN_REFRESH_MS } = await loadMultiNode();

let redis: TestRedis;
let reader: Redis;

beforeAll(async () => {
  redis = await TestRedis.start();
  reader = new Redis(redis.url);
});

afterAll(async () => {
  reader.disconnect();
  await redis.kill();
});

const seen = async (room: string, user: string): Promise<number | null> => {
  const value = await reader.get(`checkers:seen:${room}:${user}`);
  return value === null ? null : Number(value);
};

describe('last seen in the shared presence', () => {
  it('is refreshed sparingly under a socket, on every call without one, and exactly on leaving', async () => {
    const clock = { now: 1_000_000 };
    const presence = new RedisPresence(redis.url, ABANDON_CLAIM_MS, undefined, {}, () => clock.now);
    try {
      // Connected once a write lands (before that, commands fail at once rather than queue).
      await eventually(async () => {
        presence.touch('WARMUP', 'nobody');
        expect(await seen('WARMUP', 'nobody')).not.toBeNull();
      });
      const t0 = clock.now;
      await presence.connect('SEEN01', 'alice', false);
      expect(await seen('SEEN01', 'alice')).toBe(t0);

      // Messages on her socket within the refresh interval leave the stored time alone...
      clock.now = t0 + 1_000;
      presence.touch('SEEN01', 'alice');
      clock.now = t0 + SEEN_REFRESH_MS - 1;
      presence.touch('SEEN01', 'alice');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await seen('SEEN01', 'alice')).toBe(t0);
      // ...and the first one past it writes it (fire and forget, so looked for until it lands).
      clock.now = t0 + SEEN_REFRESH_MS;
      presence.touch('SEEN01', 'alice');
      await eventually(async () => expect(await seen('SEEN01', 'alice')).toBe(t0 + SEEN_REFRESH_MS));

      // A player with no socket here (calls over HTTP) is written on every call.
      presence.touch('SEEN01', 'bob');
      await eventually(async () => expect(await seen('SEEN01', 'bob')).toBe(t0 + SEEN_REFRESH_MS));
      clock.now += 1;
      presence.touch('SEEN01', 'bob');
      await eventually(async () => expect(await seen('SEEN01', 'bob')).toBe(t0 + SEEN_REFRESH_MS + 1));

      // Her last socket closing writes the time she left, whatever was written before.
      clock.now = t0 + SEEN_REFRESH_MS + 2_000;
      const left = clock.now;
      presence.touch('SEEN01', 'alice');
      await presence.disconnect('SEEN01', 'alice');
      expect(await seen('SEEN01', 'alice')).toBe(left);
      clock.now = left + ABANDON_CLAIM_MS;
      expect(await presence.isGone('SEEN01', 'alice')).toBe(false);
      clock.now = left + ABANDON_CLAIM_MS + 1;
      expect(await presence.isGone('SEEN01', 'alice')).toBe(true);

      // Back with a socket, the interval starts afresh from the connection.
      await presence.connect('SEEN01', 'alice', false);
      const back = clock.now;
      expect(await seen('SEEN01', 'alice')).toBe(back);
      clock.now = back + 1;
      presence.touch('SEEN01', 'alice');
      // A call that writes nothing leaves nothing to wait for: the stored time is still her return.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await seen('SEEN01', 'alice')).toBe(back);
    } finally {
      await presence.close();
    }
  });
});
