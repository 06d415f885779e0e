// Rates finished games between registered accounts: Glicko-2 in the global pool and the season's,
// exactly once per game, with the history analytics read. (Being built in this session.)
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EventBus } from '../bus.js';

/** How the service reports trouble (a logger's `warn`). */
export type RatingWarn = (details: Record<string, unknown>, message: string) => void;

/** Rates finished rated games and announces the changes. */
export class RatingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: EventBus,
    private readonly warn: RatingWarn = () => {},
  ) {}
}
