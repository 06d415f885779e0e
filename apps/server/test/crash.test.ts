// The server is killed with SIGKILL in the middle of a game and restarted on the same data: every
// acknowledged move is there and the game goes on.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from './harness.js';
import { freshDatabase, type TestDatabase } from './pg.js';
import { openTable, playWhole, type State } from './players.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';

const serverDir = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'checkers-crash-'));
let child: ChildProcess | undefined;
let database: TestDatabase | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

async function startProcess(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: database?.url ?? '',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MOVES: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return proc;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('server did not start');
}

describe('a server killed mid-game', () => {
  it('keeps every acknowledged move and lets the game go on after a restart', async () => {
    database = await freshDatabase();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = await startProcess(port);
    const game = scriptedWin(11);
    const table = await openTable(url);
    const half = Math.floor(game.moves.length / 2);
    let acknowledged = 0;
    for (let i = 0; i < half; i++) {
      const move = game.moves[i]!;
      const reply = await playWhole(table.of(game.positions[i]!.turn), table.code, move);
      if (reply.status === 200) acknowledged = reply.body.moveCount;
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = await startProcess(port);

    const reader = await new Client(url).init();
    reader.token = table.red.token;
    const state = (await reader.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(state.moveCount).toBe(acknowledged);
    expect(acknowledged).toBe(half);
    for (let i = half; i < game.moves.length; i++) {
      const move = game.moves[i]!;
      const client = table.of(game.positions[i]!.turn);
      await client.init();
      const reply = await playWhole(client, table.code, move);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const final = (await reader.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(final).toMatchObject({ isGameOver: true, winner: game.winner });
  });
});
