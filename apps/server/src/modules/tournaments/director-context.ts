// What each step of the director shares: its dependencies, the time of the tick, the coin and the
// ballots (the games' starts are launch.ts's).
import { randomInt } from 'node:crypto';
import { crossboardBallots } from '@checkers/engine';
import type { DirectorDeps } from './tournament-deps.js';
import type { TournamentService } from './tournament-service.js';
import type { TournamentRow, TournamentStore } from './tournament-store.js';

/** One tick's view. */
export interface Tick {
  readonly deps: DirectorDeps;
  readonly store: TournamentStore;
  readonly service: TournamentService;
  /** The director's clock at the tick. */
  readonly now: number;
}

/** A fair coin, for the rules' colour and pairing ties. */
export const coin = (): boolean => randomInt(2) === 0;

/** The ballot of a new pairing: drawn when the event plays ballots. */
export const ballotFor = (tick: Tick, row: TournamentRow): number | null =>
  row.ballots === 1 ? tick.deps.drawBallot() : null;

/** A ballot drawn from those played over the board, as checkers championships draw them. */
export function drawCrossboardBallot(): number {
  const ballots = crossboardBallots();
  return ballots[randomInt(ballots.length)]!.number;
}
