// Runs tasks one at a time per key: on one node, the moves of one game never race each other.
// Across nodes the room's version check does the same job; this only saves wasted retries.

/** A per-key FIFO of async tasks. */
export class SerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` after every earlier task of the same key has finished. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
