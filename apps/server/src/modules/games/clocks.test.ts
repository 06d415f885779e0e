// Timed games through the game service, on real storage (PostgreSQL too when TEST_DATABASE_URL is
// set) with a clock the test moves: the increment, the lag credit, a restart, the flag falling once
// with two nodes, a move after the flag, the first-move limit, and the control kept with the rating.
import { parseSquare } from '@checkers/engine';
import type { GameState, MoveIntent, ServerMessage, TimedControl } from '@checkers/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { insertStartedGame, quietPresence } from '../../../test/started-game.js';
import { useTestStorage } from '../../../test/test-storage.js';
import { IdentityService, type Identity } from '../accounts/index.js';
import { RatingService } from '../ratings/index.js';
import { LocalEventBus } from '../realtime/index.js';
import { clockStartColumns, newRoomRow, RoomStore, timeControlColumn } from '../rooms/index.js';
import { lagGainMs } from './clock-plan.js';
import { GameService } from './game-service.js';
import { stateOf } from './game-view.js';
import { tablesOf } from '../../database-schema.js';

const storage = useTestStorage('clocks');

const T0 = 1_900_000_000_000;
const blitz: TimedControl = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };

const step = (from: string, to: string): MoveIntent => {
  const a = parseSquare(from);
  const b = parseSquare(to);
  if (!a.ok || !b.ok) throw new Error('bad square');
  return { kind: 'step', from: a.value, to: b.value };
};

/** Two nodes over one database, reading one test clock. */
function twoNodes(store: RoomStore) {
  const clock = { now: T0 };
  const now = (): number => clock.now;
  const busA = new LocalEventBus();
  const nodeA = new GameService(store, busA, quietPresence, undefined, undefined, { now });
  const nodeB = new GameService(store, new LocalEventBus(), quietPresence, undefined, undefined, { now });
  opened.push(nodeA, nodeB);
  return { clock, nodeA, nodeB, busA };
}
const opened: GameService[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((games) => games.close()));
});

let counter = 0;
/** A timed game just started at T0 (black to make its first move), and its players. */
async function timedGame(store: RoomStore, control: TimedControl = blitz) {
  const identities = new IdentityService(tablesOf(storage().db), 60_000);
  const red = await identities.createGuest();
  const black = await identities.createGuest();
  const code = `CLK${String(++counter).padStart(3, '0')}`;
  const startedAt = new Date(T0).toISOString();
  const time_control = timeControlColumn(control);
  await store.insert(
    newRoomRow({
      code,
      status: 'active',
      red_user_id: red.userId,
      black_user_id: black.userId,
      created_at: startedAt,
      started_at: startedAt,
      version: 2,
      time_control,
      ...clockStartColumns({ time_control }, T0),
    }),
  );
  return { code, red, black };
}

/** Plays the four opening plies at T0 + 5, 10, 15 and 20 s (each side's reported time 4 s). */
async function opening(
  games: GameService,
  clock: { now: number },
  code: string,
  red: Identity,
  black: Identity,
) {
  const plies: [Identity, MoveIntent][] = [
    [black, step('f6', 'e5')],
    [red, step('a3', 'b4')],
    [black, step('g7', 'f6')],
    [red, step('b2', 'a3')],
  ];
  for (const [who, intent] of plies) {
    clock.now += 5_000;
    const played = await games.move(who, code, intent, undefined, 4_000);
    expect(played.ok, JSON.stringify(played)).toBe(true);
  }
}

const clockOf = (outcome: { ok: boolean; value?: GameState }): GameState['clock'] => {
  if (!outcome.ok || outcome.value === undefined) throw new Error('refused');
  return outcome.value.clock;
};

describe('a timed game', () => {
  it('starts the clocks after both first moves, takes the time less the lag, and adds the increment', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA, busA } = twoNodes(store);
    const { code, red, black } = await timedGame(store);
    const heard: ServerMessage[] = [];
    busA.subscribe(code, (message) => heard.push(message));

    clock.now = T0 + 12_000;
    const first = await nodeA.move(black, code, step('f6', 'e5'));
    expect(clockOf(first)).toMatchObject({
      red: 180_000,
      black: 180_000,
      running: null,
      firstMoveMs: 30_000,
    });
    clock.now = T0 + 20_000;
    const second = await nodeA.move(red, code, step('a3', 'b4'));
    expect(clockOf(second)).toMatchObject({
      red: 180_000,
      black: 180_000,
      running: 'black',
      firstMoveMs: null,
    });

    // Black takes 7.25 s by the server's watch and says 7 s by its own: 0.25 s of lag is credited.
    clock.now = T0 + 27_250;
    const third = await nodeA.move(black, code, step('g7', 'f6'), undefined, 7_000);
    const shown = clockOf(third);
    expect(shown).toEqual({
      control: blitz,
      red: 180_000,
      black: 180_000 - 7_000 + 2_000,
      running: 'red',
      firstMoveMs: null,
      serverNow: T0 + 27_250,
    });
    // The move's event carries the clocks the state shows.
    const event = heard.filter((m) => m.type === 'move').at(-1);
    expect(event?.type === 'move' && event.payload.clock).toEqual(shown);

    // The clocks are stored with the move: both sides' time after each whole move.
    const row = await store.find(code);
    expect(JSON.parse(row?.move_clocks ?? '[]')).toEqual([
      [180_000, 180_000],
      [180_000, 180_000],
      [180_000, 175_000],
    ]);
    // The flag sweep's bound is the start's (the first-move limit): no move lowers it, none rewrites it.
    expect(row?.earliest_flag_at).toBe(new Date(T0 + 30_000).toISOString());
  });

  it('credits a client claiming a 0 ms move no more than the bound', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA } = twoNodes(store);
    const { code, red, black } = await timedGame(store);
    await opening(nodeA, clock, code, red, black);
    clock.now += 10_000;
    const claimed = await nodeA.move(black, code, step('e5', 'd4'), undefined, 0);
    const credit = Math.min(10_000, 3 * lagGainMs(blitz), 2_000);
    expect(clockOf(claimed)?.black).toBe(178_000 - (10_000 - credit) + 2_000);
  });

  it('keeps both clocks across a restart: another node carries on from storage', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA, nodeB } = twoNodes(store);
    const { code, red, black } = await timedGame(store);
    await opening(nodeA, clock, code, red, black);
    clock.now += 3_000;
    const before = await nodeA.state(code, null);
    const after = await nodeB.state(code, null);
    expect(after.ok && after.value.clock).toEqual(before.ok && before.value.clock);
    expect(after.ok && after.value.clock).toMatchObject({
      red: 178_000,
      black: 178_000 - 3_000,
      running: 'black',
    });
    // Black's move on the other node is timed from the stored start of its turn.
    const moved = await nodeB.move(black, code, step('e5', 'd4'), undefined, 3_000);
    expect(clockOf(moved)).toMatchObject({ black: 178_000 - 3_000 + 2_000, red: 178_000, running: 'red' });
  });

  it('raises a passed flag bound while the game runs, and leaves a bound still ahead alone', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA, nodeB } = twoNodes(store);
    const { code, red, black } = await timedGame(store);
    await opening(nodeA, clock, code, red, black);
    // The start's bound (its first-move limit) has passed; black is to move with 178 s, red has 178 s.
    const before = await store.find(code);
    clock.now = T0 + 40_000;
    expect(await nodeB.flag(code)).toBe(false);
    const raised = await store.find(code);
    expect(raised?.status).toBe('active');
    // Black's turn began at T0 + 20 s: no flag before then + 178 s, nor red's before now + 178 s.
    expect(raised?.earliest_flag_at).toBe(new Date(T0 + 20_000 + 178_000).toISOString());
    // The bound is not a change to the game: its version, and its events, stay.
    expect(raised?.version).toBe(before?.version);
    clock.now += 1_000;
    expect(await nodeB.flag(code)).toBe(false);
    expect((await store.find(code))?.earliest_flag_at).toBe(raised?.earliest_flag_at);
  });

  it('falls exactly once when two nodes see the flag at the same moment', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA, nodeB } = twoNodes(store);
    const { code, red, black } = await timedGame(store);
    await opening(nodeA, clock, code, red, black);
    expect(await nodeA.flag(code)).toBe(false);
    clock.now += 180_000 + 2_000;
    const fell = await Promise.all([nodeA.flag(code), nodeB.flag(code), nodeB.flag(code)]);
    expect(fell.filter(Boolean)).toHaveLength(1);
    const row = await store.find(code);
    expect(row).toMatchObject({
      status: 'finished',
      winner: 'red',
      end_reason: 'timeout',
      earliest_flag_at: null,
    });
    const events = await store.eventsAfter(code, 0, 100);
    expect(events.filter((e) => e.message.type === 'game_over')).toHaveLength(1);
    const state = await nodeB.state(code, null);
    expect(state.ok && state.value).toMatchObject({ isGameOver: true, winner: 'red', reason: 'timeout' });
    expect(state.ok && state.value.clock).toMatchObject({ black: 0, running: null });
  });

  it('refuses a move after the flag fell and ends the game on time', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA } = twoNodes(store);
    const { code, red, black } = await timedGame(store);
    await opening(nodeA, clock, code, red, black);
    clock.now += 184_000;
    const late = await nodeA.move(black, code, step('e5', 'd4'), undefined, 1_000);
    expect(late.ok ? 'played' : late.failure.code).toBe('game_over');
    expect(await store.find(code)).toMatchObject({
      status: 'finished',
      winner: 'red',
      end_reason: 'timeout',
    });
    const again = await nodeA.move(black, code, step('e5', 'd4'));
    expect(again.ok ? 'played' : again.failure.code).toBe('game_over');
  });

  it('is aborted, not lost, when a side never makes its first move', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA } = twoNodes(store);
    const { code, black } = await timedGame(store);
    clock.now = T0 + 10_000;
    await nodeA.move(black, code, step('f6', 'e5'));
    clock.now = T0 + 10_000 + 29_000;
    expect(await nodeA.flag(code)).toBe(false);
    clock.now = T0 + 10_000 + 30_000;
    expect(await nodeA.flag(code)).toBe(true);
    const row = await store.find(code);
    expect(row).toMatchObject({
      status: 'finished',
      winner: null,
      end_reason: 'aborted',
      rated: 0,
      // The guests' game was casual anyway: it does not become casual for being aborted.
      casual_reason: null,
      aborted_reason: 'timeout',
      aborted_by: 'red',
    });
    // Players are told who did not move.
    expect(stateOf(row!, 0)).toMatchObject({ reason: 'aborted', abort: { reason: 'timeout', by: 'red' } });
  });

  it('gives a correspondence player its days for every move', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA } = twoNodes(store);
    const daily: TimedControl = { kind: 'correspondence', daysPerMove: 1 };
    const { code, red, black } = await timedGame(store, daily);
    await opening(nodeA, clock, code, red, black);
    clock.now += 86_400_000 - 1;
    const moved = await nodeA.move(black, code, step('e5', 'd4'));
    expect(clockOf(moved)).toMatchObject({ black: 86_400_000, red: 86_400_000, running: 'red' });
    clock.now += 86_400_000;
    expect(await nodeA.flag(code)).toBe(true);
    expect(await store.find(code)).toMatchObject({ winner: 'black', end_reason: 'timeout' });
  });
});

describe('an untimed game', () => {
  it('has no clock, and no flag to fall', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA } = twoNodes(store);
    const identities = new IdentityService(tablesOf(storage().db), 60_000);
    const red = await identities.createGuest();
    const black = await identities.createGuest();
    await insertStartedGame(store, red, black, 'UNT001');
    const played = await nodeA.move(black, 'UNT001', step('f6', 'e5'));
    expect(played.ok && 'clock' in played.value).toBe(false);
    clock.now += 10 * 86_400_000;
    expect(await nodeA.flag('UNT001')).toBe(false);
    expect(await store.find('UNT001')).toMatchObject({
      clock_state: null,
      move_clocks: null,
      earliest_flag_at: null,
    });
  });
});

describe('the rating of a timed game', () => {
  it('records the time control the game was played under', async () => {
    const store = new RoomStore(tablesOf(storage().db));
    const { clock, nodeA } = twoNodes(store);
    const { code, red, black } = await timedGame(store);
    await storage().db.updateTable('rooms').set({ rated: 1 }).where('code', '=', code).execute();
    await opening(nodeA, clock, code, red, black);
    clock.now += 190_000;
    expect(await nodeA.flag(code)).toBe(true);
    const ratings = new RatingService(tablesOf(storage().db), store, new LocalEventBus());
    expect((await ratings.rateFinished(code)).status).toBe('rated');
    const record = await storage()
      .db.selectFrom('rated_games')
      .select('time_control')
      .where('room_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(record.time_control)).toEqual(blitz);
  });
});
