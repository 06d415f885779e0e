// Our server: a room is created and joined over HTTP like the web client does it (CSRF cookie and
// header, bearer tokens), then each player and spectator opens /api/ws. Given several nodes of a
// cluster, each connection goes to the node room-placement.ts picks: a player's calls and socket on
// one node, the opponent's on another.
import type { TimeControl } from '@checkers/protocol';
import type WebSocket from 'ws';
import { dispatchJson } from './json-frames.js';
import { placeRoom } from './room-placement.js';
import { openSocket } from './socket.js';
import type { Adapter, RoomEvents, RoomLink, Seat, SocketGauge } from './types.js';

interface Http {
  readonly base: string;
  readonly csrf: string;
}

async function call<T>(http: Http, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${http.base}${path}`, {
    method,
    headers: {
      cookie: `csrf_token=${http.csrf}`,
      'x-csrf-token': http.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  // The message leaves out the query, so the driver can count failures by kind.
  if (!response.ok)
    throw new Error(`${method} ${path.split('?')[0]}: HTTP ${response.status} ${text.slice(0, 80)}`);
  return JSON.parse(text) as T;
}

/** Talks to our Fastify server at `bases` (http://host:port): one server, or a cluster's nodes. */
export class CheckersAdapter implements Adapter {
  private csrf: string | undefined;
  /** Rooms opened so far, which places the next one. */
  private opened = 0;

  constructor(
    private readonly bases: readonly string[],
    private readonly gauge: SocketGauge,
    /** The rooms' time control; untimed when absent. */
    private readonly timeControl?: TimeControl,
  ) {
    if (bases.length === 0) throw new Error('CheckersAdapter needs at least one server');
  }

  /**
   * One CSRF token serves every simulated client on every node: it is a double-submit value that a
   * node only compares with the cookie, not an identity.
   */
  private async csrfToken(): Promise<string> {
    if (this.csrf === undefined) {
      const response = await fetch(`${this.bases[0]}/api/health`);
      await response.text();
      this.csrf = response.headers.get('x-csrf-token') ?? '';
    }
    return this.csrf;
  }

  async open(events: RoomEvents, spectators: number): Promise<RoomLink> {
    const csrf = await this.csrfToken();
    const place = placeRoom(this.opened++, this.bases.length, spectators);
    const on = (node: number): Http => ({ base: this.bases[node]!, csrf });
    // The creator takes red, so the joiner is black and moves first: seat 0.
    const created = await call<{ invite_code: string; token: string }>(
      on(place.creator),
      'POST',
      '/api/create-room',
      {
        color: 'red',
        ...(this.timeControl === undefined ? {} : { timeControl: this.timeControl }),
      },
    );
    const code = created.invite_code;
    const joined = await call<{ token: string }>(on(place.joiner), 'GET', `/api/join-room?code=${code}`);
    const watchers: { node: number; token: string }[] = [];
    for (const node of place.spectators) {
      const seen = await call<{ token: string }>(on(node), 'POST', '/api/spectate/join', { room_code: code });
      watchers.push({ node, token: seen.token });
    }
    let closing = false;
    const sockets: WebSocket[] = [];
    const open = (node: number, token: string, onText: (text: string) => void): Promise<WebSocket> =>
      openSocket(
        `${this.bases[node]!.replace(/^http/, 'ws')}/api/ws?room=${code}&token=${token}`,
        this.gauge,
        events,
        () => closing,
        onText,
      );
    const close = (): void => {
      closing = true;
      for (const ws of sockets) ws.close();
    };
    try {
      const seat = (s: Seat) => (text: string) => dispatchJson(text, s, events);
      sockets.push(
        await open(place.joiner, joined.token, seat(0)),
        await open(place.creator, created.token, seat(1)),
      );
      for (const { node, token } of watchers) sockets.push(await open(node, token, () => undefined));
    } catch (error) {
      close();
      throw error;
    }
    return {
      send: (s, frame) => sockets[s]!.send(JSON.stringify(frame)),
      close,
    };
  }
}
