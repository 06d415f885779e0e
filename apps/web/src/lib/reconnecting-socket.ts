// A WebSocket to /api/ws that parses every server message once at the boundary, keeps itself alive
// with `ping`, and reconnects after an unexpected close with the spec's backoff: 1 s doubling to
// 60 s, plus or minus 25 %, at most 10 attempts; the final close codes stop it.
import { serverMessageSchema, type ClientMessage, type ServerMessage } from '@checkers/protocol';

/** The spec's real-time constants. */
export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;
export const SOCKET_MAX_RECONNECTS = 10;
export const SOCKET_RECONNECT_BASE_MS = 1_000;
export const SOCKET_RECONNECT_MAX_MS = 60_000;
export const SOCKET_JITTER = 0.25;
/** How often an open socket sends `ping` (the room socket's rhythm). */
export const SOCKET_PING_EVERY_MS = 15_000;

/** Closes after which reconnecting cannot help: normal, going away, refused, bad or expired token. */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  1000, 1001, 1003, 1008, 1010, 1015, 4001, 4003,
]);

/** Whether a close code allows reconnecting. */
export const canReconnectAfter = (code: number): boolean => !FINAL_CLOSE_CODES.has(code);

/** Delay before reconnect attempt `attempt` (1-based): 1 s doubling to 60 s, plus or minus 25 %. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(SOCKET_RECONNECT_BASE_MS * 2 ** (attempt - 1), SOCKET_RECONNECT_MAX_MS);
  return Math.round(base * (1 + (random() * 2 - 1) * SOCKET_JITTER));
}

/** A server message, or null for anything that is not one (bad JSON, unknown type, bad payload). */
export function parseServerMessage(text: string): ServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = serverMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** What the socket tells its owner. */
export interface ReconnectingSocketHandlers {
  onMessage(message: ServerMessage): void;
  onOpen?(): void;
  /** Closed; `final` when no reconnect follows (a final code, or the attempts are spent). */
  onClose?(code: number, final: boolean): void;
  onReconnecting?(attempt: number, max: number): void;
}

export interface ReconnectingSocketOptions {
  /** The address, asked again at each (re)connection. */
  readonly url: () => string;
  readonly handlers: ReconnectingSocketHandlers;
  readonly pingEveryMs?: number;
  readonly random?: () => number;
}

export class ReconnectingSocket {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = true;

  constructor(private readonly options: ReconnectingSocketOptions) {}

  /** Whether the socket is open. */
  get connected(): boolean {
    return this.socket !== null && this.socket.readyState === WebSocket.OPEN;
  }

  connect(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempts = 0;
    this.open();
  }

  /** Sends a message; false when not connected. */
  send(message: ClientMessage): boolean {
    if (!this.connected || this.socket === null) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Reconnects now (the network came back), restarting the attempt count. */
  reconnectNow(): void {
    if (this.stopped || this.connected) return;
    clearTimeout(this.retryTimer);
    this.attempts = 0;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.open();
  }

  /** Closes for good (1000): no reconnect follows. */
  close(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'closed');
  }

  private open(): void {
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    const connectTimer = setTimeout(() => {
      if (socket.readyState === WebSocket.CONNECTING) socket.close();
    }, SOCKET_CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(connectTimer);
      if (this.socket !== socket) return;
      this.attempts = 0;
      const ping = () => this.send({ type: 'ping', payload: { t: Date.now() } });
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(ping, this.options.pingEveryMs ?? SOCKET_PING_EVERY_MS);
      ping();
      this.options.handlers.onOpen?.();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket) return;
      // Messages this client does not know (a newer server) are skipped, never thrown.
      const message = parseServerMessage(String(event.data));
      if (message !== null) this.options.handlers.onMessage(message);
    };
    socket.onclose = (event: CloseEvent) => {
      clearTimeout(connectTimer);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      const final = !canReconnectAfter(event.code) || this.attempts >= SOCKET_MAX_RECONNECTS;
      this.options.handlers.onClose?.(event.code, final);
      if (!final) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.attempts >= SOCKET_MAX_RECONNECTS) return;
    this.attempts++;
    this.options.handlers.onReconnecting?.(this.attempts, SOCKET_MAX_RECONNECTS);
    this.retryTimer = setTimeout(() => this.open(), backoffDelay(this.attempts, this.options.random));
  }
}
