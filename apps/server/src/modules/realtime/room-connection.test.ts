// A connection whose set-up fails (the presence store or the database unavailable) is dropped by the
// route; it must not stay behind in the room's fan-out or the heartbeat.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import type { Identity } from '../accounts/index.js';
import { LocalEventBus } from './bus.js';
import { Heartbeat } from './heartbeat.js';
import { Hub } from './hub.js';
import { MessageLimiter } from './message-limiter.js';
import type { Presence } from './presence.js';
import { RoomConnection, type ConnectionDeps } from './room-connection.js';

class StandInSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  send(): void {}
  ping(): void {}
  terminate(): void {
    this.readyState = 3;
  }
}

const heartbeat = new Heartbeat(30_000);
afterEach(() => heartbeat.stop());

describe('RoomConnection', () => {
  it('leaves the room when its set-up fails', async () => {
    const hub = new Hub(new LocalEventBus());
    const unavailable = Object.assign(new Error('presence store down'), { code: 'ECONNREFUSED' });
    const presence = {
      connect: () => Promise.reject(unavailable),
      disconnect: () => Promise.resolve(false),
    } as unknown as Presence;
    const messageLimit = new MessageLimiter(10);
    const log = console as unknown as FastifyBaseLogger;
    const deps = { hub, presence, heartbeat, messageLimit, log } as unknown;
    const socket = new StandInSocket() as unknown as WebSocket;
    const identity = { userId: 'u1' } as Identity;
    const connection = new RoomConnection(
      deps as ConnectionDeps,
      socket,
      'ROOM01',
      identity,
      'red',
      messageLimit.attach('10.0.0.1', 'token-hash'),
    );
    await expect(connection.open(undefined)).rejects.toBe(unavailable);
    expect(hub.socketCount).toBe(0);
    expect(heartbeat.size).toBe(0);
    expect(messageLimit.size).toBe(0);
  });
});
