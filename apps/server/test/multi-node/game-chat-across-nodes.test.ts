// The players' own chat across nodes: red on node A and black on node B talk through Redis, each
// message arriving once; spectators on either node never get it; a player reconnecting through the
// other node gets the conversation back from the shared database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type Received } from '../socket-client.js';
import { startCluster, type Cluster, type TestNode } from './cluster.js';
import { seatAcross, watch } from './seats.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(2);
});

afterAll(async () => {
  await cluster?.stop();
});

const heard = (socket: SocketClient): Received[] => socket.messages.filter((m) => m.type === 'game_chat');

describe('game chat across nodes', () => {
  it('reaches the other player on another node once, and no spectator on any node', async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const table = await seatAcross(a, b);
    const red = await SocketClient.open(a.url, table.code, table.red.token!);
    const black = await SocketClient.open(b.url, table.code, table.black.token!);
    const onA = await SocketClient.open(a.url, table.code, await watch(a, table.code));
    const onB = await SocketClient.open(b.url, table.code, await watch(b, table.code));

    red.send({ type: 'game_chat', payload: { message: 'hello from A' } });
    const fromRed = await black.waitFor((m) => m.type === 'game_chat');
    expect(fromRed.payload).toMatchObject({ message: 'hello from A', color: 'red' });
    black.send({ type: 'game_chat', payload: { message: 'hello from B' } });
    const fromBlack = await red.waitFor(
      (m) => m.type === 'game_chat' && m.payload.message === 'hello from B',
    );
    expect(fromBlack.payload).toMatchObject({ color: 'black' });
    await red.waitFor(() => heard(red).length === 2);
    await black.waitFor(() => heard(black).length === 2);

    // A move made after all of it reaches everyone after the chat would have.
    await table.black.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    for (const socket of [red, black, onA, onB]) await socket.waitFor((m) => m.type === 'move');
    // Each message came once to each player, and to no spectator.
    for (const player of [red, black])
      expect(heard(player).map((m) => m.payload.message)).toEqual(['hello from A', 'hello from B']);
    for (const spectator of [onA, onB]) expect(heard(spectator)).toEqual([]);

    // Red reloads through node B: the conversation comes back.
    red.close();
    const again = await SocketClient.open(b.url, table.code, table.red.token!);
    await again.waitFor(() => heard(again).length === 2);
    expect(heard(again).map((m) => m.payload.color)).toEqual(['red', 'black']);
    for (const socket of [again, black, onA, onB]) socket.close();
  });
});
