// The rules of tournaments, free of I/O and clocks: arena scoring and pairing. The tournament
// service feeds them what it has read and the time it is now.
export { ARENA_FIRE_WINS, arenaPoints, arenaTally, type ArenaTally } from './arena-scoring.js';
export {
  ARENA_ESTIMATED_MOVES,
  ARENA_GAME_SHARE,
  ARENA_MIN_CUTOFF_SECONDS,
  ARENA_REMATCH_WAIT_MS,
  arenaCutoffSeconds,
  arenaPairingOpen,
  pairArena,
  type ArenaWaiting,
} from './arena-pairing.js';
export type { Outcome, Side } from './types.js';
