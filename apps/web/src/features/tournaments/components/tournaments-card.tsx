// The home page's Tournaments section: the running and upcoming ones (a few of each, else the last
// finished), the `Tournaments` button opening the whole list, and `Create tournament`. Loaded just
// after the home page's first download, its dialogs when first opened.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { AccountFormMode } from '../../../components/header-dialog-button';
import { LIST_REFRESH_MS, tournamentListQuery } from '../api/tournaments-api';
import { groupTournaments } from '../tournament-model';
import { TournamentList } from './tournament-list';
import '../tournaments.css';

const TournamentsDialog = lazy(() => import('./tournaments-dialog'));
const CreateTournamentDialog = lazy(() => import('./create-tournament-dialog'));

/** How many of each group the card shows. */
export const CARD_SHOWS = 3;

export interface TournamentsCardProps {
  /** The account dialog, composed by the app (features do not import each other). */
  readonly renderAccount?: (mode: AccountFormMode, close: () => void) => ReactNode;
}

type Showing =
  | { readonly kind: 'none' | 'list' | 'create' }
  | { readonly kind: 'account'; readonly mode: AccountFormMode };

export function TournamentsCard({ renderAccount }: TournamentsCardProps) {
  const query = useQuery({ ...tournamentListQuery(null), refetchInterval: LIST_REFRESH_MS });
  const [showing, setShowing] = useState<Showing>({ kind: 'none' });
  const close = (): void => setShowing({ kind: 'none' });
  const groups = query.data === undefined ? null : groupTournaments(query.data);
  const onAccount =
    renderAccount === undefined
      ? undefined
      : (mode: AccountFormMode) => setShowing({ kind: 'account', mode });
  return (
    <section className="card stack tournaments-card" aria-labelledby="tournaments-card-title">
      <h2 id="tournaments-card-title" className="home__title">
        Tournaments
      </h2>
      {groups === null ? (
        <p className="muted">{query.isError ? 'Tournaments could not be loaded.' : 'Loading tournaments…'}</p>
      ) : groups.running.length + groups.upcoming.length === 0 ? (
        <>
          <p className="muted">No tournament is running or planned. Create one and invite your friends!</p>
          {groups.finished.length > 0 ? (
            <TournamentList
              tournaments={groups.finished.slice(0, 2)}
              label="Recently finished tournaments"
              empty=""
            />
          ) : null}
        </>
      ) : (
        <TournamentList
          tournaments={[...groups.running.slice(0, CARD_SHOWS), ...groups.upcoming.slice(0, CARD_SHOWS)]}
          label="Running and upcoming tournaments"
          empty=""
        />
      )}
      <div className="row">
        <button
          type="button"
          className="btn btn--secondary"
          aria-haspopup="dialog"
          onClick={() => setShowing({ kind: 'list' })}
        >
          Tournaments
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          aria-haspopup="dialog"
          onClick={() => setShowing({ kind: 'create' })}
        >
          Create tournament
        </button>
      </div>
      <Suspense
        fallback={
          <p role="status" className="visually-hidden">
            Loading…
          </p>
        }
      >
        {showing.kind === 'list' ? (
          <TournamentsDialog onClose={close} onCreate={() => setShowing({ kind: 'create' })} />
        ) : null}
        {showing.kind === 'create' ? (
          <CreateTournamentDialog onClose={close} {...(onAccount === undefined ? {} : { onAccount })} />
        ) : null}
      </Suspense>
      {showing.kind === 'account' && renderAccount !== undefined ? renderAccount(showing.mode, close) : null}
    </section>
  );
}
