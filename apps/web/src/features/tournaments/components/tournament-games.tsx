// A tournament's games, the latest first: the round (Swiss), who plays black and red, the ballot,
// the result; `Watch` for a game being played (the reader's own has its `Go to game` above the
// standings), `Replay` once over.
// A long list shows its latest games and a way to the rest.
import type { Standing, TournamentGame } from '@checkers/protocol';
import { useState } from 'react';
import { openReview } from '../../../stores/session-actions';
import { watchTournamentGame } from '../enter-tournament-game';

export interface TournamentGamesProps {
  readonly tournamentId: string;
  readonly games: readonly TournamentGame[];
  readonly standings: readonly Standing[];
  readonly me: string | null;
}

/** How many games show before "Show all games". */
export const GAMES_SHOWN = 20;

const RESULT_TEXT = { black: 'Black won', red: 'Red won', draw: 'Draw' } as const;

export function TournamentGames({ tournamentId, games, standings, me }: TournamentGamesProps) {
  const [all, setAll] = useState(false);
  const [busy, setBusy] = useState(false);
  if (games.length === 0) return <p className="muted">No games yet.</p>;
  const names = new Map(standings.map((row) => [row.user_id, row.username]));
  const nameOf = (id: string, fallback: string): string => names.get(id) ?? fallback;
  const latest = [...games].reverse();
  const shown = all ? latest : latest.slice(0, GAMES_SHOWN);
  const go = (run: () => Promise<void>): void => {
    setBusy(true);
    void run().finally(() => setBusy(false));
  };
  return (
    <>
      <ul className="tournament-games" aria-label="Tournament games">
        {shown.map((game) => {
          const mine = me !== null && (game.red_id === me || game.black_id === me);
          const players = `tournament-game-${game.room_code}`;
          return (
            <li key={game.room_code} className="tournament-game">
              <span className="tournament-game__players" id={players}>
                <span className="tournament-game__side tournament-game__side--black">
                  <span className="tournament-game__dot" aria-hidden="true" />
                  <bdi title={nameOf(game.black_id, 'Black')}>{nameOf(game.black_id, 'Black')}</bdi>
                </span>
                <span className="visually-hidden"> vs </span>
                <span className="tournament-game__side tournament-game__side--red">
                  <span className="tournament-game__dot" aria-hidden="true" />
                  <bdi title={nameOf(game.red_id, 'Red')}>{nameOf(game.red_id, 'Red')}</bdi>
                </span>
              </span>
              <span className="tournament-game__meta muted">
                {game.round === null ? null : <span>Round {game.round}</span>}
                {game.ballot === null ? null : <span>Ballot {game.ballot}</span>}
                <span className={game.result === null ? 'tournament-game__live' : undefined}>
                  {game.result === null ? 'Playing' : RESULT_TEXT[game.result]}
                </span>
              </span>
              {game.result !== null ? (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-describedby={players}
                  onClick={() => openReview(game.room_code)}
                >
                  Replay
                </button>
              ) : mine ? (
                <span className="pill">Your game</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--small"
                  aria-describedby={players}
                  disabled={busy}
                  onClick={() => go(() => watchTournamentGame(game.room_code, tournamentId))}
                >
                  Watch
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!all && latest.length > GAMES_SHOWN ? (
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={() => setAll(true)}>
            Show all {latest.length} games
          </button>
        </div>
      ) : null}
    </>
  );
}
