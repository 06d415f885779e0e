// Socket messages per second, counted per IP and per token over all their sockets (a client cannot
// escape the limit by opening more sockets, nor by using more addresses with one token). Every
// frame of every socket passes here, so counting allocates nothing: a socket holds its two counters
// from its first message to its close, sharing them with the other sockets of its IP or token.
// (@fastify/rate-limit did this before: two limiter calls, their promises and key strings per frame,
// about 7% of what the server allocated under load.)

/** One key's count in the current window. */
export interface MessageCounter {
  readonly key: string;
  count: number;
  windowStart: number;
  /** Sockets counting against it; it is forgotten with the last. */
  holders: number;
}

/** Fixed windows of `windowMs`, at most `max` messages in each, per key. */
export class MessageLimiter {
  private readonly counters = new Map<string, MessageCounter>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 1000,
  ) {}

  /** The counters a socket from `ip` with the token hashed as `tokenHash` counts against. */
  attach(ip: string, tokenHash: string): readonly MessageCounter[] {
    return [this.hold(`ip:${ip}`), this.hold(`token:${tokenHash}`)];
  }

  /** Lets go of a socket's counters (it closed). */
  release(counters: readonly MessageCounter[]): void {
    for (const counter of counters) {
      counter.holders -= 1;
      if (counter.holders === 0) this.counters.delete(counter.key);
    }
  }

  /** Counts one message: 0 when allowed, else the whole seconds until the window ends (at least 1). */
  take(counters: readonly MessageCounter[], now = Date.now()): number {
    let wait = 0;
    for (const counter of counters) {
      if (now - counter.windowStart >= this.windowMs) {
        counter.windowStart = now;
        counter.count = 0;
      }
      counter.count += 1;
      if (counter.count > this.max) {
        const left = counter.windowStart + this.windowMs - now;
        wait = Math.max(wait, Math.ceil(left / 1000), 1);
      }
    }
    return wait;
  }

  /** Keys counted now (for tests: closed sockets leave nothing behind). */
  get size(): number {
    return this.counters.size;
  }

  private hold(key: string): MessageCounter {
    let counter = this.counters.get(key);
    if (counter === undefined) {
      counter = { key, count: 0, windowStart: 0, holders: 0 };
      this.counters.set(key, counter);
    }
    counter.holders += 1;
    return counter;
  }
}
