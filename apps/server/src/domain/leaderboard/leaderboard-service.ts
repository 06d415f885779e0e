// The ladder's reads: leaderboards, a player's standing, around-me, search, analytics, compare and
// stats. (Being built in this session.)
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every leaderboard query. */
export class LeaderboardService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}
}
