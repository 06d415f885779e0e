// The CPU a move costs the server's own move path, without sockets: a node's services opened as the
// server opens them (SQLite in a fresh data folder, the journal, the clocks, the achievements and
// the pushes), rooms started between guests under a 3+2 clock, and moves played through
// `GameService.play` at a steady rate, round robin over the rooms, as the load test's players
// make them. What it leaves out (the socket, the frame's parsing, the fan-out's writes) is the load
// test's to measure; what it keeps is measured with far less noise than a whole run gives, so a
// change to the move path can be compared before and after in a minute.
//
//   npm run bench:move-path -w @checkers/server [-- --rooms N] [--rate N] [--seconds N] [--warmup N]
//
// It prints the process's CPU a move over the measured window (user and system, every thread:
// SQLite's checkpoint worker and V8's helper included) and the moves' own latency.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legalMoves, START_POSITION, play, type Position } from '@checkers/engine';
import type { MoveIntent } from '@checkers/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config.js';
import { openServices } from '../src/services.js';
import type { Identity } from '../src/modules/accounts/index.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const roomCount = option('rooms', 5_000);
const rate = option('rate', 1_000);
const seconds = option('seconds', 30);
const warmup = option('warmup', 10);

/** A game's moves as intents, from a seeded random playout (the same games every run). */
function playout(seed: number, plies: number): MoveIntent[] {
  let state = seed;
  const random = (n: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const intents: MoveIntent[] = [];
  let position: Position = START_POSITION;
  for (let ply = 0; ply < plies; ply++) {
    const moves = legalMoves(position);
    if (moves.length === 0) break;
    const move = moves[random(moves.length)]!;
    intents.push(
      move.captures.length === 0
        ? { kind: 'step', from: move.path[0]!, to: move.path[1]! }
        : { kind: 'sequence', path: move.path, captured: move.captures },
    );
    position = play(position, move);
  }
  return intents;
}

const silent = {
  level: 'silent',
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  silent: () => {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

const dataDir = mkdtempSync(join(tmpdir(), 'move-path-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' });
const { services, close } = await openServices(config, silent);

interface Room {
  readonly code: string;
  /** Black moves first: players[0] is black. */
  readonly players: readonly [Identity, Identity];
  readonly moves: readonly MoveIntent[];
  ply: number;
  busy: boolean;
}

const guest = async (): Promise<Identity> => {
  const issued = await services.identities.createGuest();
  return { userId: issued.userId, kind: 'guest', displayName: 'Guest' };
};

const rooms: Room[] = [];
const games = Array.from({ length: 64 }, (_, i) => playout(i + 1, 80));
for (let i = 0; i < roomCount; i++) {
  const [black, red] = [await guest(), await guest()];
  const code = await services.rooms.startBetween(black.userId, red.userId, {
    firstColor: 'black',
    timeControl: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
  });
  rooms.push({ code, players: [black, red], moves: games[i % games.length]!, ply: 0, busy: false });
}

/** CPU ticks (user + system) of each of the process's threads, by name, from /proc (Linux). */
function threadTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  try {
    for (const task of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const name = task === String(process.pid) ? 'main' : `${comm}#${task}`;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const used = Number(fields[11]) + Number(fields[12]);
      ticks.set(name, (ticks.get(name) ?? 0) + used);
    }
  } catch {
    // Not Linux: no breakdown by thread.
  }
  return ticks;
}

const latencies: number[] = [];
let measuring = false;
let played = 0;
let refused = 0;
let next = 0;

function playOne(): void {
  for (let tries = 0; tries < rooms.length; tries++) {
    const room = rooms[next]!;
    next = (next + 1) % rooms.length;
    if (room.busy || room.ply >= room.moves.length) continue;
    room.busy = true;
    const mover = room.players[room.ply % 2]!;
    const started = performance.now();
    void services.games.play(mover, room.code, room.moves[room.ply]!, `m${room.ply}`, 500).then((outcome) => {
      room.busy = false;
      if (!outcome.ok) {
        refused += 1;
        room.ply = room.moves.length;
        return;
      }
      room.ply += 1;
      if (measuring) {
        played += 1;
        latencies.push(performance.now() - started);
      }
    });
    return;
  }
}

// Moves go out every 10 ms, a tenth of a second's worth at a time, as evenly as timers allow.
let owed = 0;
let last = performance.now();
const pacer = setInterval(() => {
  const now = performance.now();
  owed += ((now - last) * rate) / 1000;
  last = now;
  for (; owed >= 1; owed -= 1) playOne();
}, 10);

await new Promise((resolve) => setTimeout(resolve, warmup * 1000));
measuring = true;
const cpu = process.cpuUsage();
const ticksBefore = threadTicks();
const from = performance.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const used = process.cpuUsage(cpu);
const ticksAfter = threadTicks();
const elapsed = (performance.now() - from) / 1000;
measuring = false;
clearInterval(pacer);

latencies.sort((a, b) => a - b);
const at = (q: number): string => (latencies[Math.floor(q * (latencies.length - 1))] ?? NaN).toFixed(2);
const perMove = (us: number): string => (us / 1000 / played).toFixed(4);
console.log(
  `move path: ${roomCount} rooms, ${(played / elapsed).toFixed(1)} moves/s over ${elapsed.toFixed(1)} s ` +
    `(${refused} refused): CPU ${perMove(used.user + used.system)} ms a move ` +
    `(user ${perMove(used.user)}, system ${perMove(used.system)}); latency ms p50 ${at(0.5)} p99 ${at(0.99)}`,
);
// Clock ticks are 10 ms on Linux (USER_HZ 100).
const threads = [...ticksAfter]
  .map(([name, ticks]) => [name, ticks - (ticksBefore.get(name) ?? 0)] as const)
  .filter(([, ticks]) => ticks > 0)
  .sort((a, b) => b[1] - a[1])
  .map(([name, ticks]) => `${name} ${((ticks * 10) / played).toFixed(4)}`);
if (threads.length > 0) console.log(`  by thread, ms a move: ${threads.join(', ')}`);
await close();
rmSync(dataDir, { recursive: true, force: true });
