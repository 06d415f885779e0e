// A single node on SQLite is killed with SIGKILL while many games are receiving moves at once. After
// the restart every acknowledged move is there, and no game is half-applied: each room's row and
// its event log agree, and its pieces are those of the moves it holds. Both with SQLite's default
// `synchronous = NORMAL` and with the `OFF` an operator may choose (SQLITE_SYNCHRONOUS): neither
// may lose an acknowledged move to a process crash.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { makeSquare, type Position } from '@checkers/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from './harness.js';
import { openTable, playWhole, type State, type Table } from './players.js';
import { freePort, startServerProcess } from './server-process.js';
import { scriptedWin, type ScriptedGame } from '@checkers/engine/testing/scripted-game';

const GAMES = 12;
const dataDirs: string[] = [];
// Every server started, the restarted ones too: each test starts two.
const children: ChildProcess[] = [];
let child: ChildProcess | undefined;

afterAll(() => {
  for (const started of children) started.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

// SQLite and one process, whatever the suite runs against.
async function startProcess(port: number, dataDir: string, synchronous: string): Promise<ChildProcess> {
  const started = await startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SQLITE_SYNCHRONOUS: synchronous,
    RATE_LIMIT_CREATE_ROOM: '100000',
    RATE_LIMIT_JOINS: '100000',
  });
  children.push(started);
  return started;
}

/** The squares of one colour's pieces, sorted. */
function squaresOf(board: number): string[] {
  const squares: string[] = [];
  for (let sq = 0; sq < 32; sq++) if ((board >>> sq) & 1) squares.push(makeSquare(sq));
  return squares.sort();
}

function piecesOf(state: State, color: 'black' | 'red'): string[] {
  return state.pieces
    .filter((p) => p.color === color)
    .map((p) => p.position)
    .sort();
}

/** Plays a game's moves one after another until told to stop; returns the last acknowledged count. */
async function playUntilStopped(table: Table, game: ScriptedGame, stop: { now: boolean }): Promise<number> {
  let acknowledged = 0;
  for (let i = 0; i < game.moves.length - 1 && !stop.now; i++) {
    try {
      const reply = await playWhole(table.of(game.positions[i]!.turn), table.code, game.moves[i]!);
      if (reply.status !== 200) break;
      acknowledged = reply.body.moveCount;
    } catch {
      break; // the server is gone
    }
  }
  return acknowledged;
}

describe.each(['normal', 'off'])('a SQLite node (synchronous %s) killed during a burst of moves', (sync) => {
  it('keeps every acknowledged move and applies none by half', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), `checkers-burst-${sync}-`));
    dataDirs.push(dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = await startProcess(port, dataDir, sync);
    const tables = await Promise.all(Array.from({ length: GAMES }, () => openTable(url)));
    const games = tables.map((_, i) => scriptedWin(100 + i));
    const stop = { now: false };
    const played = tables.map((table, i) => playUntilStopped(table, games[i]!, stop));
    // Let the burst run, then kill the node while moves are in flight.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    stop.now = true;
    await exited;
    const acknowledged = await Promise.all(played);
    expect(acknowledged.reduce((a, b) => a + b, 0)).toBeGreaterThan(GAMES);

    // The file as the crash left it: every room's row agrees with its event log.
    const file = new SQLite(join(dataDir, 'checkers.sqlite'));
    for (const table of tables) {
      const row = file.prepare('SELECT version, moves FROM rooms WHERE code = ?').get(table.code) as {
        version: number;
        moves: string;
      };
      const events = file
        .prepare('SELECT v, type FROM game_events WHERE room_code = ? ORDER BY v')
        .all(table.code) as { v: number; type: string }[];
      expect(events.map((e) => e.v)).toEqual(events.map((_, i) => i + 1));
      expect(events.at(-1)?.v).toBe(row.version);
      const moves = events.filter((e) => e.type === 'move' || e.type === 'jump_sequence');
      expect(moves).toHaveLength((JSON.parse(row.moves) as unknown[]).length);
    }
    file.close();

    child = await startProcess(port, dataDir, sync);
    for (const [i, table] of tables.entries()) {
      const reader = await new Client(url).init();
      reader.token = table.red.token;
      const state = (await reader.get<State>(`/api/game-state?code=${table.code}`)).body;
      // Acknowledged moves are there; at most the one in flight besides.
      expect(state.moveCount).toBeGreaterThanOrEqual(acknowledged[i]!);
      expect(state.moveCount).toBeLessThanOrEqual(acknowledged[i]! + 1);
      const position: Position = games[i]!.positions[state.moveCount]!;
      expect(state.currentTurn).toBe(position.turn);
      expect(piecesOf(state, 'black')).toEqual(squaresOf(position.black));
      expect(piecesOf(state, 'red')).toEqual(squaresOf(position.red));
    }

    // And a game goes on from where it stood.
    const table = tables[0]!;
    const game = games[0]!;
    const reader = await new Client(url).init();
    reader.token = table.red.token;
    const from = (await reader.get<State>(`/api/game-state?code=${table.code}`)).body.moveCount;
    for (let i = from; i < game.moves.length; i++) {
      const client = await table.of(game.positions[i]!.turn).init();
      const reply = await playWhole(client, table.code, game.moves[i]!);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const final = (await reader.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(final).toMatchObject({ isGameOver: true, winner: game.winner });
  });
});
