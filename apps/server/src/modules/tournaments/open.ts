// The tournaments' service and director built from the ports services.ts wires: each game starts
// in a new room with both players seated (a crossboard ballot drawn and played first when the
// event plays ballots), finished games are read from the rooms' store, ratings from the ratings,
// the champion's achievement is the achievements' to unlock, and the director's lease is a row of
// the shared `leases` table.
import type { Kysely } from 'kysely';
import type { NotifyUser } from '../realtime/index.js';
import { drawCrossboardBallot } from './director-context.js';
import { TournamentDirector } from './director.js';
import type { TournamentsDb } from './tables.js';
import type { DirectorDeps, ScheduledArena, TournamentDeps } from './tournament-deps.js';
import { TournamentService } from './tournament-service.js';
import { TournamentStore } from './tournament-store.js';

/** What the tournaments module needs. */
export interface TournamentsWiring
  extends
    Omit<DirectorDeps, keyof TournamentDeps | 'schedule' | 'drawBallot'>,
    Omit<TournamentDeps, 'store'> {
  readonly db: Kysely<TournamentsDb>;
  readonly notify: NotifyUser;
  readonly config: {
    readonly tickMs: number;
    readonly schedule: readonly ScheduledArena[];
    readonly clock?: () => number;
  };
}

/** The tournaments' service and director (started by the caller). */
export function openTournaments(wiring: TournamentsWiring): {
  tournaments: TournamentService;
  director: TournamentDirector;
} {
  const { db, config, clock: _clock, ...ports } = wiring;
  const deps: TournamentDeps = {
    store: new TournamentStore(db),
    notify: ports.notify,
    ratingsFor: ports.ratingsFor,
    warn: ports.warn,
    ...(config.clock === undefined ? {} : { clock: config.clock }),
  };
  const tournaments = new TournamentService(deps);
  const director = new TournamentDirector(
    { ...ports, ...deps, schedule: config.schedule, drawBallot: drawCrossboardBallot },
    tournaments,
  );
  return { tournaments, director };
}
