// Property-based fuzzing of the wire: every HTTP body and socket message schema, sent random and
// mutated inputs against a running server. Whatever comes in: never a 5xx (nor an `internal` socket
// error), a refused call never changes the game's state, and the server lives on.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable, type State, type Table } from './players.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

/** Cases per schema: enough to find the crashes of a missing check, in well under a minute in all. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

let table: Table;
let outsider: Client;

/** The table's game as it stands; a new table when it is over (a valid input may end it). */
async function liveTable(): Promise<{ table: Table; version: number }> {
  const state =
    table === undefined ? undefined : (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
  if (state === undefined || state.isGameOver) {
    table = await openTable(server.url);
    return liveTable();
  }
  return { table, version: state.version };
}

const versionOf = async (t: Table): Promise<number> =>
  (await t.red.get<State>(`/api/game-state?code=${t.code}`)).body.version;

/** A JSON value, a valid sample with one change, or text that is not JSON at all. */
function inputs(samples: readonly Record<string, unknown>[]): fc.Arbitrary<{ raw: string }> {
  const value = fc.jsonValue({ maxDepth: 3 });
  const mutated = fc
    .tuple(
      fc.constantFrom(...samples),
      fc.oneof(
        fc.record({ op: fc.constant('set' as const), key: fc.string({ maxLength: 12 }), value }),
        fc.record({ op: fc.constant('delete' as const), key: fc.string({ maxLength: 12 }), value }),
        fc.record({ op: fc.constant('retype' as const), key: fc.string({ maxLength: 12 }), value }),
      ),
    )
    .map(([sample, change]) => {
      const copy: Record<string, unknown> = { ...sample };
      const keys = Object.keys(copy);
      const key =
        change.op === 'set' || keys.length === 0 ? change.key : keys[change.key.length % keys.length]!;
      if (change.op === 'delete') delete copy[key];
      else copy[key] = change.value;
      return { raw: JSON.stringify(copy) };
    });
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: value.map((v) => ({ raw: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((raw) => ({ raw })) },
  );
}

interface BodyRoute {
  readonly path: (t: Table) => string;
  readonly samples: (t: Table) => Record<string, unknown>[];
  /** Whose token: a player's, an outsider's, or none. */
  readonly as?: 'red' | 'black' | 'outsider' | 'none';
  readonly runs?: number;
}

const routes: Record<string, BodyRoute> = {
  'POST /api/create-room': { path: () => '/api/create-room', samples: () => [{ color: 'red' }, {}] },
  'POST /api/move': {
    path: () => '/api/move',
    samples: (t) => [
      { code: t.code, from: 'b6', to: 'a5' },
      { code: t.code, from: 'c3', to: 'd4', clientMoveId: 'x1' },
    ],
    as: 'black',
  },
  'POST /api/jump-sequence': {
    path: () => '/api/jump-sequence',
    samples: (t) => [{ code: t.code, jumps: [{ from: 'b6', to: 'd4', captured: 'c5' }] }],
    as: 'black',
  },
  'POST /api/rooms/{code}/moves': {
    path: (t) => `/api/rooms/${t.code}/moves`,
    samples: () => [{ from: 'b6', to: 'a5', clientMoveId: 'm1' }, { jumps: [{ from: 'a3', to: 'c5' }] }],
    as: 'black',
  },
  'POST /api/resign': { path: () => '/api/resign', samples: (t) => [{ code: t.code }], as: 'outsider' },
  'POST /api/draw': {
    path: () => '/api/draw',
    samples: (t) => [{ code: t.code, action: 'decline' }],
    as: 'red',
  },
  'POST /api/claim-win': { path: () => '/api/claim-win', samples: (t) => [{ code: t.code }], as: 'red' },
  'POST /api/rematch': { path: () => '/api/rematch', samples: (t) => [{ code: t.code }], as: 'red' },
  'POST /api/spectate/join': {
    path: () => '/api/spectate/join',
    samples: (t) => [{ room_code: t.code }],
    as: 'none',
  },
  'POST /api/spectate/invites': {
    path: () => '/api/spectate/invites',
    samples: (t) => [{ room_code: t.code }, { room_code: t.code, invitee_id: t.blackId }],
    as: 'red',
  },
  'POST /api/spectate/invites/{id}/accept': {
    path: () => '/api/spectate/invites/inv_0123456789abcdef/accept',
    samples: () => [{}],
    as: 'outsider',
  },
  'POST /api/auth/register': {
    path: () => '/api/auth/register',
    samples: () => [{ username: 'fuzzy_one', password: 'long enough', displayName: 'Fuzzy', country: 'FR' }],
    as: 'none',
    runs: Math.ceil(RUNS / 2),
  },
  'POST /api/auth/login': {
    path: () => '/api/auth/login',
    samples: () => [{ username: 'fuzzy_one', password: 'long enough' }],
    as: 'none',
    runs: Math.ceil(RUNS / 2),
  },
  'POST /api/auth/logout-all': { path: () => '/api/auth/logout-all', samples: () => [{}], as: 'none' },
};

describe('fuzzing the HTTP bodies', () => {
  beforeAll(async () => {
    outsider = await new Client(server.url).init();
    const created = await outsider.post<{ token: string }>('/api/create-room', {});
    outsider.token = created.body.token;
  });

  for (const [name, route] of Object.entries(routes)) {
    it(`${name}: no 5xx, and a refusal leaves the game as it was`, async () => {
      await fc.assert(
        fc.asyncProperty(inputs(route.samples((await liveTable()).table)), async ({ raw }) => {
          const { table: t, version } = await liveTable();
          const as = route.as ?? 'red';
          const caller =
            as === 'red'
              ? t.red
              : as === 'black'
                ? t.black
                : as === 'outsider'
                  ? outsider
                  : new Client(server.url);
          if (as === 'none') await caller.init();
          // The samples name the table they were drawn for; the current one is the same or newer.
          const reply = await caller.send<Record<string, unknown>>(
            'POST',
            route.path(t),
            raw.replaceAll(table.code, t.code),
          );
          expect(reply.status, `${raw} -> ${JSON.stringify(reply.body)}`).toBeLessThan(500);
          if (reply.status >= 400) {
            expect(reply.body).toMatchObject({
              error: expect.any(String),
              message: expect.any(String),
              code: expect.any(String),
            });
            expect(await versionOf(t)).toBe(version);
          }
        }),
        { numRuns: route.runs ?? RUNS },
      );
    });
  }

  it('GET queries and path parameters: no 5xx', async () => {
    const { table: t } = await liveTable();
    const paths = [
      (q: string) => `/api/game-state?code=${q}`,
      (q: string) => `/api/join-room?code=${q}`,
      (q: string) => `/api/games/${q}`,
      (q: string) => `/api/spectate/games?limit=${q}`,
      (q: string) => `/api/spectate/analytics/${q}`,
      (q: string) => `/api/leaderboard/${q}`,
      (q: string) => `/api/leaderboard/global?page=${q}&page_size=${q}`,
      (q: string) => `/api/leaderboard/search/global?q=${q}`,
      (q: string) => `/api/leaderboard/user/${q}/global`,
      (q: string) => `/api/leaderboard/around/${q}/global?radius=${q}`,
      (q: string) => `/api/leaderboard/compare?user_a=${q}&user_b=${q}`,
      (q: string) => `/api/leaderboard/analytics/${q}`,
      (q: string) => `/api/auth/sessions?${q}`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: paths.length - 1 }),
        fc.oneof(fc.string({ maxLength: 30 }), fc.constant(t.code), fc.integer().map(String)),
        async (i, q) => {
          const reply = await t.red.get(paths[i]!(encodeURIComponent(q)));
          expect(reply.status, `${paths[i]!(q)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('fuzzing the socket messages', () => {
  it('random and mutated frames: no internal error, the socket stays open, a refusal changes nothing', async () => {
    const samples: Record<string, unknown>[] = [
      { type: 'move', payload: { from: 'b6', to: 'a5', clientMoveId: 'c1' } },
      { type: 'jump_sequence', payload: { jumps: [{ from: 'b6', to: 'd4', captured: 'c5' }] } },
      { type: 'ping', payload: { t: 1 } },
      { type: 'resync', payload: { v: 0 } },
      { type: 'spectator_joined' },
      { type: 'spectator_left', payload: {} },
      { type: 'spectator_chat', payload: { message: 'hello' } },
      { type: 'spectator_chat_joined' },
      { type: 'moderate_chat_message', payload: { action: 'mute', username: 'x' } },
    ];
    let socket: SocketClient | undefined;
    let socketRoom = '';
    let nonce = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          inputs(samples),
          fc.uint8Array({ maxLength: 20 }).map((bytes) => ({ raw: Buffer.from(bytes) })),
        ),
        async ({ raw }) => {
          const { table: t, version } = await liveTable();
          if (socket === undefined || socketRoom !== t.code || socket.closeCode !== undefined) {
            socket?.close();
            socket = await SocketClient.open(server.url, t.code, t.black.token!);
            socketRoom = t.code;
          }
          const from = socket.messages.length;
          socket.send(raw);
          const mark = ++nonce;
          socket.send({ type: 'ping', payload: { t: mark } });
          await socket.waitFor((m) => m.type === 'pong' && m.payload.t === mark, 5000);
          const answers = socket.messages.slice(from);
          const errors = answers.filter((m) => m.type === 'error');
          expect(
            errors.filter((m) => m.payload.code === 'internal'),
            String(raw),
          ).toEqual([]);
          expect(socket.closeCode).toBeUndefined();
          if (errors.length > 0) expect(await versionOf(t)).toBe(version);
        },
      ),
      { numRuns: RUNS * 2 },
    );
    // The socket client checks every message against the protocol's schema as it comes.
    expect(socket?.invalid ?? []).toEqual([]);
    socket?.close();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
