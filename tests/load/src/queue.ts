// A FIFO of rooms waiting for their next move. Array#shift is linear, and the scheduler takes from
// a queue of up to 5,000 rooms a thousand times a second.

/** A first-in first-out queue. */
export class Queue<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  push(item: T): void {
    this.items.push(item);
  }

  shift(): T | undefined {
    if (this.head === this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head++] = undefined;
    // Drop the consumed front now and then, so the array does not grow for ever.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  get length(): number {
    return this.items.length - this.head;
  }
}
