// perft speed, ours against rapid-draughts, from the start position at the same depth.
import { EnglishDraughtsEngineFactory, type EnglishDraughtsEngine } from 'rapid-draughts/english';
import { perft } from '../src/perft.js';
import { START_POSITION } from '../src/position.js';

/** One side's perft run. */
export interface PerftRun {
  readonly nodes: number;
  readonly seconds: number;
  readonly nodesPerSecond: number;
}

/** Every figure of the perft comparison. */
export interface PerftComparison {
  readonly depth: number;
  readonly ours: PerftRun;
  readonly oursNoHash: PerftRun;
  readonly peer: PerftRun;
  /** Our default perft (hash table on) against the peer: speed ratio. */
  readonly ratio: number;
  /** Our plain move generator (no hash table) against the peer: speed ratio. */
  readonly ratioNoHash: number;
}

// rapid-draughts merges capture paths with the same ends and captures into one move, so its
// counts fall below the published ones once duplicate paths appear; speeds are still comparable.
function peerPerft(engine: EnglishDraughtsEngine, depth: number): number {
  const moves = engine.moves;
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) {
    const child = engine.clone();
    child.move(move);
    nodes += peerPerft(child, depth - 1);
  }
  return nodes;
}

function timed(count: () => number): PerftRun {
  const started = performance.now();
  const nodes = count();
  const seconds = (performance.now() - started) / 1000;
  return { nodes, seconds, nodesPerSecond: nodes / seconds };
}

/** Runs both perfts at `depth` (the peer once; ours best of `repeats`, after a warm-up). */
export function comparePerft(depth: number, repeats = 3): PerftComparison {
  perft(START_POSITION, Math.min(depth, 8));
  const best = (runs: PerftRun[]): PerftRun => runs.reduce((a, b) => (a.seconds <= b.seconds ? a : b));
  const ours = best(Array.from({ length: repeats }, () => timed(() => perft(START_POSITION, depth))));
  const oursNoHash = best(
    Array.from({ length: repeats }, () => timed(() => perft(START_POSITION, depth, { hashBits: 0 }))),
  );
  const engine = EnglishDraughtsEngineFactory.setup();
  peerPerft(engine, Math.min(depth, 7));
  const peer = timed(() => peerPerft(engine, depth));
  return {
    depth,
    ours,
    oursNoHash,
    peer,
    ratio: ours.nodesPerSecond / peer.nodesPerSecond,
    ratioNoHash: oursNoHash.nodesPerSecond / peer.nodesPerSecond,
  };
}
