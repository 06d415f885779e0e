// The pause between two messages of one user (1 s), counted on this node: a user's sockets on the
// same node share it. With several nodes, sockets of one user on two nodes each get their own (a
// user opening tabs on two nodes to chat twice a second is not worth a shared store round trip
// per message; the per-socket message limit still applies everywhere).

/** When each user last sent a message, forgotten once it no longer matters. */
export class Cooldown {
  private readonly last = new Map<string, number>();
  private sweptAt = 0;

  constructor(private readonly ms: number) {}

  /** True, and the pause starts now, when the user may send; false during the pause. */
  take(user: string, now = Date.now()): boolean {
    const previous = this.last.get(user);
    if (previous !== undefined && now - previous < this.ms) return false;
    this.last.set(user, now);
    this.sweep(now);
    return true;
  }

  /** Users still in their pause (for tests). */
  get size(): number {
    return this.last.size;
  }

  // At most once per pause, forget the users whose pause is over: the map holds only recent senders.
  private sweep(now: number): void {
    if (now - this.sweptAt < this.ms) return;
    this.sweptAt = now;
    for (const [user, at] of this.last) if (now - at >= this.ms) this.last.delete(user);
  }
}
