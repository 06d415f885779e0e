// The server is killed with SIGKILL in the middle of a game and restarted on the same data: every
// acknowledged move is there and the game goes on.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from './harness.js';
import { freshDatabase, type TestDatabase } from './pg.js';
import { openTable, playWhole, type State } from './players.js';
import { freePort, startServerProcess } from './server-process.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';

const dataDir = mkdtempSync(join(tmpdir(), 'checkers-crash-'));
let child: ChildProcess | undefined;
let database: TestDatabase | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const startProcess = (port: number): Promise<ChildProcess> =>
  startServerProcess(port, { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' }, 20_000);

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
