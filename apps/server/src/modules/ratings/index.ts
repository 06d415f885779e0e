// The ratings module: Glicko-2, each player's standing, and rating finished rated games once.
export {
  GLICKO2_SETTINGS,
  expectedScore,
  initialRating,
  isProvisional,
  rate,
  type Glicko2Game,
  type Glicko2Rating,
  type Glicko2Settings,
} from './glicko2.js';
export type { FinishedAt, FinishedGames, RatedRoom } from './finished-games.js';
export { type RatingUpdate } from './rating-record.js';
export { GLOBAL_POOL, poolOf, poolsOfGame, poolsOfSeason } from './pools.js';
export { replaySpeedLadders } from './speed-replay.js';
export { RatingService, type RateResult, type RatingWarn, type SkipReason } from './rating-service.js';
export { afterGame, freshStanding, nextStreak, scoreOf, type Score, type Standing } from './standing.js';
export type * from './tables.js';
export { bucketCeiling, ratingBucket } from '../../db/rating-bucket-migrations.js';
