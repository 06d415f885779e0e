// Drops the sockets of clients gone without closing (a dead network), which would otherwise stay
// open, and present, forever. One timer watches every socket of the app: a timer per socket and
// its callback cost about 200 bytes each, 2 MB at 10,000 sockets.
//
// The sockets are split into slices, and each tick visits one slice: every socket is still visited
// once a round, but the round's pings go out spread over it, as they did with a timer per socket,
// instead of 10,000 at once stalling the event loop.

/** What the heartbeat needs of a connection. */
export interface Beating {
  /** Set by the connection on a sign of life (a pong, a message); cleared when it is pinged. */
  alive: boolean;
  readonly socket: { ping(): void; terminate(): void };
}

const SLICES = 10;

/** Pings connections every `roundMs`, and terminates those that did not answer the previous round. */
export class Heartbeat {
  private readonly slices: Set<Beating>[] = Array.from({ length: SLICES }, () => new Set<Beating>());
  private next = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(roundMs: number) {
    // Rounded up: a round is never shorter than asked, so no client gets less time to answer.
    this.timer = setInterval(() => this.tick(), Math.max(1, Math.ceil(roundMs / SLICES)));
    // Watching sockets is no reason to keep the process running.
    this.timer.unref();
  }

  /** Starts watching a connection; it counts as alive until its first ping. */
  add(connection: Beating): void {
    // Into the smallest slice, so that slices emptied by closed sockets fill up again.
    let smallest = this.slices[0]!;
    for (const slice of this.slices) if (slice.size < smallest.size) smallest = slice;
    smallest.add(connection);
  }

  /** Stops watching a connection (it closed). */
  remove(connection: Beating): void {
    for (const slice of this.slices) if (slice.delete(connection)) return;
  }

  /** Number of connections watched. */
  get size(): number {
    let count = 0;
    for (const slice of this.slices) count += slice.size;
    return count;
  }

  /** Stops the timer (the app is closing). */
  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const slice = this.slices[this.next]!;
    this.next = (this.next + 1) % SLICES;
    for (const connection of slice) {
      if (!connection.alive) {
        slice.delete(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }
}
