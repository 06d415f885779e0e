// A timed game whose players sit on different nodes: when the side to move runs out, both nodes'
// sweeps (and the timer of the node that wrote the last move) race to end it; it ends exactly once,
// on time, and every socket on every node hears one `game_over`.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playOpening, type State } from '../players.js';
import { SocketClient } from '../socket-client.js';
import { eventually, startCluster, type Cluster } from './cluster.js';
import { stateOn } from './seats.js';

let cluster: Cluster;

beforeAll(async () => {
  // A short sweep on every node, so both see the flag within the same few hundred ms.
  cluster = await startCluster(2, { CLOCK_SWEEP_MS: '100' });
});

afterAll(async () => {
  await cluster?.stop();
});

describe('a timed game across nodes', () => {
  it('loses on time exactly once when the flag falls', async () => {
    const [a, b] = cluster.nodes as [(typeof cluster.nodes)[0], (typeof cluster.nodes)[0]];
    const red = await a.client();
    const created = await red.post<{ invite_code: string; token: string }>('/api/create-room', {
      color: 'red',
      timeControl: { kind: 'clock', initialSeconds: 60, incrementSeconds: 0 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    red.token = created.body.token;
    const code = created.body.invite_code;
    const black = await b.client();
    const joined = await black.get<{ token: string }>(`/api/join-room?code=${code}`);
    black.token = joined.body.token;
    const redSocket = await SocketClient.open(a.url, code, red.token, 0);
    const blackSocket = await SocketClient.open(b.url, code, black.token, 0);

    // Black moves through node B, red through node A: node A wrote the last move and holds the timer.
    await playOpening({ code, of: (color) => (color === 'red' ? red : black) });

    // Black's time runs out: as stored, its turn began long enough ago. Both nodes sweep for it.
    const db = new pg.Client({ connectionString: cluster.database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ clock_state: string }>(
        'select clock_state from rooms where code = $1',
        [code],
      );
      const clock = JSON.parse(rows[0]!.clock_state) as Record<string, unknown>;
      await db.query('update rooms set clock_state = $1, earliest_flag_at = $2 where code = $3', [
        JSON.stringify({ ...clock, b: 500, t: Date.now() - 5_000 }),
        new Date(Date.now() - 1_000).toISOString(),
        code,
      ]);
      const over = await blackSocket.waitFor((m) => m.type === 'game_over', 10_000);
      expect(over.payload).toMatchObject({ winner: 'red', isDraw: false, reason: 'timeout' });
      await redSocket.waitFor((m) => m.type === 'game_over', 10_000);

      for (const node of [a, b]) {
        const state = await eventually(async () => {
          const shown = await stateOn(node, code, red.token!);
          expect(shown.isGameOver).toBe(true);
          return shown as State & { clock?: { black: number; running: string | null } };
        });
        expect(state).toMatchObject({ winner: 'red', reason: 'timeout' });
        expect(state.clock).toMatchObject({ black: 0, running: null });
      }
      const ends = await db.query<{ n: string }>(
        "select count(*) as n from game_events where room_code = $1 and type = 'game_over'",
        [code],
      );
      expect(Number(ends.rows[0]!.n)).toBe(1);
      // Give the other node's sweep and timer time to try again: still one ending, one message each.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const again = await db.query<{ n: string }>(
        "select count(*) as n from game_events where room_code = $1 and type = 'game_over'",
        [code],
      );
      expect(Number(again.rows[0]!.n)).toBe(1);
      expect(blackSocket.messages.filter((m) => m.type === 'game_over')).toHaveLength(1);
      expect(redSocket.messages.filter((m) => m.type === 'game_over')).toHaveLength(1);
    } finally {
      await db.end();
      redSocket.close();
      blackSocket.close();
    }
  });
});
