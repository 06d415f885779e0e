// The cluster target: our server as several nodes sharing one PostgreSQL and one Redis, all started
// here (as scripts/cluster.sh does, without its proxy: the driver itself picks each connection's
// node). Everything is stopped and its folders removed when the run ends, fails or is interrupted.
import type { ClusterPids } from '../cluster-sampler.js';
import { startPostgres } from './postgres.js';
import { startRedis } from './redis.js';
import { checkersRecipe, startServer, type Recipe, type StartedTarget } from './spawn.js';

/** A started cluster. */
export interface StartedCluster {
  /** Each node's base URL (http://127.0.0.1:port). */
  readonly urls: readonly string[];
  readonly pids: ClusterPids;
  stop(): Promise<void>;
}

/** A node's name in the log and in its CPU profile's file name. */
export const nodeName = (index: number): string => `cluster-node${index + 1}`;

/**
 * Starts PostgreSQL, Redis and `nodes` server nodes, and waits until every node answers its health
 * check; with `cpuProfDir`, each node is profiled as a started target is.
 */
export async function startCluster(
  nodes: number,
  log: (line: string) => void,
  cpuProfDir?: string,
): Promise<StartedCluster> {
  // What to undo, in the order started; undone last first.
  const undo: (() => Promise<void>)[] = [];
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    stopping ??= (async () => {
      for (const step of undo.reverse())
        await step().catch((error: unknown) => log(`  stop: ${String(error)}`));
    })();
    return stopping;
  };
  // PostgreSQL is started apart from us (pg_ctl) and its folder outlives us: an interrupted run still
  // stops it and removes the folders before it exits.
  function onSignal(signal: NodeJS.Signals): void {
    log(`cluster: ${signal}, stopping`);
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  }
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const postgres = await startPostgres(log);
    undo.push(postgres.stop);
    const redis = await startRedis(log);
    undo.push(redis.stop);
    const recipe = (): Recipe => checkersRecipe({ DATABASE_URL: postgres.url, REDIS_URL: redis.url });
    // The first node alone: it runs the database's migrations, which the others would race.
    const started: StartedTarget[] = [await startServer(nodeName(0), recipe(), log, cpuProfDir)];
    undo.push(started[0]!.stop);
    const others = await Promise.allSettled(
      Array.from({ length: nodes - 1 }, (_, i) => startServer(nodeName(i + 1), recipe(), log, cpuProfDir)),
    );
    for (const other of others) {
      if (other.status === 'fulfilled') {
        started.push(other.value);
        undo.push(other.value.stop);
      }
    }
    const failed = others.find((other) => other.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    return {
      urls: started.map((node) => node.url),
      pids: { nodes: started.map((node) => node.pid), postmaster: postgres.pid, redis: redis.pid },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
