// The sockets of this node, by room. Subscribes each room to the bus once, while it has sockets,
// and forwards every event to them. Sending is best effort: a socket that is gone is skipped.
//
// A joining socket is first replayed what it missed from the event log while live events already
// arrive from the bus; so live events are held back until the replay is done, and a versioned event
// the socket has already been sent is not sent again (each socket sees every version once, in order).
//
// Spectator chat has an audience of its own: only sockets marked as chat readers get it (the chat
// module marks them: spectators opted in, players once their game is over), so a player never
// receives it during the game. The players' own chat has another: only sockets marked as its
// readers (the two players') get it, so a spectator never does. The cost for a game event is two
// string tests per event, none per socket beyond a flag read on a state the loop reads anyway.
import { isChatBroadcast, isGameChat, type ServerMessage } from '@checkers/protocol';
import type { EventBus } from './bus.js';

/** What the hub needs of a socket. */
export interface HubSocket {
  send(data: string): void;
  readonly readyState: number;
}

const OPEN = 1;

/** Per socket: the highest version sent, live events held back during its replay, chat reading. */
interface Sent {
  v: number;
  held: ServerMessage[] | undefined;
  /** Reads the spectators' chat. */
  readsChat: boolean;
  /** Reads the players' own chat. */
  readsGameChat: boolean;
}

/** The flag of the audience a message is for, when it is for one chat's readers only. */
type Audience = 'readsChat' | 'readsGameChat';

function audienceOf(type: string): Audience | undefined {
  if (isChatBroadcast(type)) return 'readsChat';
  return isGameChat(type) ? 'readsGameChat' : undefined;
}

const sent = new WeakMap<HubSocket, Sent>();

/** The TCP stream under a `ws` socket, where there is one (test doubles have none). */
interface Corkable {
  cork(): void;
  uncork(): void;
}

// A change to a game sends several events at once (a move, then the state, sometimes `game_over`),
// each its own frame: without help each frame is its own system call. Holding a socket's writes until
// the end of the tick sends them in one.
const corked: Corkable[] = [];
function uncorkAll(): void {
  for (const stream of corked.splice(0)) stream.uncork();
}
function holdWritesThisTick(socket: HubSocket): void {
  const stream = (socket as { _socket?: Corkable | null })._socket;
  if (stream === undefined || stream === null || (stream as { writableCorked?: number }).writableCorked)
    return;
  stream.cork();
  if (corked.push(stream) === 1) process.nextTick(uncorkAll);
}

const versionOf = (message: ServerMessage): number | undefined => (message as { v?: number }).v;

interface RoomSockets {
  readonly sockets: Set<HubSocket>;
  readonly unsubscribe: () => void;
}

/** Room-by-room socket registry with bus fan-out. */
export class Hub {
  private readonly rooms = new Map<string, RoomSockets>();

  constructor(private readonly bus: EventBus) {}

  /** Adds a socket to a room; with `hold`, live events wait for `release` (after a replay). */
  add(room: string, socket: HubSocket, hold = false): void {
    sent.set(socket, { v: 0, held: hold ? [] : undefined, readsChat: false, readsGameChat: false });
    let entry = this.rooms.get(room);
    if (entry === undefined) {
      const sockets = new Set<HubSocket>();
      const unsubscribe = this.bus.subscribe(room, (message) => this.deliver(sockets, message));
      this.rooms.set(room, (entry = { sockets, unsubscribe }));
    }
    entry.sockets.add(socket);
  }

  /** Settles once the room's subscription hears everything published from then on, on any node. */
  ready(room: string): Promise<void> {
    return this.bus.subscribed?.(room) ?? Promise.resolve();
  }

  /** Removes a socket; the room's subscription ends with its last socket. */
  remove(room: string, socket: HubSocket): void {
    const entry = this.rooms.get(room);
    if (entry === undefined) return;
    entry.sockets.delete(socket);
    if (entry.sockets.size === 0) {
      entry.unsubscribe();
      this.rooms.delete(room);
    }
  }

  /** Holds this socket's live events until `release` (while it is sent a history, say). */
  hold(socket: HubSocket): void {
    const state = sent.get(socket);
    if (state !== undefined && state.held === undefined) state.held = [];
  }

  /**
   * Sends live events held back for this socket (those it has not been sent yet, and not `skip`ped:
   * say, chat messages its history already held), then goes live.
   */
  release(socket: HubSocket, skip?: (message: ServerMessage) => boolean): void {
    const state = sent.get(socket);
    if (state?.held === undefined) return;
    const held = state.held;
    state.held = undefined;
    for (const message of held) {
      const audience = audienceOf(message.type);
      if (audience !== undefined && !state[audience]) continue;
      if (skip?.(message) === true) continue;
      Hub.sendLive(socket, JSON.stringify(message), versionOf(message));
    }
  }

  /** Makes a socket a reader of the room's spectator chat, or no longer one. */
  static readChat(socket: HubSocket, reads: boolean): void {
    const state = sent.get(socket);
    if (state !== undefined) state.readsChat = reads;
  }

  /** Makes a socket a reader of the room's players' chat, or no longer one. */
  static readGameChat(socket: HubSocket, reads: boolean): void {
    const state = sent.get(socket);
    if (state !== undefined) state.readsGameChat = reads;
  }

  /** Sends one message to one socket (a reply or a replay: always sent). */
  static send(socket: HubSocket, message: ServerMessage): void {
    if (socket.readyState !== OPEN) return;
    holdWritesThisTick(socket);
    socket.send(JSON.stringify(message));
    const v = versionOf(message);
    const state = sent.get(socket);
    if (v !== undefined && state !== undefined) state.v = Math.max(state.v, v);
  }

  private static sendLive(socket: HubSocket, data: string, v: number | undefined): void {
    if (socket.readyState !== OPEN) return;
    const state = sent.get(socket);
    if (v !== undefined && state !== undefined) {
      if (v <= state.v) return;
      state.v = v;
    }
    holdWritesThisTick(socket);
    socket.send(data);
  }

  private deliver(sockets: Set<HubSocket>, message: ServerMessage): void {
    const data = JSON.stringify(message);
    const v = versionOf(message);
    const audience = audienceOf(message.type);
    for (const socket of sockets) {
      const state = sent.get(socket);
      if (audience !== undefined && state?.[audience] !== true) continue;
      const held = state?.held;
      if (held !== undefined) held.push(message);
      else Hub.sendLive(socket, data, v);
    }
  }

  /** Number of sockets on this node. */
  get socketCount(): number {
    let count = 0;
    for (const entry of this.rooms.values()) count += entry.sockets.size;
    return count;
  }
}
