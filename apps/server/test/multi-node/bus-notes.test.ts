// Notes between nodes through a real Redis: a note rides with its room event, is heard by every
// node subscribed to the room (the sender too) just before the event, and never reaches a socket's
// listener; events without one travel as before.
import type { ServerMessage } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMultiNode } from '../../src/modules/realtime/index.js';
import { eventually, TestRedis } from './cluster.js';

const { RedisEventBus } = await loadMultiNode();
type RedisEventBus = InstanceType<typeof RedisEventBus>;

let redis: TestRedis;
const buses: RedisEventBus[] = [];

beforeAll(async () => {
  redis = await TestRedis.start();
});

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await redis?.kill();
});

async function openBus(): Promise<RedisEventBus> {
  const bus = new RedisEventBus(redis.url, async () => []);
  buses.push(bus);
  await bus.ready();
  return bus;
}

describe('notes on the Redis bus', () => {
  it('reach every subscribed node before their event, and never the event listeners', async () => {
    const [sender, other, elsewhere] = [await openBus(), await openBus(), await openBus()];
    const heard: string[] = [];
    const listened: ServerMessage[] = [];
    for (const [name, bus] of [
      ['sender', sender],
      ['other', other],
    ] as const) {
      bus.onNote((room, note) => heard.push(`${name} ${room} ${JSON.stringify(note)}`));
      bus.subscribe('NOTE01', (message) => {
        heard.push(`${name} event ${message.type}`);
        if (name === 'other') listened.push(message);
      });
      await bus.subscribed('NOTE01');
    }
    // A node not subscribed to the room hears none of its notes.
    const unheard: unknown[] = [];
    elsewhere.onNote((_room, note) => unheard.push(note));

    const move = { type: 'move', payload: { from: 'c3', to: 'd4' }, v: 3 } as unknown as ServerMessage;
    const update = { type: 'spectator_count_update', payload: { count: 1 } } as ServerMessage;
    sender.publish('NOTE01', move, { kind: 'game', from: 2, to: 3 });
    sender.publish('NOTE01', update);

    await eventually(async () => expect(listened).toHaveLength(2));
    expect(listened).toEqual([move, update]);
    const note = '{"kind":"game","from":2,"to":3}';
    for (const name of ['sender', 'other']) {
      const mine = heard.filter((line) => line.startsWith(`${name} `));
      expect(mine).toEqual([
        `${name} NOTE01 ${note}`,
        `${name} event move`,
        `${name} event spectator_count_update`,
      ]);
    }
    expect(unheard).toEqual([]);
  });
});
