// The home page's live games: players (with ratings in rated games), the time control of a timed
// game, moves, spectators and a Watch button each. Refreshed every few seconds while the page is
// visible. The first is the featured game, with a small board that follows its moves (loaded apart,
// after the home page's first download).
import { formatTimeControl, type SpectatableGame } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RoomError, watchRoom } from '../../../lib/rooms-api';
import { useAppStore } from '../../../stores/app-store';
import { enterRoom } from '../../../stores/session-actions';
import { fetchLiveGames, LIVE_GAMES_FAILURE } from '../api/live-games-api';
import { featuredGameOf } from '../featured-game';
import './live-games.css';

const FeaturedBoard = lazy(() => import('./featured-board'));

/** How often the list refreshes while visible (TanStack Query pauses it while the tab is hidden). */
export const LIVE_GAMES_REFRESH_MS = 10_000;
export const LIVE_GAMES_EMPTY = 'No games are being played right now';

/** Invisible characters that could disguise a name are dropped; the name stays plain text. */
const plain = (name: string | null, fallback: string): string =>
  (name ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim() || fallback;

function Side({ name, rating, color }: { name: string; rating: number | null; color: 'red' | 'black' }) {
  return (
    <span className={`live-game__side live-game__side--${color}`}>
      <span className="live-game__dot" aria-hidden="true" />
      <bdi className="live-game__name">{name}</bdi>
      {rating !== null ? <span className="live-game__rating"> ({Math.round(rating)})</span> : null}
    </span>
  );
}

interface GameRowProps {
  readonly game: SpectatableGame;
  readonly onWatch: () => void;
  readonly busy: boolean;
  readonly featured?: boolean;
}

function GameRow({ game, onWatch, busy, featured = false }: GameRowProps) {
  const red = plain(game.red_name, 'Red player');
  const black = plain(game.black_name, 'Black player');
  const describedBy = `live-game-${game.room_code}`;
  return (
    <li className={featured ? 'live-game live-game--featured' : 'live-game'}>
      {featured ? (
        <Suspense fallback={<div className="featured-board" />}>
          <FeaturedBoard code={game.room_code} />
        </Suspense>
      ) : null}
      <div className="live-game__players" id={describedBy}>
        <Side name={red} rating={game.red_rating} color="red" />
        <span className="live-game__vs">vs</span>
        <Side name={black} rating={game.black_rating} color="black" />
      </div>
      <div className="live-game__meta muted">
        {game.time_control !== undefined && game.time_control.kind !== 'untimed' ? (
          <span className="live-game__control" data-testid="live-game-control">
            {formatTimeControl(game.time_control)}
          </span>
        ) : null}
        <span>
          {game.move_count} {game.move_count === 1 ? 'move' : 'moves'}
        </span>
        <span>
          {game.spectator_count} {game.spectator_count === 1 ? 'spectator' : 'spectators'}
        </span>
        {game.rated ? <span className="pill pill--rated">Rated</span> : null}
      </div>
      <button
        type="button"
        className="btn btn--small live-game__watch"
        aria-describedby={describedBy}
        disabled={busy}
        onClick={onWatch}
      >
        Watch
      </button>
    </li>
  );
}

export function LiveGames() {
  const notify = useAppStore((s) => s.notify);
  const [joining, setJoining] = useState(false);
  const query = useQuery({
    queryKey: ['live-games'],
    queryFn: () => fetchLiveGames(),
    refetchInterval: LIVE_GAMES_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

  const watch = async (code: string): Promise<void> => {
    setJoining(true);
    try {
      enterRoom(await watchRoom(code), false);
    } catch (error) {
      const room = error instanceof RoomError ? error : new RoomError('Failed to join as spectator', true);
      notify('error', room.message, room.retryable ? () => void watch(code) : undefined);
    } finally {
      setJoining(false);
    }
  };

  const games = query.data;
  const featured = games === undefined ? null : featuredGameOf(games);
  const ordered =
    featured === null || games === undefined ? [] : [featured, ...games.filter((g) => g !== featured)];
  return (
    <section className="card stack live-games" aria-labelledby="live-games-title">
      <div className="row row--spread">
        <h2 id="live-games-title" className="home__title">
          Live games
        </h2>
        {query.isFetching ? <span className="muted live-games__refreshing">Refreshing…</span> : null}
      </div>
      {games === undefined ? (
        query.isError ? (
          <div className="row">
            <p className="form-error" role="alert">
              {LIVE_GAMES_FAILURE}
            </p>
            <button
              type="button"
              className="btn btn--small btn--secondary"
              onClick={() => void query.refetch()}
            >
              Retry
            </button>
          </div>
        ) : (
          <p className="muted">Loading live games…</p>
        )
      ) : games.length === 0 ? (
        <p className="muted live-games__empty" data-testid="live-games-empty">
          {LIVE_GAMES_EMPTY}
        </p>
      ) : (
        <ul className="live-games__list" aria-label="Live games">
          {ordered.map((game) => (
            <GameRow
              key={game.room_code}
              game={game}
              featured={game === featured}
              busy={joining}
              onWatch={() => void watch(game.room_code)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
