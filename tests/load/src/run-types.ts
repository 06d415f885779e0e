// The shapes of a load run: what it is asked to do, and what it measured against one server.
import type { ProcessUsage } from './proc-stats.js';
import type { Summary } from './stats.js';

/** How a run is shaped. */
export interface LoadShape {
  readonly rooms: number;
  readonly rate: number;
  readonly spectators: number;
  readonly warmup: number;
  readonly duration: number;
  readonly plyCap: number;
  readonly setupConcurrency: number;
  readonly setupRate: number;
  readonly seed: number;
}

/** The processes of a cluster the run started, each sampled over the measured window. */
export interface ClusterUsage {
  /** Each server node, in the order of their URLs. */
  readonly nodes: readonly ProcessUsage[];
  /**
   * CPU of the postmaster with every process under it (a backend per connection, the background
   * workers); memory of the postmaster alone (its children share its buffers, so a sum would not do).
   */
  readonly postgres: ProcessUsage;
  readonly redis: ProcessUsage;
}

/** What one run against one server measured. */
export interface RunFigures {
  readonly target: string;
  readonly rooms: number;
  readonly spectatorsPerRoom: number;
  readonly targetRate: number;
  readonly setupSeconds: number;
  readonly roomsOpen: number;
  readonly connectionsHeld: number;
  readonly connectionsPeak: number;
  readonly moves: number;
  readonly movesPerSecond: number;
  /** Moves the schedule wanted but no room was ready for (the server was behind). */
  readonly movesSkipped: number;
  readonly latencyMs: Summary;
  readonly errors: number;
  readonly errorKinds: Readonly<Record<string, number>>;
  /** Connections the server refused during the set-up, by HTTP status or close code. */
  readonly refusals: Readonly<Record<string, number>>;
  readonly gamesFinished: number;
  readonly driverLagP99Ms: number;
  /** The driver's own CPU over the window, in percent of one core. */
  readonly driverCpuPercent: number;
  /** The machine's 1-minute load average at the end of the window: other work skews the figures. */
  readonly machineLoad: number;
  readonly server: ProcessUsage | undefined;
  /** The cluster target's processes, in place of `server`; absent for the other targets. */
  readonly cluster?: ClusterUsage;
  /** The measured window on the machine's monotonic clock, in µs (a CPU profile's time base). */
  readonly windowMonotonicUs: { readonly start: number; readonly end: number };
  readonly serverIdleRssBytes: number | undefined;
}
