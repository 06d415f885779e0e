// Deadlines by key, soonest first: what the flag timers need to hold one Node timer for every game
// instead of one each. A running game's deadline changes on every move; a timer a game meant a
// `Timeout` object, its closure and Node's timer-list entries made and dropped per move, and each of
// them lived seconds (until the next move), long enough to be promoted and left for the full
// collections. Here a move pushes one entry on a heap of two plain arrays (doubles and shared key
// strings) and sets the key's deadline in a map.
//
// The heap is lazy: moving a key's deadline does not look for its old entry, which stays behind and
// is skipped when it comes up (it no longer matches the key's deadline in the map). A move's new
// deadline is later than most of the heap's, so its entry settles at the bottom in a step or two;
// an indexed heap moved the old entry down instead, a dozen swaps and two map writes each, on every
// move. Stale entries are swept out when they outnumber the live ones.

/** Entries held at least before a sweep of the stale ones is considered. */
const MIN_SWEPT = 1_024;

/** A min-heap of deadlines (ms since the epoch), one live entry per key. */
export class DeadlineQueue {
  private at: number[] = [];
  private keys: string[] = [];
  /** Each key's deadline: an entry of the heap is live only while it matches. */
  private readonly deadlines = new Map<string, number>();

  get size(): number {
    return this.deadlines.size;
  }

  /** The key's deadline, or undefined. */
  deadlineOf(key: string): number | undefined {
    return this.deadlines.get(key);
  }

  /** The soonest deadline, or undefined when empty. */
  soonest(): number | undefined {
    this.dropStaleTop();
    return this.at[0];
  }

  /** Sets (or moves) the key's deadline. */
  set(key: string, deadline: number): void {
    if (this.deadlines.get(key) === deadline) return;
    this.deadlines.set(key, deadline);
    this.push(deadline, key);
    if (this.at.length > MIN_SWEPT && this.at.length > 2 * this.deadlines.size) this.sweep();
  }

  /** Forgets the key (nothing when it is not held); its entry goes when it comes up. */
  delete(key: string): void {
    this.deadlines.delete(key);
  }

  /** Removes and returns the keys whose deadline is at or before `now`, soonest first. */
  takeDue(now: number): string[] {
    const due: string[] = [];
    while (this.at.length > 0 && this.at[0]! <= now) {
      const at = this.at[0]!;
      const key = this.pop();
      if (this.deadlines.get(key) !== at) continue;
      this.deadlines.delete(key);
      due.push(key);
    }
    return due;
  }

  clear(): void {
    this.at = [];
    this.keys = [];
    this.deadlines.clear();
  }

  private dropStaleTop(): void {
    while (this.at.length > 0 && this.deadlines.get(this.keys[0]!) !== this.at[0]) this.pop();
  }

  /** Rebuilds the heap from the live deadlines alone. */
  private sweep(): void {
    this.at = [...this.deadlines.values()];
    this.keys = [...this.deadlines.keys()];
    for (let place = (this.at.length >> 1) - 1; place >= 0; place--) this.down(place);
  }

  private push(deadline: number, key: string): void {
    const at = this.at;
    const keys = this.keys;
    let child = at.length;
    at.push(deadline);
    keys.push(key);
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (at[parent]! <= deadline) break;
      at[child] = at[parent]!;
      keys[child] = keys[parent]!;
      child = parent;
    }
    at[child] = deadline;
    keys[child] = key;
  }

  /** Removes the top entry and returns its key. */
  private pop(): string {
    const key = this.keys[0]!;
    const lastAt = this.at.pop()!;
    const lastKey = this.keys.pop()!;
    if (this.at.length > 0) {
      this.at[0] = lastAt;
      this.keys[0] = lastKey;
      this.down(0);
    }
    return key;
  }

  private down(place: number): void {
    const at = this.at;
    const keys = this.keys;
    const size = at.length;
    const deadline = at[place]!;
    const key = keys[place]!;
    let parent = place;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && at[right]! < at[left]! ? right : left;
      if (deadline <= at[child]!) break;
      at[parent] = at[child]!;
      keys[parent] = keys[child]!;
      parent = child;
    }
    at[parent] = deadline;
    keys[parent] = key;
  }
}
