// Caps on open sockets: per token, per address and for the whole node. Each socket holds a file
// descriptor for as long as it is open; uncapped, one token held 900 of them and at the process's
// descriptor limit the server could accept nothing, not even a health check. A socket is counted
// from its upgrade (before its token is looked up, so a flood of bad tokens costs no query) until
// it closes. The node's cap stays below the descriptor limit by a reserve (fd-limit.ts), so HTTP
// calls, the database and new players still have descriptors when the sockets are at their cap.

/** The caps. */
export interface ConnectionCapLimits {
  readonly perToken: number;
  readonly perAddress: number;
  /** Sockets on this node, all callers together. */
  readonly total: number;
}

/** Why a socket was refused. */
export type CapRefusal = 'token' | 'address' | 'server';

/** A socket's place under the caps, to give back when it closes. */
export interface CapSlot {
  readonly address: string;
  readonly token: string;
}

/** Counts open sockets per token, per address and in all. */
export class ConnectionCaps {
  private readonly byToken = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: ConnectionCapLimits) {}

  /** Takes a slot for a socket, or says which cap refuses it. `token` may be any key for it (its hash). */
  admit(address: string, token: string): CapSlot | CapRefusal {
    if (this.open >= this.limits.total) return 'server';
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return 'address';
    if ((this.byToken.get(token) ?? 0) >= this.limits.perToken) return 'token';
    this.open += 1;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    this.byToken.set(token, (this.byToken.get(token) ?? 0) + 1);
    return { address, token };
  }

  /** Gives a slot back (its socket closed). */
  release(slot: CapSlot): void {
    this.open -= 1;
    decrement(this.byAddress, slot.address);
    decrement(this.byToken, slot.token);
  }

  /** Sockets counted now (for tests and health). */
  get size(): number {
    return this.open;
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left <= 0) counts.delete(key);
  else counts.set(key, left);
}

/** The close reason sent with each refusal (at most 123 bytes). */
export const CAP_REASONS: Readonly<Record<CapRefusal, string>> = {
  token: 'Too many connections for this session',
  address: 'Too many connections from this address',
  server: 'Server is at its connection limit; try again shortly',
};
