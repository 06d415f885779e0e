// GET /api/my-games: the caller's own finished games, newest first, a page at a time, filtered by
// result and speed, each told from the caller's side with the players of the game. A played game
// shows up for both players; stored games test the order, the pages and the filters; then the
// refusals: no token, bad input, too many lists.
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { myGamesReplySchema, type MyGamesReply, type TimeControl } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_GAMES_PER_MINUTE } from '../src/modules/games/index.js';
import { newRoomRow, type RoomRow } from '../src/modules/rooms/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable, playWhole } from './players.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

/** A page of `client`'s games, checked against the wire schema. */
async function listOf(client: Client, query = ''): Promise<MyGamesReply> {
  const reply = await client.get(`/api/my-games${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return myGamesReplySchema.parse(reply.body);
}

/** A new guest and a client carrying its token. */
async function guest(): Promise<{ id: string; name: string; client: Client }> {
  const made = await server.app.services.identities.createGuest();
  const client = await new Client(server.url).init();
  client.token = made.token;
  return { id: made.userId, name: made.displayName, client };
}

describe('a played game', () => {
  it("is listed for each player, from that player's side", async () => {
    const table = await openTable(server.url);
    const game = shortScriptedWin();
    for (const [i, move] of game.moves.entries()) {
      expect((await playWhole(table.of(game.positions[i]!.turn), table.code, move)).status).toBe(200);
    }
    const record = (
      await table.red.get<{ game: { red: { name: string }; black: { name: string } } }>(
        `/api/games/${table.code}`,
      )
    ).body.game;
    const loser = game.winner === 'red' ? 'black' : 'red';
    const winnerList = await listOf(table.of(game.winner));
    expect(winnerList.next_before).toBeNull();
    expect(winnerList.games).toHaveLength(1);
    expect(winnerList.games[0]).toMatchObject({
      room_code: table.code,
      color: game.winner,
      result: 'win',
      reason: 'no-legal-moves',
      player: { player_id: game.winner === 'red' ? table.redId : table.blackId, kind: 'guest', rating: null },
      opponent: { player_id: loser === 'red' ? table.redId : table.blackId, name: record[loser].name },
      time_control: { kind: 'untimed' },
      speed: 'untimed',
      rated: false,
      move_count: game.moves.length,
    });
    expect(Date.parse(winnerList.games[0]!.finished_at)).toBeGreaterThanOrEqual(
      Date.parse(winnerList.games[0]!.started_at),
    );
    const loserList = await listOf(table.of(loser));
    expect(loserList.games.map((g) => [g.room_code, g.color, g.result])).toEqual([
      [table.code, loser, 'loss'],
    ]);
    // Nobody else sees it among their own.
    expect((await listOf((await guest()).client)).games).toEqual([]);

    // The rematch keeps its players as it starts too, colours swapped.
    expect((await table.red.post('/api/rematch', { code: table.code })).status).toBe(200);
    const rematch = await table.black.post<{ newRoomCode: string }>('/api/rematch', { code: table.code });
    expect(rematch.status).toBe(200);
    expect(await keptPlayers(rematch.body.newRoomCode)).toEqual({
      red: { name: record.black.name, kind: 'guest', rating: null },
      black: { name: record.red.name, kind: 'guest', rating: null },
    });
  });

  it('keeps its players when started between two users (challenges, pairing, seeks)', async () => {
    const [a, b] = [await guest(), await guest()];
    const code = await server.app.services.rooms.startBetween(a.id, b.id, { firstColor: 'black' });
    expect(await keptPlayers(code)).toEqual({
      red: { name: b.name, kind: 'guest', rating: null },
      black: { name: a.name, kind: 'guest', rating: null },
    });
  });
});

/** The players a room kept as its game started. */
async function keptPlayers(code: string): Promise<unknown> {
  const row = await server.app.services.storage.db
    .selectFrom('rooms')
    .select('players')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.players === null ? null : JSON.parse(row.players);
}

describe('stored games', () => {
  const clock = (minutes: number, increment: number): TimeControl => ({
    kind: 'clock',
    initialSeconds: minutes * 60,
    incrementSeconds: increment,
  });
  const at = (minute: number): string => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
  let me: Awaited<ReturnType<typeof guest>>;
  let rival: Awaited<ReturnType<typeof guest>>;

  /** Stores a finished game of mine; `red` says whether I played red. */
  async function finished(
    code: string,
    red: boolean,
    fields: Partial<RoomRow> & { readonly control?: TimeControl },
  ): Promise<void> {
    const { control, ...rest } = fields;
    const row: RoomRow = {
      ...newRoomRow({
        code,
        status: 'finished',
        red_user_id: red ? me.id : rival.id,
        black_user_id: red ? rival.id : me.id,
        created_at: at(0),
        started_at: at(0),
        time_control: control === undefined ? null : JSON.stringify(control),
      }),
      end_reason: 'resignation',
      ...rest,
    };
    await server.app.services.storage.db.insertInto('rooms').values(row).execute();
  }

  beforeAll(async () => {
    me = await guest();
    rival = await guest();
    // The rival as it stood when the first game started, since renamed (as a registration does).
    const kept = { red: { name: me.name, kind: 'guest', rating: null }, black: null };
    await finished('MGAAA1', true, {
      winner: 'red',
      end_reason: 'no-legal-moves',
      finished_at: at(1),
      moves: '[[9,13],[22,18]]',
      players: JSON.stringify({ ...kept, black: { name: 'Old Rival', kind: 'account', rating: 1310 } }),
    });
    await finished('MGAAA2', false, { winner: 'red', finished_at: at(2), control: clock(1, 0) });
    await finished('MGAAA3', true, {
      winner: null,
      end_reason: 'agreement',
      finished_at: at(3),
      control: clock(3, 2),
    });
    await finished('MGAAA4', false, { winner: null, end_reason: 'aborted', finished_at: at(4) });
    await finished('MGAAA5', false, {
      winner: 'black',
      end_reason: 'timeout',
      finished_at: at(5),
      control: { kind: 'correspondence', daysPerMove: 1 },
    });
    // Two games that finished at the same moment: the room code orders them.
    await finished('MGAAA6', true, { winner: 'black', finished_at: at(6), control: clock(10, 5) });
    await finished('MGAAA7', true, { winner: 'black', finished_at: at(6), control: clock(10, 5) });
    // Not listed: a game still being played, and a game between two others.
    await server.app.services.storage.db
      .insertInto('rooms')
      .values(
        newRoomRow({
          code: 'MGAAA8',
          status: 'active',
          red_user_id: me.id,
          black_user_id: rival.id,
          created_at: at(7),
          started_at: at(7),
        }),
      )
      .execute();
    const other = await guest();
    const row = newRoomRow({
      code: 'MGAAA9',
      status: 'finished',
      red_user_id: rival.id,
      black_user_id: other.id,
      created_at: at(0),
      started_at: at(0),
    });
    await server.app.services.storage.db
      .insertInto('rooms')
      .values({ ...row, winner: 'red', end_reason: 'resignation', finished_at: at(8) })
      .execute();
  });

  const codes = (reply: MyGamesReply): string[] => reply.games.map((game) => game.room_code);

  it('come newest first, each with its result, speed and players', async () => {
    const all = await listOf(me.client);
    expect(codes(all)).toEqual(['MGAAA7', 'MGAAA6', 'MGAAA5', 'MGAAA4', 'MGAAA3', 'MGAAA2', 'MGAAA1']);
    expect(all.games.map((game) => [game.color, game.result, game.speed])).toEqual([
      ['red', 'loss', 'rapid'],
      ['red', 'loss', 'rapid'],
      ['black', 'win', 'correspondence'],
      ['black', 'aborted', 'untimed'],
      ['red', 'draw', 'blitz'],
      ['black', 'loss', 'bullet'],
      ['red', 'win', 'untimed'],
    ]);
    expect(all.next_before).toBeNull();
    const first = all.games[6]!;
    // Kept when the game started.
    expect(first.opponent).toEqual({ player_id: rival.id, name: 'Old Rival', kind: 'account', rating: 1310 });
    expect(first.move_count).toBe(2);
    expect(first.reason).toBe('no-legal-moves');
    // Not kept (an older game): as the rival is now.
    expect(all.games[0]!.opponent).toEqual({
      player_id: rival.id,
      name: rival.name,
      kind: 'guest',
      rating: null,
    });
    expect(all.games[2]!.time_control).toEqual({ kind: 'correspondence', daysPerMove: 1 });
  });

  it('come a page at a time, the same moment split between pages by room code', async () => {
    const seen: string[] = [];
    let before: string | null = null;
    for (let page = 0; page < 10; page++) {
      const query: string = `?limit=1${before === null ? '' : `&before=${encodeURIComponent(before)}`}`;
      const reply = await listOf(me.client, query);
      seen.push(...codes(reply));
      before = reply.next_before;
      if (before === null) break;
    }
    expect(seen).toEqual(['MGAAA7', 'MGAAA6', 'MGAAA5', 'MGAAA4', 'MGAAA3', 'MGAAA2', 'MGAAA1']);
    const three = await listOf(me.client, '?limit=3');
    expect(codes(three)).toEqual(['MGAAA7', 'MGAAA6', 'MGAAA5']);
    const next = await listOf(me.client, `?limit=3&before=${encodeURIComponent(three.next_before!)}`);
    expect(codes(next)).toEqual(['MGAAA4', 'MGAAA3', 'MGAAA2']);
    expect(next.next_before).not.toBeNull();
  });

  it('filter by result and by speed, together or apart', async () => {
    expect(codes(await listOf(me.client, '?result=win'))).toEqual(['MGAAA5', 'MGAAA1']);
    expect(codes(await listOf(me.client, '?result=loss'))).toEqual(['MGAAA7', 'MGAAA6', 'MGAAA2']);
    // An aborted game was no draw.
    expect(codes(await listOf(me.client, '?result=draw'))).toEqual(['MGAAA3']);
    expect(codes(await listOf(me.client, '?speed=rapid'))).toEqual(['MGAAA7', 'MGAAA6']);
    expect(codes(await listOf(me.client, '?speed=untimed'))).toEqual(['MGAAA4', 'MGAAA1']);
    expect(codes(await listOf(me.client, '?speed=classical'))).toEqual([]);
    expect(codes(await listOf(me.client, '?result=loss&speed=bullet'))).toEqual(['MGAAA2']);
    const page = await listOf(me.client, '?result=loss&limit=2');
    expect(codes(page)).toEqual(['MGAAA7', 'MGAAA6']);
    expect(codes(await listOf(me.client, `?result=loss&limit=2&before=${page.next_before!}`))).toEqual([
      'MGAAA2',
    ]);
  });
});

describe('refusals', () => {
  it('needs a token', async () => {
    const anonymous = await new Client(server.url).init();
    expect(await anonymous.get('/api/my-games')).toMatchObject({ status: 401 });
  });

  const bad: [string, string][] = [
    ['?limit=0', 'limit: limit must be a whole number from 1 to 50'],
    ['?limit=51', 'limit: limit must be a whole number from 1 to 50'],
    ['?limit=ten', 'limit: limit must be a whole number from 1 to 50'],
    ['?limit=2.5', 'limit: limit must be a whole number from 1 to 50'],
    ['?result=won', 'result: result must be one of win, loss, draw'],
    [
      '?speed=lightning',
      'speed: speed must be one of bullet, blitz, rapid, classical, correspondence, untimed',
    ],
    ['?before=yesterday', 'before: before must be the next_before of an earlier page'],
    ['?before=2026-01-01T12:00:00.000Z_abc', 'before: before must be the next_before of an earlier page'],
  ];
  it.each(bad)('%s is a 400: %s', async (query, message) => {
    const { client } = await guest();
    const reply = await client.get(`/api/my-games${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Invalid request', message, code: 'validation_failed' });
  });

  it('refuses an unknown parameter', async () => {
    const { client } = await guest();
    expect(await client.get('/api/my-games?page=2')).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
  });

  it('is rate limited', async () => {
    const { client } = await guest();
    let last = 0;
    for (let i = 0; i <= MY_GAMES_PER_MINUTE; i++) last = (await client.get('/api/my-games?limit=1')).status;
    expect(last).toBe(429);
  });
});
