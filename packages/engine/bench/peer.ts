// The peer engine, rapid-draughts, seen through our types: a position goes in as its bitboards, its
// move comes back as one of our legal moves. Used only by the benchmarks.
import {
  EnglishDraughts,
  EnglishDraughtsComputerFactory,
  EnglishDraughtsEngineFactory,
  type EnglishDraughtsEngine,
} from 'rapid-draughts/english';
import { DraughtsPlayer } from 'rapid-draughts';
import { legalMoves, type Position } from '../src/position.js';
import type { Move } from '../src/types.js';

// rapid-draughts numbers the dark squares 0..31 from the top left like our square indices (dark,
// its first player, is our black on PDN 1-12), but stores them in a rotated bitboard. This is its
// own square-to-bit table (English draughts adapter), as bit numbers.
const PEER_BIT = [
  11, 5, 31, 25, 10, 4, 30, 24, 3, 29, 23, 17, 2, 28, 22, 16, 27, 21, 15, 9, 26, 20, 14, 8, 19, 13, 7, 1, 18,
  12, 6, 0,
] as const;

const toPeerBits = (bits: number): number => {
  let out = 0;
  for (let sq = 0; sq < 32; sq++) if ((bits >>> sq) & 1) out |= 1 << PEER_BIT[sq]!;
  return out >>> 0;
};

/** The peer's engine data for a position. Its draw counters start at zero: we keep the rules. */
export function peerData(position: Position): Parameters<typeof EnglishDraughtsEngineFactory.setup>[0] {
  return {
    player: position.turn === 'black' ? DraughtsPlayer.DARK : DraughtsPlayer.LIGHT,
    board: {
      dark: toPeerBits(position.black),
      light: toPeerBits(position.red),
      king: toPeerBits(position.kings),
    },
    stats: { sinceCapture: 0, sinceNonKingAdvance: 0 },
  };
}

/** The peer's engine set up on a position. */
export const peerEngine = (position: Position): EnglishDraughtsEngine =>
  EnglishDraughtsEngineFactory.setup(peerData(position));

/** The peer's alpha-beta player at a fixed depth (its default evaluation and quiescence). */
export function peerPlayer(depth: number): (position: Position) => Promise<Move> {
  const computer = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: depth });
  return async (position) => {
    const chosen = await computer(EnglishDraughts.setup(peerData(position)));
    const captured = [...chosen.captures].sort((a, b) => a - b).join();
    // rapid-draughts merges capture paths with the same ends and captures; any of ours is the same move.
    const move = legalMoves(position).find(
      (m) =>
        m.from === chosen.origin &&
        m.to === chosen.destination &&
        [...m.captures].sort((a, b) => a - b).join() === captured,
    );
    if (move === undefined)
      throw new Error(`the peer played a move we do not know: ${JSON.stringify(chosen)}`);
    return move;
  };
}
