// The list named "My games": per game the result (in words and colour), the opponent, the colour
// played, the clock, how it ended, the date, and Replay (its `?game=CODE` link). A replay opens in
// place, leaving a finished room behind; while the player is in the middle of a game it opens in a
// new tab instead, so the game goes on. A game against the AI has no room to replay.
import type { MouseEvent } from 'react';
import { appStore, useAppStore, type AppState } from '../../../stores/app-store';
import { leaveToLobby, openReview } from '../../../stores/session-actions';
import { RESULT_TEXT, dateText, detailsText, type ListedGame } from '../my-games-model';

/** Whether the player is in the middle of a game of their own (online or against the AI). */
export const isPlaying = (s: AppState): boolean =>
  s.ui.currentSection === 'waiting' ||
  (s.ui.currentSection === 'game' && s.game.mode !== null && s.game.result === null && !s.room.isSpectator);

function ReplayLink({ game, onOpen }: { readonly game: ListedGame; readonly onOpen: () => void }) {
  const playing = useAppStore(isPlaying);
  const code = game.replayCode;
  if (code === null) return <span className="muted my-games__no-replay">No replay</span>;
  const open = (event: MouseEvent<HTMLAnchorElement>): void => {
    // A new tab asked for with a modifier key or the middle button is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
    // A finished room is left behind, as Back to Lobby would.
    if (appStore.getState().room.roomCode !== null) leaveToLobby();
    openReview(code);
  };
  return (
    <a
      className="btn btn--small btn--secondary my-games__replay"
      href={`?game=${code}`}
      aria-label={`Replay vs ${game.opponent}, ${dateText(game.finishedAt)}`}
      {...(playing ? { target: '_blank', rel: 'noopener' } : { onClick: open })}
    >
      Replay
    </a>
  );
}

export interface MyGamesListProps {
  readonly games: readonly ListedGame[];
  /** Closes the dialog as a replay opens in place. */
  readonly onReplay: () => void;
}

export function MyGamesList({ games, onReplay }: MyGamesListProps) {
  return (
    <ul className="my-games__list" aria-label="My games">
      {games.map((game) => {
        return (
          <li key={game.key} className="my-games__item">
            <div className="my-games__main">
              <span className={`my-games__result my-games__result--${game.result}`}>
                {RESULT_TEXT[game.result]}
              </span>
              <span className="my-games__opponent">
                vs <strong>{game.opponent}</strong>
                {game.opponentRating === null ? null : (
                  <span className="muted"> ({game.opponentRating})</span>
                )}
              </span>
            </div>
            <p className="my-games__meta">{detailsText(game)}</p>
            <time className="my-games__date" dateTime={new Date(game.finishedAt).toISOString()}>
              {dateText(game.finishedAt)}
            </time>
            <ReplayLink game={game} onOpen={onReplay} />
          </li>
        );
      })}
    </ul>
  );
}
