// A tournament's page (`?tournament=ID`): its name, kind, clock and options, the status with its
// countdown, Join / Withdraw and the player's game now, the podium once finished, the standings and
// the games. Refreshed when the user socket says it changed, and polled every few seconds for whoever
// does not hear that (not in it, or no socket).
import { TOURNAMENT_MESSAGES, type Tournament } from '@checkers/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AccountFormMode } from '../../../components/header-dialog-button';
import { ApiError } from '../../../lib/api-error';
import { isUserSocketOpen } from '../../../lib/user-socket';
import { useAppStore } from '../../../stores/app-store';
import { leaveToLobby } from '../../../stores/session-actions';
import { PAGE_REFRESH_MS, tournamentMeQuery, tournamentQuery } from '../api/tournaments-api';
import { useNow } from '../hooks/use-now';
import { KIND_NAMES, startText, statusText, summaryParts } from '../tournament-model';
import { JoinControls } from './join-controls';
import { Podium } from './podium';
import { StandingsTable } from './standings-table';
import { SummaryLine } from './summary-line';
import { TournamentGames } from './tournament-games';
import '../tournaments.css';

/** A player in it, whose socket tells of every change, still polls now and then. */
export const PLAYER_REFRESH_MS = 20_000;

export interface TournamentPageProps {
  readonly id: string;
  /** The account dialog, composed by the app (features do not import each other). */
  readonly renderAccount?: (mode: AccountFormMode, close: () => void) => ReactNode;
}

/** How often to fetch again: never once finished, seldom for a player the socket tells. */
export function refreshEvery(t: Tournament | undefined, joined: boolean): number | false {
  if (t?.status === 'finished') return false;
  // Around the start, everyone looks sooner: the first pairings are made then.
  const starting = t?.status === 'upcoming' && Date.parse(t.starts_at) - Date.now() < PAGE_REFRESH_MS;
  return joined && isUserSocketOpen() && !starting ? PLAYER_REFRESH_MS : PAGE_REFRESH_MS;
}

function Bar() {
  return (
    <div className="tournament-page__bar">
      <button type="button" className="btn btn--secondary" onClick={leaveToLobby}>
        Back to Lobby
      </button>
    </div>
  );
}

function Head({ tournament }: { readonly tournament: Tournament }) {
  const now = useNow();
  return (
    <header className="card stack stack--tight tournament-page__head">
      <p className="tournament-page__kind muted">
        {tournament.scheduled ? 'Scheduled ' : ''}
        {KIND_NAMES[tournament.kind]} tournament
      </p>
      <h2 id="tournament-title" className="tournament-page__title">
        <bdi>{tournament.name}</bdi>
      </h2>
      <p className="muted">
        <SummaryLine parts={summaryParts(tournament)} />
      </p>
      <p className={`tournament-page__status tournament-page__status--${tournament.status}`}>
        <strong className="tournament-whole">{statusText(tournament, now)}</strong>
        {tournament.status === 'upcoming' ? (
          <span className="muted">
            {' '}
            ·{' '}
            <time className="tournament-whole" dateTime={tournament.starts_at}>
              {startText(tournament.starts_at, now)}
            </time>
          </span>
        ) : null}
        <span className="muted">
          {' '}
          ·{' '}
          <span className="tournament-whole">
            {tournament.players === 1 ? '1 player' : `${tournament.players} players`}
          </span>
        </span>
      </p>
    </header>
  );
}

export default function TournamentPage({ id, renderAccount }: TournamentPageProps) {
  const account = useAppStore((s) => s.user.account);
  const accountId = account?.id ?? null;
  const [accountForm, setAccountForm] = useState<AccountFormMode | null>(null);
  const client = useQueryClient();
  const meOptions = tournamentMeQuery(id, accountId ?? '');
  const joined = (): boolean => client.getQueryData(meOptions.queryKey)?.joined === true;
  const query = useQuery({
    ...tournamentQuery(id),
    refetchInterval: (q) => refreshEvery(q.state.data?.tournament, joined()),
  });
  const meQuery = useQuery({
    ...meOptions,
    enabled: accountId !== null,
    refetchInterval: () => refreshEvery(query.data?.tournament, joined()),
  });

  if (query.isPending) {
    return (
      <section className="tournament-page stack" aria-label="Tournament">
        <Bar />
        <p role="status">Loading tournament…</p>
      </section>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="tournament-page stack" aria-label="Tournament">
        <Bar />
        <div className="card stack">
          <p role="alert">{missing ? TOURNAMENT_MESSAGES.notFound : 'The tournament could not be loaded.'}</p>
          {missing ? null : (
            <div className="row">
              <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
                Try again
              </button>
            </div>
          )}
        </div>
      </section>
    );
  }
  const { tournament, standings, games } = query.data;
  const onAccount = renderAccount === undefined ? undefined : setAccountForm;
  return (
    <section className="tournament-page stack" aria-labelledby="tournament-title">
      <Bar />
      <Head tournament={tournament} />
      {tournament.status === 'finished' ? null : (
        <div className="card">
          <JoinControls
            tournament={tournament}
            standings={standings}
            games={games}
            me={meQuery.data}
            accountId={accountId}
            {...(onAccount === undefined ? {} : { onAccount })}
          />
        </div>
      )}
      {tournament.status === 'finished' ? <Podium standings={standings} /> : null}
      <div className="tournament-page__columns">
        <section className="card stack tournament-page__standings" aria-labelledby="standings-title">
          <h3 id="standings-title">Standings</h3>
          <StandingsTable
            kind={tournament.kind}
            standings={standings}
            me={accountId}
            labelledBy="standings-title"
          />
        </section>
        <section className="card stack tournament-page__games" aria-labelledby="games-title">
          <h3 id="games-title">Games</h3>
          <TournamentGames tournamentId={tournament.id} games={games} standings={standings} me={accountId} />
        </section>
      </div>
      {accountForm !== null && renderAccount !== undefined
        ? renderAccount(accountForm, () => setAccountForm(null))
        : null}
    </section>
  );
}
