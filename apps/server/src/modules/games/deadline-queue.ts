// Deadlines by key, soonest first: what the flag timers need to hold one Node timer for every game
// instead of one each. A running game's deadline changes on every move; a timer a game meant a
// `Timeout` object, its closure and Node's timer-list entries made and dropped per move, and each of
// them lived seconds (until the next move), long enough to be promoted and left for the full
// collections. Here a move moves one number in two plain arrays (doubles and shared key strings)
// and updates a key's slot in a map: nothing is allocated once a game is in.

/** An indexed binary min-heap of deadlines (ms since the epoch), one per key. */
export class DeadlineQueue {
  private readonly at: number[] = [];
  private readonly keys: string[] = [];
  /** Each key's place in the heap. */
  private readonly places = new Map<string, number>();

  get size(): number {
    return this.keys.length;
  }

  /** The key's deadline, or undefined. */
  deadlineOf(key: string): number | undefined {
    const place = this.places.get(key);
    return place === undefined ? undefined : this.at[place];
  }

  /** The soonest deadline, or undefined when empty. */
  soonest(): number | undefined {
    return this.at[0];
  }

  /** Sets (or moves) the key's deadline. */
  set(key: string, deadline: number): void {
    const place = this.places.get(key);
    if (place === undefined) {
      this.at.push(deadline);
      this.keys.push(key);
      this.places.set(key, this.keys.length - 1);
      this.up(this.keys.length - 1);
      return;
    }
    const before = this.at[place]!;
    this.at[place] = deadline;
    if (deadline < before) this.up(place);
    else this.down(place);
  }

  /** Forgets the key (nothing when it is not held). */
  delete(key: string): void {
    const place = this.places.get(key);
    if (place === undefined) return;
    this.places.delete(key);
    const last = this.keys.length - 1;
    const lastAt = this.at.pop()!;
    const lastKey = this.keys.pop()!;
    if (place === last) return;
    // The last entry fills the hole, then finds its place from there.
    this.at[place] = lastAt;
    this.keys[place] = lastKey;
    this.places.set(lastKey, place);
    this.up(place);
    this.down(place);
  }

  /** Removes and returns the keys whose deadline is at or before `now`, soonest first. */
  takeDue(now: number): string[] {
    const due: string[] = [];
    while (this.keys.length > 0 && this.at[0]! <= now) {
      const key = this.keys[0]!;
      due.push(key);
      this.delete(key);
    }
    return due;
  }

  clear(): void {
    this.at.length = 0;
    this.keys.length = 0;
    this.places.clear();
  }

  private up(place: number): void {
    let child = place;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (this.at[parent]! <= this.at[child]!) return;
      this.swap(parent, child);
      child = parent;
    }
  }

  private down(place: number): void {
    const size = this.keys.length;
    let parent = place;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && this.at[right]! < this.at[left]! ? right : left;
      if (this.at[parent]! <= this.at[child]!) return;
      this.swap(parent, child);
      parent = child;
    }
  }

  private swap(a: number, b: number): void {
    const at = this.at[a]!;
    this.at[a] = this.at[b]!;
    this.at[b] = at;
    const key = this.keys[a]!;
    this.keys[a] = this.keys[b]!;
    this.keys[b] = key;
    this.places.set(this.keys[a]!, a);
    this.places.set(this.keys[b]!, b);
  }
}
