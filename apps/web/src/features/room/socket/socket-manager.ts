// The one WebSocket manager: connects to /api/ws with the room and token, reconnects with doubling
// delay and jitter unless the close is final, and reports status texts.
import { CLOSE_CODES, serverMessageSchema, type ClientMessage, type ServerMessage } from '@checkers/protocol';
import { canResumeFrom } from '../../../lib/event-versions';
import { timeZone } from '../../../lib/socket-url';

/** The spec's real-time constants. */
export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;
export const SOCKET_MAX_RECONNECTS = 10;
export const SOCKET_RECONNECT_BASE_MS = 1_000;
export const SOCKET_RECONNECT_MAX_MS = 60_000;
export const SOCKET_JITTER = 0.25;

/** Closes after which reconnecting cannot help. */
const FINAL_CLOSES = new Set([1000, 1001, 1003, 1008, 1010, 1015, 4001, 4002, 4003]);

/** The friendly text of a close code, if it has one. */
export function closeMessage(code: number): string {
  switch (code) {
    case CLOSE_CODES.badToken:
      return 'Authentication failed. Please refresh the page.';
    case CLOSE_CODES.noSuchRoom:
      return 'Game room not found';
    case CLOSE_CODES.sessionExpired:
      return 'Session expired. Please refresh the page.';
    case 1006:
      return 'Connection lost. Attempting to reconnect...';
    case 1001:
      return 'Server is going away. Please refresh the page.';
    case 1011:
      return 'Server error. Please try again later.';
    default:
      return 'Connection error. Attempting to reconnect...';
  }
}

/** Whether a close code allows reconnecting. */
export const shouldReconnect = (code: number): boolean => !FINAL_CLOSES.has(code);

/** Delay before reconnect attempt `attempt` (1-based): 1 s doubling to 60 s, plus or minus 25 %. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(SOCKET_RECONNECT_BASE_MS * 2 ** (attempt - 1), SOCKET_RECONNECT_MAX_MS);
  return Math.round(base * (1 + (random() * 2 - 1) * SOCKET_JITTER));
}

/** What the manager tells its owner. */
export interface SocketHandlers {
  onOpen(): void;
  onMessage(message: ServerMessage): void;
  /** The socket closed; `text` is the friendly status, `final` when no reconnect follows. */
  onClose(text: string, final: boolean): void;
  onReconnecting(attempt: number, max: number): void;
  onError(text: string): void;
}

/** One socket for one room; `lastVersion` is asked at each (re)connection so missed events are replayed. */
export class SocketManager {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly room: string,
    private readonly token: string,
    private readonly lastVersion: () => number,
    private readonly handlers: SocketHandlers,
  ) {}

  /** Whether the socket is open. */
  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  connect(): void {
    if (!this.room || !this.token || this.token === 'null') {
      this.handlers.onError('Failed to establish connection');
      return;
    }
    this.stopped = false;
    this.open();
  }

  /** Sends a message; false (with the spec's text reported) when not connected. */
  send(message: ClientMessage): boolean {
    if (!this.connected || this.socket === null) {
      this.handlers.onError('Cannot send message: Not connected');
      return false;
    }
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Reconnects now (the network came back), restarting the attempt count. */
  reconnectNow(): void {
    if (this.stopped || this.connected) return;
    clearTimeout(this.timer);
    this.attempts = 0;
    this.socket?.close();
    this.socket = null;
    this.open();
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'left');
  }

  private open(): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const query = new URLSearchParams({ room: this.room, token: this.token });
    const version = this.lastVersion();
    if (canResumeFrom(version)) query.set('v', String(version));
    // The player's time zone: the server tells the time of day where the player is (achievements).
    const tz = timeZone();
    if (tz !== undefined) query.set('tz', tz);
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${scheme}://${location.host}/api/ws?${query.toString()}`);
    } catch {
      this.handlers.onError('Failed to establish connection');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    const connectTimer = setTimeout(() => {
      if (socket.readyState !== WebSocket.CONNECTING) return;
      this.handlers.onError('Connection timeout - server may be unavailable');
      socket.close();
    }, SOCKET_CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(connectTimer);
      this.attempts = 0;
      this.handlers.onOpen();
    };
    socket.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        this.handlers.onError('Invalid message format received');
        return;
      }
      const parsed = serverMessageSchema.safeParse(data);
      if (!parsed.success) {
        const known = typeof data === 'object' && data !== null && 'type' in data;
        this.handlers.onError(known ? 'Received unknown message type' : 'Invalid message format received');
        return;
      }
      this.handlers.onMessage(parsed.data);
    };
    socket.onclose = (event) => {
      clearTimeout(connectTimer);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      const final = !shouldReconnect(event.code);
      this.handlers.onClose(closeMessage(event.code), final);
      if (!final) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    if (this.attempts >= SOCKET_MAX_RECONNECTS) {
      this.handlers.onError('Unable to reconnect. Please refresh the page.');
      return;
    }
    this.attempts++;
    this.handlers.onReconnecting(this.attempts, SOCKET_MAX_RECONNECTS);
    this.timer = setTimeout(() => this.open(), reconnectDelay(this.attempts));
  }
}
