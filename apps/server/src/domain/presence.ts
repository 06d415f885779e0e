// Who is connected to each room, on this node: open sockets per user and when each user was last
// seen (a socket open, or any call about the room). A player with no socket and no call for the
// abandonment time (60 s by default) is gone, which lets the opponent claim the win. Multi-node
// mode keeps the same facts in Redis.

interface Seen {
  sockets: number;
  lastSeen: number;
  spectator: boolean;
}

/** Connection facts for the rooms of this node. */
export class Presence {
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
}
