// The achievements module: the 23 achievements decided from what the server witnessed (every whole
// move, every finished game, reported AI games and themes), their storage, the six calls and the
// standings the leaderboard's `achievement` and `category` boards read.
export { AchievementService, type AchievementDeps } from './achievement-service.js';
export { MISSED_GAMES_MS, REQUIREMENTS_NOT_MET } from './achievement-service.js';
export { AI_REPORTS_PER_MINUTE, achievementRoutes } from './routes.js';
export type { FinishedGames, GameRow } from './finished-games.js';
export type * from './tables.js';
