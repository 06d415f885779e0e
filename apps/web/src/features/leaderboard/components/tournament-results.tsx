// The player details' Tournaments: the player's finished tournaments, the latest first, with the
// place, the field and the score; a name opens that tournament's page.
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { TOURNAMENT_PARAM } from '../../../lib/landing';
import { tournamentResultsQuery } from '../../../lib/tournament-results-api';
import { appStore } from '../../../stores/app-store';
import { openTournament } from '../../../stores/session-actions';
import './tournament-results.css';

const KIND_NAMES = { arena: 'Arena', swiss: 'Swiss' } as const;

/** Points as a score reads: a half as ½. */
const pointsText = (score: number): string => {
  const whole = Math.floor(score);
  if (score - whole !== 0.5) return String(score);
  return whole === 0 ? '½' : `${whole}½`;
};

const dateText = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function TournamentResults({ userId }: { readonly userId: string }) {
  const query = useQuery(tournamentResultsQuery(userId));
  const open = (event: MouseEvent, id: string): void => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    appStore.getState().setUi({ leaderboardOpen: false });
    openTournament(id);
  };
  return (
    <section className="stack stack--tight" aria-labelledby={`tournament-results-${userId}`}>
      <h3 id={`tournament-results-${userId}`}>Tournaments</h3>
      {query.isPending ? <p className="muted">Loading tournaments…</p> : null}
      {query.isError ? <p className="muted">Tournament results could not be loaded.</p> : null}
      {query.data?.length === 0 ? <p className="muted">No tournaments played yet.</p> : null}
      {query.data !== undefined && query.data.length > 0 ? (
        <ul className="tournament-results" aria-label="Tournament results">
          {query.data.map((result) => (
            <li key={result.tournament_id} className="tournament-results__item">
              <strong className={result.rank === 1 ? 'tournament-results__first' : undefined}>
                {result.rank === 1 ? '🏆 ' : ''}
                {result.rank} of {result.players}
              </strong>{' '}
              <a
                href={`?${TOURNAMENT_PARAM}=${encodeURIComponent(result.tournament_id)}`}
                onClick={(event) => open(event, result.tournament_id)}
              >
                <bdi>{result.name}</bdi>
              </a>{' '}
              <span className="muted">
                {KIND_NAMES[result.kind]} · {pointsText(result.score)} points · {dateText(result.finished_at)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
