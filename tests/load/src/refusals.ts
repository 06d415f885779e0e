// Connections a server refused while the rooms were being set up, counted by how it refused (an HTTP
// status on the upgrade, or the close code of a socket it accepted and closed at once, as a server
// does when a per-address or per-node cap is reached). A room refused this many times is given up,
// and a set-up that could not open every room asked for stops the run with the counts: a figure
// measured on fewer rooms than asked is not the figure asked for.

/** Tries per room before the set-up gives it up. */
export const SETUP_TRIES = 3;

/** The refusals of one run's set-up. */
export class Refusals {
  private readonly counts = new Map<string, number>();

  /** Counts one refusal of this kind ("close 4008", "HTTP 429"). */
  add(kind: string): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
  }

  get total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }

  /** The counts by kind, most frequent first. */
  byKind(): Record<string, number> {
    return Object.fromEntries([...this.counts].sort((a, b) => b[1] - a[1]));
  }

  /** "close 4008 x12, HTTP 429 x3", or "none". */
  describe(): string {
    const kinds = Object.entries(this.byKind());
    return kinds.length === 0 ? 'none' : kinds.map(([kind, n]) => `${kind} x${n}`).join(', ');
  }
}

/** A failure to open a room, as a refusal's kind; undefined when it was not a refusal. */
export function refusalOf(message: string): string | undefined {
  const http = /socket refused: HTTP (\d+)/.exec(message) ?? /: HTTP (\d+)/.exec(message);
  return http === null ? undefined : `HTTP ${http[1]}`;
}

/** Why a run stops when its set-up could not open every room. */
export class SetupRefusedError extends Error {
  constructor(
    readonly target: string,
    readonly opened: number,
    readonly asked: number,
    readonly refusals: Record<string, number>,
    described: string,
  ) {
    super(
      `${target}: opened only ${opened} of the ${asked} rooms asked for; the server refused ` +
        `connections (${described}). Lower --rooms, or raise the server's socket caps.`,
    );
    this.name = 'SetupRefusedError';
  }
}
