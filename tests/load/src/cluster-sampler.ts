// Samples every process of a started cluster over the same window: each node on its own, PostgreSQL
// as its postmaster's whole tree of processes, Redis on its own.
import { ProcessSampler } from './proc-stats.js';
import { readTreeTicks } from './proc-tree.js';
import type { ClusterUsage } from './run-types.js';

/** The pids to sample. */
export interface ClusterPids {
  readonly nodes: readonly number[];
  readonly postmaster: number;
  readonly redis: number;
}

/** start() and stop() bracket the measured window, as a ProcessSampler's do. */
export class ClusterSampler {
  private readonly nodes: ProcessSampler[];
  private readonly postgres: ProcessSampler;
  private readonly redis: ProcessSampler;

  constructor(pids: ClusterPids, intervalMs = 1000) {
    this.nodes = pids.nodes.map((pid) => new ProcessSampler(pid, intervalMs));
    this.postgres = new ProcessSampler(pids.postmaster, intervalMs, readTreeTicks);
    this.redis = new ProcessSampler(pids.redis, intervalMs);
  }

  start(): void {
    for (const sampler of [...this.nodes, this.postgres, this.redis]) sampler.start();
  }

  stop(): ClusterUsage {
    return {
      nodes: this.nodes.map((sampler) => sampler.stop()),
      postgres: this.postgres.stop(),
      redis: this.redis.stop(),
    };
  }
}
