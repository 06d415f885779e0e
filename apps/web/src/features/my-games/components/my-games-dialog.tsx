// The My games dialog: filters by result and speed over the list of the player's finished games,
// a page at a time ("Show more"). A signed-in player's come from the server; a guest's are the ones
// this browser recorded (the local history the app hands in). With none, a friendly line and a way
// to start one.
import { SPEEDS, SPEED_NAMES, type PlayerResult, type Speed } from '@checkers/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { useAppStore } from '../../../stores/app-store';
import { startAiGame } from '../../../stores/session-actions';
import { myGamesQuery } from '../api/my-games-api';
import {
  MY_GAMES_PAGE,
  NO_FILTERS,
  RESULT_FILTERS,
  filterLocal,
  fromLocal,
  fromServer,
  type ListedGame,
  type LocalGame,
  type MyGamesFilters,
} from '../my-games-model';
import { MyGamesList } from './my-games-list';
import './my-games.css';

export interface MyGamesDialogProps {
  readonly onClose: () => void;
  /** A guest's finished games as this browser recorded them (the local data's history). */
  readonly loadLocalGames: () => Promise<readonly LocalGame[]>;
}

function Filters({
  filters,
  onChange,
}: {
  readonly filters: MyGamesFilters;
  readonly onChange: (filters: MyGamesFilters) => void;
}) {
  const id = useId();
  return (
    <div className="filters my-games__filters" role="group" aria-label="Filters">
      <div className="my-games__filter">
        <label htmlFor={`${id}-result`}>Result</label>
        <select
          id={`${id}-result`}
          value={filters.result ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, result: value === 'all' ? null : (value as PlayerResult) });
          }}
        >
          <option value="all">All results</option>
          {RESULT_FILTERS.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="my-games__filter">
        <label htmlFor={`${id}-speed`}>Speed</label>
        <select
          id={`${id}-speed`}
          value={filters.speed ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, speed: value === 'all' ? null : (value as Speed) });
          }}
        >
          <option value="all">All speeds</option>
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {SPEED_NAMES[speed]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

interface Shown {
  readonly games: readonly ListedGame[];
  readonly filters: MyGamesFilters;
  readonly onFilters: (filters: MyGamesFilters) => void;
  readonly more: (() => void) | null;
  readonly loadingMore: boolean;
  readonly onClose: () => void;
}

/** The list with its "Show more", or the empty state. */
function Games({ games, filters, onFilters, more, loadingMore, onClose }: Shown) {
  const section = useAppStore((s) => s.ui.currentSection);
  if (games.length === 0) {
    const filtered = filters.result !== null || filters.speed !== null;
    const canPlay = section === 'lobby' || section === 'review';
    return (
      <div className="my-games__empty stack">
        <p>
          {filtered
            ? 'No games match these filters.'
            : 'No finished games yet. Play one and it will show up here, ready to replay.'}
        </p>
        <div className="row">
          {filtered ? (
            <button type="button" className="btn btn--secondary" onClick={() => onFilters(NO_FILTERS)}>
              Show all games
            </button>
          ) : canPlay ? (
            <button
              type="button"
              className="btn"
              onClick={() => {
                onClose();
                startAiGame('easy');
              }}
            >
              Play vs AI
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <>
      <MyGamesList games={games} onReplay={onClose} />
      {more === null ? null : (
        <div className="row">
          <button type="button" className="btn btn--secondary" disabled={loadingMore} onClick={more}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
    </>
  );
}

function AccountGames(props: {
  readonly accountId: string;
  readonly filters: MyGamesFilters;
  readonly onFilters: (filters: MyGamesFilters) => void;
  readonly onClose: () => void;
}) {
  const query = useInfiniteQuery(myGamesQuery(props.accountId, props.filters));
  if (query.isPending) return <p role="status">Loading your games…</p>;
  if (query.isError)
    return (
      <div className="stack">
        <p role="alert">Your games could not be loaded.</p>
        <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  const games = query.data.pages.flatMap((page) => page.games.map(fromServer));
  return (
    <Games
      {...props}
      games={games}
      more={query.hasNextPage ? () => void query.fetchNextPage() : null}
      loadingMore={query.isFetchingNextPage}
    />
  );
}

function LocalGames(props: {
  readonly load: () => Promise<readonly LocalGame[]>;
  readonly filters: MyGamesFilters;
  readonly onFilters: (filters: MyGamesFilters) => void;
  readonly onClose: () => void;
}) {
  const { load, filters } = props;
  const [games, setGames] = useState<readonly LocalGame[] | null>(null);
  const [shown, setShown] = useState(MY_GAMES_PAGE);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setGames(loaded),
      () => live && setGames([]),
    );
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(() => setShown(MY_GAMES_PAGE), [filters]);
  if (games === null) return <p role="status">Loading your games…</p>;
  const kept = filterLocal(games, filters);
  return (
    <Games
      {...props}
      games={kept.slice(0, shown).map(fromLocal)}
      more={kept.length > shown ? () => setShown((n) => n + MY_GAMES_PAGE) : null}
      loadingMore={false}
    />
  );
}

export default function MyGamesDialog({ onClose, loadLocalGames }: MyGamesDialogProps) {
  const account = useAppStore((s) => s.user.account);
  const [filters, setFilters] = useState(NO_FILTERS);
  const common = { filters, onFilters: setFilters, onClose };
  return (
    <Modal title="My games" onClose={onClose} size="wide" className="my-games">
      {account === null ? (
        <p className="muted">Games finished in this browser. Sign in to keep every game on your account.</p>
      ) : null}
      <Filters filters={filters} onChange={setFilters} />
      {account === null ? (
        <LocalGames load={loadLocalGames} {...common} />
      ) : (
        <AccountGames accountId={account.id} {...common} />
      )}
    </Modal>
  );
}
