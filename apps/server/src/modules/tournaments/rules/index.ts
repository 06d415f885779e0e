// The rules of tournaments, free of I/O and clocks: arena scoring and pairing, Swiss pairing and
// colours, the tables with their tie-breaks, and performance ratings. The tournament service feeds
// them what it has read and the time it is now.
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
export { assignColors, blackBalance, type ColorHistory } from './colors.js';
export { performanceRating } from './performance.js';
export {
  arenaStandings,
  swissStandings,
  type RuleGame,
  type RulePlayer,
  type StandingRow,
} from './standings.js';
export {
  SWISS_MAX_COLOR_BALANCE,
  SWISS_SEARCH_BUDGET,
  pairSwissRound,
  swissRankOrder,
  type SwissEntrant,
  type SwissRound,
} from './swiss-pairing.js';
export type { Outcome, Side } from './types.js';
