// Pages a timed game's move writes to SQLite's log, on the schema the migrations make: the room's
// versioned update and its two events, as the rooms' group commit (sqlite-batch.ts) runs them, three
// moves a commit among 5,000 running rooms. Counted from the log's growth with checkpoints off.
// `--with-deadline-index` also moves the room's entry in an index of a per-move deadline, as every
// move did before migration 0030 (the flag sweep's exact deadline), to show what that cost.
//
// `--cache-kb N` sets SQLite's page cache (better-sqlite3's default is 16,000 KB), for profiles of
// what the cache's size does to a commit.
//
// `--journal` measures the other way to store a move before its acknowledgement that a process
// crash cannot undo: the same move appended to a file, one `write` a commit (what a design that
// writes the rooms' rows later, from memory, would pay on the move path).
//
//   npm run bench:log-pages -w @checkers/server [-- --with-deadline-index] [--rooms N] [--moves N]
//     [--per-commit N] [--cache-kb N] [--journal]
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, sqliteOf } from '../src/db/database.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const withDeadlineIndex = args.includes('--with-deadline-index');
const rooms = option('rooms', 5_000);
const moves = option('moves', 30_000);
const perCommit = option('per-commit', 3);

const dir = mkdtempSync(join(tmpdir(), 'log-pages-'));

if (args.includes('--journal')) {
  const fd = openSync(join(dir, 'moves.journal'), 'a');
  const line = (n: number, now: number): string =>
    JSON.stringify({
      room: `B${String(n % rooms).padStart(5, '0')}`,
      v: n,
      move: { from: 11, to: 15, captures: [], path: [11, 15] },
      clock: { r: 170_000, b: 165_000, t: now, q: [3000, 2000], e: [12, 30] },
      clientMoveId: `r${n}`,
    }) + '\n';
  const cpu = process.cpuUsage();
  for (let done = 0; done < moves; done += perCommit) {
    const now = Date.now();
    let text = '';
    for (let k = 0; k < perCommit; k++) text += line(done + k, now);
    writeSync(fd, text);
  }
  const used = process.cpuUsage(cpu);
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `a journal file: ${moves} moves, ${perCommit} a write: ${((used.user + used.system) / moves).toFixed(2)} µs of CPU ` +
      `a move (user ${(used.user / moves).toFixed(2)}, system ${(used.system / moves).toFixed(2)})`,
  );
  process.exit(0);
}

const storage = await openStorage({ databaseUrl: undefined, dataDir: dir });
const { file, checkpoints } = sqliteOf(storage.db)!;
// The log is measured, so nothing may copy it away meanwhile.
await checkpoints.close();
file.pragma('wal_autocheckpoint = 0');
if (args.includes('--cache-kb')) file.pragma(`cache_size = -${option('cache-kb', 16_000)}`);
if (withDeadlineIndex) file.exec('CREATE INDEX bench_deadline ON rooms (earliest_flag_at)');

const code = (i: number): string => `B${String(i).padStart(5, '0')}`;
const control = '{"kind":"clock","initialSeconds":180,"incrementSeconds":2}';
const start = Date.now();
file.transaction(() => {
  const insertUser = file.prepare(
    "INSERT INTO users (id, kind, display_name, created_at) VALUES (?, 'guest', ?, ?)",
  );
  const insertRoom = file.prepare(
    `INSERT INTO rooms (code, status, red_user_id, black_user_id, initial_fen, moves, version, created_at,
       started_at, time_control, clock_state, move_clocks, earliest_flag_at, speed)
     VALUES (?, 'active', ?, ?, 'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12', '[]', 0, ?, ?, ?, ?, '[]', ?, 'blitz')`,
  );
  const now = new Date(start).toISOString();
  for (let i = 0; i < rooms; i++) {
    insertUser.run(`r${i}`, `Red ${i}`, now);
    insertUser.run(`b${i}`, `Black ${i}`, now);
    const clock = JSON.stringify({ r: 180_000, b: 180_000, t: start });
    insertRoom.run(
      code(i),
      `r${i}`,
      `b${i}`,
      now,
      now,
      control,
      clock,
      new Date(start + 30_000).toISOString(),
    );
  }
})();

const versions = new Array<number>(rooms).fill(0);
const played = new Array<string[]>(rooms).fill([]).map(() => [] as string[]);
const clocks = new Array<[number, number][]>(rooms).fill([]).map(() => [] as [number, number][]);
const update = file.prepare(
  withDeadlineIndex
    ? 'UPDATE rooms SET moves = ?, clock_state = ?, move_clocks = ?, earliest_flag_at = ?, version = ? WHERE code = ? AND version = ?'
    : 'UPDATE rooms SET moves = ?, clock_state = ?, move_clocks = ?, version = ? WHERE code = ? AND version = ?',
);
const insertEvent = file.prepare(
  'INSERT INTO game_events (room_code, v, type, payload, client_move_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
);
let seed = 1;
const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
let clientMoves = 0;

/** One move of room `i`: what sqlite-batch.ts's apply does for a whole move of a timed game. */
function move(i: number): void {
  const v = versions[i]!;
  const now = Date.now();
  played[i]!.push('{"from":11,"to":15}');
  clocks[i]!.push([170_000 + (v % 1000), 165_000 - (v % 1000)]);
  const clock = JSON.stringify({ r: 170_000, b: 165_000, t: now, q: [3000, 2000], e: [12, 30] });
  const rest = [`[${played[i]!.join(',')}]`, clock, JSON.stringify(clocks[i])];
  const deadline = new Date(now + 180_000 * random()).toISOString();
  const values = withDeadlineIndex ? [...rest, deadline] : rest;
  const changed = update.run(...values, v + 2, code(i), v);
  if (changed.changes !== 1) throw new Error('lost a versioned write');
  const at = new Date(now).toISOString();
  const payload = '{"from":11,"to":15,"captures":[],"path":[11,15],"clock":{"red":170000,"black":165000}}';
  insertEvent.run(code(i), v + 1, 'move', payload, `r${i}:${clientMoves++}`, at);
  insertEvent.run(code(i), v + 2, 'game_update', `{"ref":${v + 1}}`, null, at);
  versions[i] = v + 2;
}

const commit = file.transaction((batch: number[]) => batch.forEach(move));
const play = (count: number): void => {
  for (let done = 0; done < count; done += perCommit) {
    commit(Array.from({ length: perCommit }, () => Math.floor(random() * rooms)));
  }
};
// Warm-up: games under way (about 40 plies a room at the defaults), then an empty log.
play(rooms * 20);
file.pragma('wal_checkpoint(TRUNCATE)');
const logBytes = (): number => statSync(join(dir, 'checkers.sqlite-wal')).size;
const before = logBytes();
const cpu = process.cpuUsage();
play(moves);
const used = process.cpuUsage(cpu);
const pageSize = file.pragma('page_size', { simple: true }) as number;
const frames = (logBytes() - Math.max(before, 32)) / (pageSize + 24);
console.log(
  `${withDeadlineIndex ? 'with a deadline index' : 'schema as migrated'}: ${rooms} rooms, ${moves} moves, ` +
    `${perCommit} a commit: ${(frames / moves).toFixed(2)} pages written to the log a move, ` +
    `${((used.user + used.system) / moves).toFixed(1)} µs of CPU a move (user ${(used.user / moves).toFixed(1)}, system ${(used.system / moves).toFixed(1)})`,
);
await storage.close();
rmSync(dir, { recursive: true, force: true });
