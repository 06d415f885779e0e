// PostgreSQL becomes unreachable: calls fail at once with a clear 503, nothing is half-written, and
// the game goes on when the database is back. The nodes reach the database through a TCP relay the
// test can cut, as a network failure would.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playWhole, type State } from '../players.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { startCluster, type Cluster, type TestNode } from './cluster.js';
import { seatAcross, stateOn } from './seats.js';

/** A TCP relay to the database that can be cut (open connections dropped, new ones refused). */
class Relay {
  private readonly sockets = new Set<Socket>();
  private cut = false;
  private server: Server | undefined;

  async start(target: URL): Promise<string> {
    this.server = createServer((incoming) => {
      if (this.cut) return incoming.destroy();
      const outgoing = createConnection(Number(target.port), target.hostname);
      for (const socket of [incoming, outgoing]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      incoming.pipe(outgoing).pipe(incoming);
      incoming.on('close', () => outgoing.destroy());
      outgoing.on('close', () => incoming.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    const url = new URL(target);
    url.host = `127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    return url.toString();
  }

  setCut(cut: boolean): void {
    this.cut = cut;
    if (cut) for (const socket of this.sockets) socket.destroy();
  }

  close(): void {
    this.setCut(true);
    this.server?.close();
  }
}

const relay = new Relay();
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(2, {}, (url) => relay.start(new URL(url)));
});

afterAll(async () => {
  relay.close();
  await cluster?.stop();
});

describe('PostgreSQL unreachable', () => {
  it('answers 503 with a clear message and writes nothing by half', async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const table = await seatAcross(a, b);
    const game = scriptedWin(41);
    const token = (i: number): string => table.of(game.positions[i]!.turn).token!;
    for (let i = 0; i < 3; i++) {
      const reply = await playWhole(await a.client(token(i)), table.code, game.moves[i]!);
      expect(reply.status).toBe(200);
    }
    const before = await stateOn(b, table.code, token(0));

    relay.setCut(true);
    const started = Date.now();
    const move = await playWhole(await a.client(token(3)), table.code, game.moves[3]!);
    expect(move.status).toBe(503);
    expect(move.body).toEqual({
      error: expect.any(String),
      message: expect.stringMatching(/unavailable/i),
      code: 'unavailable',
    });
    const read = await (await b.client(token(3))).get<State>(`/api/game-state?code=${table.code}`);
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({ code: 'unavailable' });
    const created = await (await b.client()).post('/api/create-room', { color: 'red' });
    expect(created.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(20_000);
    // The node itself stays up.
    expect((await fetch(`${a.url}/api/health`)).status).toBe(200);

    relay.setCut(false);
    const after = await stateOn(b, table.code, token(0));
    expect(after).toMatchObject({ moveCount: before.moveCount, version: before.version });
    const retried = await playWhole(await a.client(token(3)), table.code, game.moves[3]!);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.moveCount).toBe(before.moveCount + 1);
  });
});
