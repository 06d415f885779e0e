// The cluster as a browser meets it (scripts/cluster.sh): behind the round-robin proxy, so every
// call and every socket may land on another node. A whole game is played and watched through it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../harness.js';
import { openTable, playWhole } from '../players.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { SocketClient } from '../socket-client.js';
import { eventually, freePort, startCluster, type Cluster } from './cluster.js';

let cluster: Cluster;
let proxy: ChildProcess | undefined;
let url: string;

beforeAll(async () => {
  cluster = await startCluster(2, { TRUST_PROXY: '1' });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  proxy = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/proxy.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, PROXY_PORT: String(port), TARGETS: cluster.nodes.map((n) => n.url).join(',') },
    stdio: 'ignore',
  });
  await eventually(async () => expect((await fetch(`${url}/api/health`)).ok).toBe(true), 20_000);
});

afterAll(async () => {
  proxy?.kill('SIGKILL');
  await cluster?.stop();
});

describe('a cluster behind the round-robin proxy', () => {
  it('plays and shows a whole game, whichever node each call lands on', async () => {
    const table = await openTable(url);
    const spectator = await new Client(url).init();
    const joined = await spectator.post<{ token: string }>('/api/spectate/join', { room_code: table.code });
    expect(joined.status).toBe(200);
    // Two sockets each: with two nodes, one of them is on each node.
    const sockets = await Promise.all(
      [table.red.token!, table.black.token!, joined.body.token, joined.body.token].map((token) =>
        SocketClient.open(url, table.code, token, 0),
      ),
    );
    const game = scriptedWin(7);
    for (let i = 0; i < game.moves.length; i++) {
      const reply = await playWhole(table.of(game.positions[i]!.turn), table.code, game.moves[i]!);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    for (const socket of sockets) {
      await socket.waitFor((m) => m.type === 'game_over', 15_000);
      const versions = socket.versioned().map((m) => m.v!);
      expect(versions).toEqual(versions.map((_, i) => versions[0]! + i));
      socket.close();
    }
  });
});
