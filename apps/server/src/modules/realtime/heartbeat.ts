// Drops the sockets of clients gone without closing (a dead network), which would otherwise stay
// open, and present, forever. One timer watches every socket of the app: a timer per socket and
// its callback cost about 200 bytes each, 2 MB at 10,000 sockets.
//
// The sockets are split into slices, one visited every tick of about 100 ms: every socket is still
// visited once a round, but the round's pings go out a few dozen at a time, as they did with a timer
// per socket. Ten slices were tried first: at 10,000 sockets, 1,000 pings at once stalled the event
// loop for 20-70 ms every 3 s, the tail of the move latency.
//
// A client that sent a message since its last visit has shown it is there: it is not pinged that
// round. Players in a game talk every few seconds, so at 10,000 players the pings and their pongs
// (a write and a read each, a few hundred a second) mostly go; quiet sockets (spectators, a lobby)
// are pinged every round as before. A talker that falls silent is pinged at the next visit and
// dropped at the one after: gone for two to three rounds before it goes, against one to two for a
// quiet socket.

/** What the heartbeat needs of a connection. */
export interface Beating {
  /** Set by the connection on a sign of life (a pong, a message); cleared when it is pinged. */
  alive: boolean;
  /** Set by the connection on a message; cleared at each visit. */
  talked: boolean;
  /** Whether the last visit pinged it (rather than finding it had talked). */
  pinged: boolean;
  readonly socket: { ping(): void; terminate(): void };
}

/** About how often a slice is visited. */
const TICK_MS = 100;

/**
 * Visits connections every `roundMs`: pings those that did not talk since the last visit, and
 * terminates those that did not answer the previous visit's ping.
 */
export class Heartbeat {
  private readonly slices: Set<Beating>[];
  private readonly sliceOf = new WeakMap<Beating, Set<Beating>>();
  private next = 0;
  private added = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(roundMs: number) {
    const count = Math.max(1, Math.floor(roundMs / TICK_MS));
    this.slices = Array.from({ length: count }, () => new Set<Beating>());
    // Rounded up: a round is never shorter than asked, so no client gets less time to answer.
    this.timer = setInterval(() => this.tick(), Math.max(1, Math.ceil(roundMs / count)));
    // Watching sockets is no reason to keep the process running.
    this.timer.unref();
  }

  /** Starts watching a connection; it counts as alive until its first ping. */
  add(connection: Beating): void {
    // In turn, so the slices stay even as connections come and go.
    const slice = this.slices[this.added++ % this.slices.length]!;
    slice.add(connection);
    this.sliceOf.set(connection, slice);
  }

  /** Stops watching a connection (it closed). */
  remove(connection: Beating): void {
    this.sliceOf.get(connection)?.delete(connection);
    this.sliceOf.delete(connection);
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
    this.next = (this.next + 1) % this.slices.length;
    for (const connection of slice) {
      if (connection.talked) {
        connection.talked = false;
        connection.pinged = false;
        continue;
      }
      if (connection.pinged && !connection.alive) {
        slice.delete(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.pinged = true;
      connection.socket.ping();
    }
  }
}
