// A list of tournaments: each its name (a link to its page), the clock and options, the status with
// its countdown, and how many play. The home page's card and the Tournaments dialog show it.
import type { Tournament } from '@checkers/protocol';
import type { MouseEvent } from 'react';
import { TOURNAMENT_PARAM } from '../../../lib/landing';
import { openTournament } from '../../../stores/session-actions';
import { useNow } from '../hooks/use-now';
import { startText, statusText, summaryParts } from '../tournament-model';
import { SummaryLine } from './summary-line';

export interface TournamentListProps {
  readonly tournaments: readonly Tournament[];
  /** The list's accessible name (e.g. 'Upcoming tournaments'). */
  readonly label: string;
  /** Said when there is none. */
  readonly empty: string;
  /** Called before the page opens (a dialog closes). */
  readonly onOpen?: () => void;
}

export const tournamentHref = (id: string): string => `?${TOURNAMENT_PARAM}=${encodeURIComponent(id)}`;

const playersText = (n: number): string => (n === 1 ? '1 player' : `${n} players`);

export function TournamentList({ tournaments, label, empty, onOpen }: TournamentListProps) {
  const now = useNow();
  if (tournaments.length === 0) return <p className="muted tournament-list__empty">{empty}</p>;
  const open = (event: MouseEvent, id: string): void => {
    // A plain click opens the page here; a modified one (a new tab) follows the link.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen?.();
    openTournament(id);
  };
  return (
    <ul className="tournament-list" aria-label={label}>
      {tournaments.map((t) => (
        <li key={t.id} className={`tournament-item tournament-item--${t.status}`}>
          <a className="tournament-item__name" href={tournamentHref(t.id)} onClick={(e) => open(e, t.id)}>
            <bdi>{t.name}</bdi>
          </a>
          <span className="tournament-item__summary muted">
            <SummaryLine parts={summaryParts(t)} />
          </span>
          <span className="tournament-item__status">
            {t.status === 'upcoming' ? (
              <time dateTime={t.starts_at} className="muted">
                {startText(t.starts_at, now)} ·{' '}
              </time>
            ) : null}
            <span>{statusText(t, now)}</span>
            <span className="muted"> · {playersText(t.players)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
