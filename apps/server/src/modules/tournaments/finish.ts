// The end of a tournament: the winner is first in the table the rules compute from the stored
// results; with enough players the winner's champion achievement is unlocked first (idempotent, so a
// finish cut short and done again unlocks it once), then one conditional update finishes it and
// every player hears of it.
import { TOURNAMENT_LIMITS } from '@checkers/protocol';
import { iso } from './tournament-deps.js';
import type { Tick } from './director-context.js';
import { standingsOf } from './standings.js';
import type { TournamentRow } from './tournament-store.js';

/** Finishes a running tournament; false when another node finished it first. */
export async function finish(tick: Tick, row: TournamentRow): Promise<boolean> {
  const [players, games, byes] = await Promise.all([
    tick.store.players(row.id),
    tick.store.games.of(row.id),
    tick.store.games.byes(row.id),
  ]);
  const first = standingsOf(row, players, games, byes)[0];
  // Nobody wins an event where nothing was played.
  const winner = first !== undefined && first.games > 0 ? first.userId : null;
  if (winner !== null && players.length >= TOURNAMENT_LIMITS.championMinPlayers) {
    try {
      await tick.deps.awardChampion(winner, row.id);
    } catch (error) {
      tick.deps.warn({ err: (error as Error).message, tournament: row.id }, 'the champion award failed');
      return false;
    }
  }
  const done = await tick.store.setStatus(row.id, 'running', 'finished', {
    winner_id: winner,
    finished_at: iso(tick.now),
  });
  if (!done) return false;
  await tick.service.tellPlayers(row.id, {
    type: 'tournament_finished',
    payload: { tournament_id: row.id, winner_id: winner },
  });
  await tick.service.changed(row.id);
  return true;
}
