// Whether a registered user is online: while at least one of its sockets (its user socket or a room
// socket) is open, on any node. The sockets tell it when they open and close; a change is announced
// to a listener (the social module tells the user's friends), once per change whatever the number
// of nodes. Going offline waits `offlineDelayMs` without any socket, so a page reload (close, then
// open again within a second) announces nothing.
//
// This file holds the port and the single-process version; redis-user-presence.ts keeps the same
// facts in Redis for several nodes.

/** A user came online or went offline (announced once per change). */
export type PresenceChange = (userId: string, online: boolean) => void;

/** User presence, as the sockets feed it and the rest of the server asks it. */
export interface UserPresence {
  /** A socket of the user opened (on this node). */
  opened(userId: string): void;
  /** A socket of the user closed (on this node). */
  closed(userId: string): void;
  /** The users among `userIds` with a socket open on some node. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** Where changes are announced (one listener; the app sets it once the listener exists). */
  listen(listener: PresenceChange): void;
  /** Stops timers and forgets this node's sockets. */
  close(): Promise<void>;
}

/** How long a user must have no socket before going offline, by default. */
export const DEFAULT_OFFLINE_DELAY_MS = 5_000;

/** Counts of open sockets per user on this node, with the pending offline checks. */
export class NodeSockets {
  private readonly counts = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  /** Counts an opened socket; true when it is the user's first on this node. */
  open(userId: string): boolean {
    const count = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, count);
    this.cancel(userId);
    return count === 1;
  }

  /** Counts a closed socket; true when it was the user's last on this node. */
  close(userId: string): boolean {
    const count = (this.counts.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.counts.set(userId, count);
      return false;
    }
    this.counts.delete(userId);
    return count === 0;
  }

  has(userId: string): boolean {
    return this.counts.has(userId);
  }

  users(): IterableIterator<string> {
    return this.counts.keys();
  }

  /** Runs `check` after `ms` unless the user opens a socket here first. */
  later(userId: string, ms: number, check: () => void): void {
    this.cancel(userId);
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      check();
    }, ms);
    timer.unref();
    this.timers.set(userId, timer);
  }

  cancel(userId: string): void {
    const timer = this.timers.get(userId);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(userId);
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.counts.clear();
  }
}

/** The presence of a single node: its own sockets are the whole truth. */
export class LocalUserPresence implements UserPresence {
  private readonly sockets = new NodeSockets();
  private readonly announced = new Set<string>();
  private listener: PresenceChange = () => {};

  constructor(private readonly offlineDelayMs = DEFAULT_OFFLINE_DELAY_MS) {}

  opened(userId: string): void {
    this.sockets.open(userId);
    if (this.announced.has(userId)) return;
    this.announced.add(userId);
    this.listener(userId, true);
  }

  closed(userId: string): void {
    if (!this.sockets.close(userId)) return;
    this.sockets.later(userId, this.offlineDelayMs, () => {
      if (this.sockets.has(userId) || !this.announced.delete(userId)) return;
      this.listener(userId, false);
    });
  }

  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.sockets.has(id)));
  }

  listen(listener: PresenceChange): void {
    this.listener = listener;
  }

  async close(): Promise<void> {
    this.sockets.clear();
  }
}
