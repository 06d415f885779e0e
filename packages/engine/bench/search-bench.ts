// Search speed, ours against rapid-draughts' alpha-beta, over the same positions: the start position
// and the positions after crossboard three-move ballots. Both count a node for every position the
// search reaches (a move made); each searches to a fixed depth with no time limit.
import { search } from '../src/ai/search.js';
import { newGame, playMove } from '../src/game.js';
import { parseMoveText } from '../src/notation.js';
import { START_POSITION, type Position } from '../src/position.js';
import { crossboardBallots } from '../src/cli/committed-data.js';
import type { NetWeights } from '../src/net/network.js';
import { loadedNet } from '../src/net/registry.js';
import { peerEngine, peerPlayer } from './peer.js';

/** One side's totals. */
export interface SearchRun {
  readonly nodes: number;
  /** Elapsed time. */
  readonly seconds: number;
  readonly nodesPerSecond: number;
  /** CPU time of this process: what the figure would be with the machine to ourselves. */
  readonly cpuSeconds: number;
  readonly nodesPerCpuSecond: number;
}

/** Every figure of the search comparison. */
export interface SearchComparison {
  readonly positions: number;
  readonly ourDepth: number;
  readonly peerDepth: number;
  /** Ours as it plays: with the committed network when one is loaded. */
  readonly ours: SearchRun;
  /** Ours with the hand-written evaluation (the same as `ours` when no network is loaded). */
  readonly handWritten: SearchRun;
  readonly peer: SearchRun;
  /** Our nodes per second over the peer's. */
  readonly ratio: number;
}

/** The start position and the positions after `count - 1` ballots. */
export function benchPositions(count: number): Position[] {
  const positions = [START_POSITION];
  for (const ballot of crossboardBallots(count - 1)) {
    let game = newGame();
    for (const text of ballot.moves) {
      const move = parseMoveText(game.position, text);
      const next = move.ok ? playMove(game, move.value) : move;
      if (!next.ok) throw new Error(`ballot ${ballot.number}: ${next.error.message}`);
      game = next.value;
    }
    positions.push(game.position);
  }
  return positions;
}

// rapid-draughts has no node counter; every node of its search makes a move on a cloned engine,
// so counting calls of the engine's move method counts its nodes.
async function countPeerNodes<T>(run: () => Promise<T>): Promise<{ value: T; nodes: number }> {
  const prototype = Object.getPrototypeOf(peerEngine(START_POSITION)) as { move: (m: unknown) => void };
  const original = prototype.move;
  let nodes = 0;
  prototype.move = function (this: unknown, m: unknown) {
    nodes++;
    original.call(this, m);
  };
  try {
    return { value: await run(), nodes };
  } finally {
    prototype.move = original;
  }
}

/** Searches every position with both engines (after a warm-up) and compares their speed. */
export async function compareSearch(
  positionCount = 12,
  ourDepth = 14,
  peerDepth = 7,
): Promise<SearchComparison> {
  const positions = benchPositions(positionCount);
  search(START_POSITION, { maxDepth: 10, maxNodes: Number.POSITIVE_INFINITY });
  const timeOurs = (net: NetWeights | null): SearchRun => {
    let nodes = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const position of positions) {
      nodes += search(position, {
        maxDepth: ourDepth,
        maxNodes: Number.POSITIVE_INFINITY,
        hashBits: 20,
        net,
      }).nodes;
    }
    return run(nodes, performance.now() - started, cpu);
  };
  const ours = timeOurs(loadedNet());
  const handWritten = loadedNet() === null ? ours : timeOurs(null);

  const peer = peerPlayer(peerDepth);
  await peer(START_POSITION);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const counted = await countPeerNodes(async () => {
    for (const position of positions) await peer(position);
  });
  const theirs = run(counted.nodes, performance.now() - started, cpu);
  return {
    positions: positions.length,
    ourDepth,
    peerDepth,
    ours,
    handWritten,
    peer: theirs,
    ratio: ours.nodesPerSecond / theirs.nodesPerSecond,
  };
}

function run(nodes: number, ms: number, cpuBefore: NodeJS.CpuUsage): SearchRun {
  const used = process.cpuUsage(cpuBefore);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return {
    nodes,
    seconds: ms / 1000,
    nodesPerSecond: (nodes / ms) * 1000,
    cpuSeconds,
    nodesPerCpuSecond: nodes / cpuSeconds,
  };
}
