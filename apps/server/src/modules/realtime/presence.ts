// Who is connected to each room, on this node: open sockets per user and when each user was last
// seen (a socket open, or any call about the room). A player with no socket and no call for the
// abandonment time (60 s by default) is gone, which lets the opponent claim the win. Multi-node
// mode keeps the same facts in Redis (redis-presence.ts), so the answers are asynchronous.

/** Who is connected to each room, as the rest of the server asks it. */
export interface Presence {
  /** How long a user must be away to count as gone. */
  readonly goneAfterMs: number;
  /** A socket opened; true when it is the user's first in the room. */
  connect(room: string, user: string, spectator: boolean): Promise<boolean>;
  /** A socket closed; true when it was the user's last in the room. */
  disconnect(room: string, user: string): Promise<boolean>;
  /** Notes activity (an HTTP call) by a user in a room. */
  touch(room: string, user: string): void;
  /** Spectators with an open socket. */
  spectatorCount(room: string): Promise<number>;
  /** True when the user has an open socket in the room. */
  isConnected(room: string, user: string): Promise<boolean>;
  /** True when the user has neither a socket nor a call in the room for `goneAfterMs`. */
  isGone(room: string, user: string): Promise<boolean>;
  /** Stops any background work. */
  close(): Promise<void>;
}

interface Seen {
  sockets: number;
  lastSeen: number;
  spectator: boolean;
}

/** Connection facts for the rooms of this node, answered at once. */
export class NodePresence {
  private readonly rooms = new Map<string, Map<string, Seen>>();

  constructor(
    /** How long a user must be away to count as gone. */
    readonly goneAfterMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  private entry(room: string, user: string, spectator: boolean): Seen {
    let users = this.rooms.get(room);
    if (users === undefined) this.rooms.set(room, (users = new Map()));
    let seen = users.get(user);
    if (seen === undefined) users.set(user, (seen = { sockets: 0, lastSeen: this.clock(), spectator }));
    return seen;
  }

  /** A socket opened; returns true when it is the user's first in the room. */
  connect(room: string, user: string, spectator: boolean): boolean {
    const seen = this.entry(room, user, spectator);
    seen.sockets += 1;
    seen.lastSeen = this.clock();
    // A spectator may have been seen first by an HTTP call, which cannot tell who it was.
    seen.spectator = spectator;
    return seen.sockets === 1;
  }

  /** A socket closed; returns true when it was the user's last in the room. */
  disconnect(room: string, user: string): boolean {
    const seen = this.rooms.get(room)?.get(user);
    if (seen === undefined) return false;
    seen.sockets = Math.max(0, seen.sockets - 1);
    seen.lastSeen = this.clock();
    return seen.sockets === 0;
  }

  /** Notes activity (an HTTP call) by a user in a room. */
  touch(room: string, user: string): void {
    const seen = this.rooms.get(room)?.get(user);
    if (seen !== undefined) seen.lastSeen = this.clock();
    else this.entry(room, user, false);
  }

  /** Spectators with an open socket. */
  spectatorCount(room: string): number {
    let count = 0;
    for (const seen of this.rooms.get(room)?.values() ?? [])
      if (seen.spectator && seen.sockets > 0) count += 1;
    return count;
  }

  /** True when the user has an open socket in the room. */
  isConnected(room: string, user: string): boolean {
    return (this.rooms.get(room)?.get(user)?.sockets ?? 0) > 0;
  }

  /** True when the user has neither a socket nor a call in the room for `goneAfterMs`. */
  isGone(room: string, user: string): boolean {
    // A user this node has not seen yet (say, after a restart) starts its 60 s from now.
    const seen = this.entry(room, user, false);
    return seen.sockets === 0 && this.clock() - seen.lastSeen > this.goneAfterMs;
  }

  /** Forgets a finished room. */
  forget(room: string): void {
    this.rooms.delete(room);
  }

  /** The users with an open socket in each room: what a node shares in multi-node mode. */
  *connected(): Generator<{ room: string; user: string; spectator: boolean }> {
    for (const [room, users] of this.rooms)
      for (const [user, seen] of users) if (seen.sockets > 0) yield { room, user, spectator: seen.spectator };
  }
}

/** The presence of a single node: its own facts are the whole truth. */
export class LocalPresence implements Presence {
  private readonly node: NodePresence;

  constructor(goneAfterMs: number, clock: () => number = Date.now) {
    this.node = new NodePresence(goneAfterMs, clock);
  }

  get goneAfterMs(): number {
    return this.node.goneAfterMs;
  }

  async connect(room: string, user: string, spectator: boolean): Promise<boolean> {
    return this.node.connect(room, user, spectator);
  }

  async disconnect(room: string, user: string): Promise<boolean> {
    return this.node.disconnect(room, user);
  }

  touch(room: string, user: string): void {
    this.node.touch(room, user);
  }

  async spectatorCount(room: string): Promise<number> {
    return this.node.spectatorCount(room);
  }

  async isConnected(room: string, user: string): Promise<boolean> {
    return this.node.isConnected(room, user);
  }

  async isGone(room: string, user: string): Promise<boolean> {
    return this.node.isGone(room, user);
  }

  async close(): Promise<void> {}
}
