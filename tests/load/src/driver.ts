// The load itself: N rooms kept open, moves sent at a set total rate, each timed from its send to
// the opponent's receipt of the move event. A room moves again only once the opponent has seen the
// last move, so a slow server shows as fewer moves per second as well as higher latency.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRandom, newGame, playMove, type Game } from '@checkers/engine';
import type { Adapter, RoomEvents, RoomLink, Seat, SocketGauge } from './adapters/types.js';
import type { ClusterSampler } from './cluster-sampler.js';
import { moveFrame, pickMove } from './game-play.js';
import { Pacer } from './pacer.js';
import type { ProcessSampler } from './proc-stats.js';
import { Queue } from './queue.js';
import { Refusals, refusalOf, SETUP_TRIES, SetupRefusedError } from './refusals.js';
import type { LoadShape, RunFigures } from './run-types.js';
import { Samples, summarize } from './stats.js';

export type { LoadShape, RunFigures } from './run-types.js';

/** A move in flight: who sent it, and when. */
interface Pending {
  readonly id: string;
  readonly seat: Seat;
  readonly sentAt: number;
  readonly measured: boolean;
  readonly next: Game;
  /** Counted once as late; the move is still waited for, and timed when it arrives. */
  late: boolean;
}

interface Table {
  readonly id: number;
  /** Bumped on every new room, so events from a room's old sockets are ignored. */
  generation: number;
  link: RoomLink | undefined;
  game: Game;
  pending: Pending | undefined;
  failures: number;
}

/**
 * A move unanswered after this long counts as an error ("late"). The room is not replaced: an
 * overloaded server answers eventually, and its real latency belongs in the percentiles.
 */
const MOVE_TIMEOUT_MS = 10_000;
const TICK_MS = 5;
/** The loop-delay monitor's own timer period, which its figures include. */
const LAG_RESOLUTION_MS = 1;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the load against one server (sampled by `sampler`), or a cluster (by `clusterSampler`), and
 * returns the figures.
 */
export async function runLoad(
  target: string,
  adapter: Adapter,
  gauge: SocketGauge,
  shape: LoadShape,
  sampler: ProcessSampler | undefined,
  log: (line: string) => void,
  clusterSampler?: ClusterSampler,
): Promise<RunFigures> {
  const random = createRandom(shape.seed);
  const pacer = new Pacer(shape.setupConcurrency, shape.setupRate);
  const ready = new Queue<Table>();
  const samples = new Samples();
  const errorKinds: Record<string, number> = {};
  const error = (kind: string): void => void (errorKinds[kind] = (errorKinds[kind] ?? 0) + 1);
  const refusals = new Refusals();
  let measuring = false;
  let stopping = false;
  // While the rooms are being set up, a closed socket is the server refusing the room.
  let settingUp = true;
  let gamesFinished = 0;
  let roomsOpen = 0;

  const tables: Table[] = Array.from({ length: shape.rooms }, (_, id) => ({
    id,
    generation: 0,
    link: undefined,
    game: newGame(),
    pending: undefined,
    failures: 0,
  }));

  function eventsFor(table: Table): RoomEvents {
    const generation = table.generation;
    const current = (): boolean => table.generation === generation && !stopping;
    return {
      onMove(seat, clientMoveId) {
        const pending = table.pending;
        if (!current() || pending === undefined || seat === pending.seat || clientMoveId !== pending.id)
          return;
        if (pending.measured) samples.add(performance.now() - pending.sentAt);
        table.pending = undefined;
        table.game = pending.next;
        if (table.game.result !== null || table.game.moves.length >= shape.plyCap) {
          gamesFinished++;
          replace(table);
        } else {
          ready.push(table);
        }
      },
      onError(_seat, code) {
        if (!current()) return;
        error(`error frame: ${code}`);
        replace(table);
      },
      onClose(code) {
        if (!current()) return;
        error(`socket closed: ${code}`);
        if (settingUp) {
          refusals.add(`close ${code}`);
          table.failures++;
        }
        replace(table);
      },
    };
  }

  function open(table: Table): void {
    pacer.add(async () => {
      if (stopping) return;
      const generation = table.generation;
      try {
        const link = await adapter.open(eventsFor(table), shape.spectators);
        // A socket of the room closed while the others were opening: the table has moved on to a
        // new room, and this one is not counted.
        if (table.generation !== generation || stopping) {
          link.close();
          return;
        }
        table.link = link;
        roomsOpen++;
        if (!settingUp) table.failures = 0;
        ready.push(table);
      } catch (failure) {
        const message = (failure as Error).message;
        error(`setup: ${message.slice(0, 80)}`);
        const refusal = refusalOf(message);
        if (settingUp && refusal !== undefined) refusals.add(refusal);
        if (table.generation === generation && ++table.failures < SETUP_TRIES) {
          await sleep(500);
          open(table);
        }
      }
    });
  }

  /** Leaves the table's room and opens a new one in its place, through the pacer. */
  function replace(table: Table): void {
    if (table.link !== undefined) roomsOpen--;
    table.link?.close();
    table.link = undefined;
    table.pending = undefined;
    table.generation++;
    table.game = newGame();
    // A room the server keeps refusing during the set-up is given up.
    if (settingUp && table.failures >= SETUP_TRIES) return;
    open(table);
  }

  function sendMove(table: Table, now: number): void {
    const link = table.link;
    if (link === undefined) return;
    const move = pickMove(table.game, random);
    const played = playMove(table.game, move);
    if (!played.ok) throw new Error(`the driver picked an illegal move: ${played.error.message}`);
    const seat: Seat = table.game.position.turn === 'black' ? 0 : 1;
    const id = `${table.id}.${table.generation}.${table.game.moves.length}`;
    table.pending = { id, seat, sentAt: now, measured: measuring, next: played.value, late: false };
    link.send(seat, moveFrame(move, id));
  }

  // The schedule: moves due at `rate`, handed to rooms in the order they became ready. While the rooms
  // are being set up it runs at the open rooms' share of the rate: a timed room set up early is
  // played from then on (a first move not made within its limit aborts the game) without the
  // set-up being crowded out.
  let credit = 0;
  let lastTick = performance.now();
  let skipped = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    const share = settingUp ? roomsOpen / shape.rooms : 1;
    credit += ((now - lastTick) * shape.rate * share) / 1000;
    lastTick = now;
    for (; credit >= 1; credit--) {
      const table = ready.shift();
      if (table === undefined) {
        // No room is free to move: the moves due now are dropped (counted once measuring).
        if (measuring) skipped += Math.floor(credit);
        credit -= Math.floor(credit);
        break;
      }
      sendMove(table, now);
    }
  }, TICK_MS);

  // Set-up: every room opened before the measured window; none of it is timed.
  const setupStart = performance.now();
  const idleRss = sampler?.rssNow();
  for (const table of tables) open(table);
  const refusedSoFar = (): string => (refusals.total === 0 ? '' : `, refused: ${refusals.describe()}`);
  const progress = setInterval(
    () => log(`  set-up: ${roomsOpen}/${shape.rooms} rooms${refusedSoFar()}`),
    5000,
  );
  await pacer.idle();
  clearInterval(progress);
  settingUp = false;
  const setupSeconds = (performance.now() - setupStart) / 1000;
  log(`  set-up: ${roomsOpen} rooms, ${gauge.open} sockets in ${setupSeconds.toFixed(1)} s${refusedSoFar()}`);
  if (roomsOpen < shape.rooms) {
    stopping = true;
    clearInterval(tick);
    for (const table of tables) table.link?.close();
    throw new SetupRefusedError(target, roomsOpen, shape.rooms, refusals.byKind(), refusals.describe());
  }

  const watchdog = setInterval(() => {
    const now = performance.now();
    for (const { pending } of tables) {
      if (pending !== undefined && !pending.late && now - pending.sentAt > MOVE_TIMEOUT_MS) {
        pending.late = true;
        error(`late: no receipt within ${MOVE_TIMEOUT_MS / 1000} s`);
      }
    }
  }, 1000);

  await sleep(shape.warmup * 1000);
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  sampler?.start();
  clusterSampler?.start();
  measuring = true;
  const windowStart = performance.now();
  const windowStartUs = monotonicUs();
  const driverCpu = process.cpuUsage();
  await sleep(shape.duration * 1000);
  measuring = false;
  const windowEndUs = monotonicUs();
  const windowSeconds = (performance.now() - windowStart) / 1000;
  const { user, system } = process.cpuUsage(driverCpu);
  const driverCpuPercent = (user + system) / 1e4 / windowSeconds;
  const server = sampler?.stop();
  const cluster = clusterSampler?.stop();
  lag.disable();
  const connectionsHeld = gauge.open;
  const machineLoad = loadavg()[0] ?? 0;
  const openAtEnd = roomsOpen;
  clearInterval(tick);

  // Drain: moves sent inside the window may still be on their way.
  const drainUntil = performance.now() + MOVE_TIMEOUT_MS;
  while (tables.some((t) => t.pending?.measured === true) && performance.now() < drainUntil) await sleep(50);
  clearInterval(watchdog);
  for (const table of tables) if (table.pending?.measured === true) error('unanswered at the end');
  stopping = true;
  for (const table of tables) table.link?.close();
  const closeUntil = performance.now() + 5000;
  while (gauge.open > 0 && performance.now() < closeUntil) await sleep(50);

  const latency = summarize(samples.values());
  return {
    target,
    rooms: shape.rooms,
    spectatorsPerRoom: shape.spectators,
    targetRate: shape.rate,
    setupSeconds,
    roomsOpen: openAtEnd,
    connectionsHeld,
    connectionsPeak: gauge.peak,
    moves: latency.count,
    movesPerSecond: latency.count / windowSeconds,
    movesSkipped: skipped,
    latencyMs: latency,
    errors: Object.values(errorKinds).reduce((a, b) => a + b, 0),
    errorKinds,
    refusals: refusals.byKind(),
    gamesFinished,
    driverCpuPercent,
    driverLagP99Ms: Math.max(0, lag.percentile(99) / 1e6 - LAG_RESOLUTION_MS),
    machineLoad,
    server,
    ...(cluster === undefined ? {} : { cluster }),
    serverIdleRssBytes: idleRss,
    windowMonotonicUs: { start: windowStartUs, end: windowEndUs },
  };
}

/** CLOCK_MONOTONIC in µs: the clock V8 stamps a CPU profile's samples with, in any process. */
function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
