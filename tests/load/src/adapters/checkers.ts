// Our server: a room is created and joined over HTTP like the web client does it (CSRF cookie and
// header, bearer tokens), then each player and spectator opens /api/ws.
import type { TimeControl } from '@checkers/protocol';
import type WebSocket from 'ws';
import { dispatchJson } from './json-frames.js';
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

/** Talks to our Fastify server at `base` (http://host:port). */
export class CheckersAdapter implements Adapter {
  private csrf: string | undefined;

  constructor(
    private readonly base: string,
    private readonly gauge: SocketGauge,
    /** The rooms' time control; untimed when absent. */
    private readonly timeControl?: TimeControl,
  ) {}

  /** One CSRF token serves every simulated client: it is a double-submit value, not an identity. */
  private async http(): Promise<Http> {
    if (this.csrf === undefined) {
      const response = await fetch(`${this.base}/api/health`);
      await response.text();
      this.csrf = response.headers.get('x-csrf-token') ?? '';
    }
    return { base: this.base, csrf: this.csrf };
  }

  async open(events: RoomEvents, spectators: number): Promise<RoomLink> {
    const http = await this.http();
    // The creator takes red, so the joiner is black and moves first: seat 0.
    const created = await call<{ invite_code: string; token: string }>(http, 'POST', '/api/create-room', {
      color: 'red',
      ...(this.timeControl === undefined ? {} : { timeControl: this.timeControl }),
    });
    const code = created.invite_code;
    const joined = await call<{ token: string }>(http, 'GET', `/api/join-room?code=${code}`);
    const watchers: string[] = [];
    for (let i = 0; i < spectators; i++) {
      const seen = await call<{ token: string }>(http, 'POST', '/api/spectate/join', { room_code: code });
      watchers.push(seen.token);
    }
    let closing = false;
    const sockets: WebSocket[] = [];
    const wsBase = `${this.base.replace(/^http/, 'ws')}/api/ws?room=${code}&token=`;
    const open = (token: string, onText: (text: string) => void): Promise<WebSocket> =>
      openSocket(wsBase + token, this.gauge, events, () => closing, onText);
    const close = (): void => {
      closing = true;
      for (const ws of sockets) ws.close();
    };
    try {
      const seat = (s: Seat) => (text: string) => dispatchJson(text, s, events);
      sockets.push(await open(joined.token, seat(0)), await open(created.token, seat(1)));
      for (const token of watchers) sockets.push(await open(token, () => undefined));
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
