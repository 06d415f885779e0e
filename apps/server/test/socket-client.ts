// A WebSocket test client that records every message and can wait for one.
import { serverMessageSchema, stateAfterMove, type GameState, type ServerMessage } from '@checkers/protocol';
import WebSocket from 'ws';

/** A message as received. */
export interface Received {
  type: string;
  payload: Record<string, unknown>;
  v?: number;
}

/** A socket that collects its messages. */
export class SocketClient {
  readonly messages: Received[] = [];
  /** Messages that do not match the protocol's schema: every test expects none. */
  readonly invalid: string[] = [];
  closeCode: number | undefined;
  /** The game as a client holds it: the last `game_update`, moved on by each move event after it. */
  state: GameState | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Received;
      const parsed = serverMessageSchema.safeParse(message);
      if (!parsed.success) this.invalid.push(String(data));
      else this.follow(parsed.data);
      this.messages.push(message);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  private follow(message: ServerMessage): void {
    if (message.type === 'game_update') this.state = message.payload;
    else if ((message.type === 'move' || message.type === 'jump_sequence') && this.state !== undefined) {
      this.state = stateAfterMove(this.state, message.payload, message.v) ?? this.state;
    } else if (
      (message.type === 'spectator_count_update' ||
        message.type === 'spectator_joined' ||
        message.type === 'spectator_left') &&
      this.state !== undefined
    ) {
      this.state = { ...this.state, spectatorCount: message.payload.count };
    }
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /**
   * Opens a socket to a room. Returns once the server answers a first ping: the server handles a
   * socket's messages only after it has joined the room's fan-out and sent what the client missed,
   * so from then on the socket hears every event (a second player's arrival included) and a test
   * cannot outrun it. A socket the server refuses comes back closed.
   */
  static async open(
    baseUrl: string,
    room: string,
    token: string,
    v?: number,
    options: WebSocket.ClientOptions = {},
  ): Promise<SocketClient> {
    const url = `${baseUrl.replace('http', 'ws')}/api/ws?room=${room}&token=${token}${v === undefined ? '' : `&v=${v}`}`;
    const client = new SocketClient(new WebSocket(url, options));
    await client.live();
    return client;
  }

  /**
   * Opens the signed-in user's own socket (no room); `query` adds parameters such as `tz`. Returns
   * once the server answers a first ping: its channel is live on every node from then on, so what
   * the test does next cannot outrun the socket (a socket the server refuses comes back closed).
   */
  static async openUser(baseUrl: string, token: string, query = ''): Promise<SocketClient> {
    const client = new SocketClient(
      new WebSocket(`${baseUrl.replace('http', 'ws')}/api/ws?token=${token}${query}`),
    );
    await client.live();
    return client;
  }

  /** Waits for the socket to open and the server to answer a first ping (or to close it). */
  private async live(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.send({ type: 'ping', payload: { t: -1 } });
    await this.waitFor((m) => m.type === 'pong' && m.payload.t === -1).catch(() => undefined);
  }

  /** Sends a message (objects as JSON, strings and bytes as they are). */
  send(message: unknown): void {
    const raw = typeof message === 'string' || message instanceof Buffer;
    this.ws.send(raw ? message : JSON.stringify(message));
  }

  /** Waits until a message matches, or fails after `timeoutMs`. */
  async waitFor(match: (m: Received) => boolean, timeoutMs = 5000): Promise<Received> {
    return this.waitUntil(() => this.messages.find(match), timeoutMs);
  }

  /** Waits until the state the socket follows matches (a move's state may come with no message of its own). */
  async waitForState(match: (state: GameState) => boolean, timeoutMs = 5000): Promise<GameState> {
    return this.waitUntil(
      () => (this.state !== undefined && match(this.state) ? this.state : undefined),
      timeoutMs,
    );
  }

  private async waitUntil<T>(found: () => T | undefined, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.invalid.length > 0) throw new Error(`not in the protocol: ${this.invalid.join('\n')}`);
      const result = found();
      if (result !== undefined) return result;
      if (this.closeCode !== undefined) throw new Error(`socket closed (${this.closeCode}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${this.messages.map((m) => m.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the socket has the event of `version` (a game's end is several events). */
  async reached(version: number, timeoutMs = 15_000): Promise<Received> {
    return this.waitFor((m) => m.v !== undefined && m.v >= version, timeoutMs);
  }

  /** Waits for the close code. */
  async closed(timeoutMs = 5000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    if (this.closeCode === undefined) throw new Error('socket did not close');
    return this.closeCode;
  }

  /** Game events received, in order. */
  versioned(): Received[] {
    return this.messages.filter((m) => m.v !== undefined);
  }

  close(): void {
    this.ws.close();
  }
}
