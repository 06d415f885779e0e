// Public surface of the engine. Everything here is pure: no Node, no DOM, no clocks, no Math.random.
export * from './types.js';
export * from './result.js';
export {
  START_POSITION,
  makePosition,
  pieceAt,
  piecesOf,
  countPieces,
  legalMoves,
  play,
  crowned,
  hashPosition,
  positionKey,
  samePosition,
  sameMove,
  type Position,
} from './position.js';
export { perft, type PerftOptions } from './perft.js';
