// The leaderboard module: the boards, search, around-me, statistics, analytics, comparisons and
// the daily rank snapshots behind the rank changes.
export {
  LeaderboardService,
  type Caller,
  type PageRequest,
  type SearchRequest,
} from './leaderboard-service.js';
export type { FriendIds } from './board.js';
export { RankSnapshots, dayBefore, dayOf } from './rank-snapshots.js';
export { leaderboardRoutes } from './routes.js';
export {
  achievementBoard,
  type AchievementStandings,
  type StandingsPage,
  type StandingsRequest,
  type StandingsRow,
} from './achievement-standings.js';
export type * from './tables.js';
