// Spectator chat across nodes: a message said on node A reaches a spectator on node B once (through
// Redis, like game events), never the players; a moderator on B deletes it and A's spectators hear
// of it; a mute on B reaches the muted on A. The moderator role is granted by the operator's command.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient } from '../socket-client.js';
import { startCluster, type Cluster, type TestNode } from './cluster.js';
import { seatAcross, watch } from './seats.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(2);
});

afterAll(async () => {
  await cluster?.stop();
});

/** Runs `grant-moderator <username>` against the cluster's database, as an operator would. */
async function grantModerator(username: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/cli/grant-moderator.ts', username],
    {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...process.env, DATABASE_URL: cluster.database.url, LOG_LEVEL: 'error' },
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(0);
}

/** A registered moderator watching the room through `node`: its token. */
async function moderatorOn(node: TestNode, code: string): Promise<{ token: string; name: string }> {
  const client = await node.client();
  const name = `warden_${Date.now() % 1_000_000}`;
  const registered = await client.post<{ token: string }>('/api/auth/register', {
    username: name,
    password: 'long enough',
  });
  expect(registered.status).toBe(201);
  await grantModerator(name);
  client.token = registered.body.token;
  const joined = await client.post<{ token: string }>('/api/spectate/join', { room_code: code });
  expect(joined.status).toBe(200);
  return { token: joined.body.token, name };
}

const standing = (socket: SocketClient) => socket.waitFor((m) => m.type === 'spectator_mode_changed');

describe('spectator chat across nodes', () => {
  it('reaches spectators on other nodes once; moderation on one node reaches the others', async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const table = await seatAcross(a, b);
    const red = await SocketClient.open(a.url, table.code, table.red.token!);
    const black = await SocketClient.open(b.url, table.code, table.black.token!);
    const speaker = await SocketClient.open(a.url, table.code, await watch(a, table.code));
    const listener = await SocketClient.open(b.url, table.code, await watch(b, table.code));
    const mod = await moderatorOn(b, table.code);
    const moderator = await SocketClient.open(b.url, table.code, mod.token);
    expect((await standing(moderator)).payload).toEqual({ isModerator: true, muted: false, optedIn: true });
    await Promise.all([standing(speaker), standing(listener)]);

    speaker.send({ type: 'spectator_chat', payload: { message: 'hello from A' } });
    const heard = await listener.waitFor((m) => m.type === 'spectator_chat');
    const id = heard.payload.message_id;
    expect(heard.payload.message).toBe('hello from A');
    await moderator.waitFor((m) => m.type === 'spectator_chat');

    moderator.send({ type: 'moderate_chat_message', payload: { action: 'delete', messageId: id } });
    const removed = await speaker.waitFor((m) => m.type === 'spectator_chat_moderated');
    expect(removed.payload).toEqual({ action: 'delete', messageId: id, by: mod.name });
    await listener.waitFor((m) => m.type === 'spectator_chat_moderated');
    // Everything about the message has arrived on B: it came once.
    expect(listener.messages.filter((m) => m.payload.message_id === id)).toHaveLength(1);
    expect(speaker.messages.filter((m) => m.payload.message_id === id)).toHaveLength(1);

    moderator.send({
      type: 'moderate_chat_message',
      payload: { action: 'mute', username: String(heard.payload.username) },
    });
    const muted = await speaker.waitFor(
      (m) => m.type === 'spectator_mode_changed' && m.payload.muted === true,
    );
    expect(muted.payload).toEqual({ isModerator: false, muted: true, optedIn: true });

    // A move made after all of it reaches the players after it would have: they got no chat.
    await table.black.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    await red.waitFor((m) => m.type === 'move');
    await black.waitFor((m) => m.type === 'move');
    for (const player of [red, black]) {
      expect(player.messages.some((m) => m.type.startsWith('spectator_chat'))).toBe(false);
    }
    for (const socket of [red, black, speaker, listener, moderator]) socket.close();
  });
});
