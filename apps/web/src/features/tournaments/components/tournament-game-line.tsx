// The game screen's line naming the tournament the game belongs to ("Club Swiss · Round 2 of 3 ·
// Game 2 of 2"), for its players and for a spectator who came from the tournament's page. The name
// leads back to that page whenever leaving is safe (a spectator, or the game over), as the game's
// `Back to tournament` button does; a player in a running game sees it as text, so that a stray tap
// does not take them away from their own game. Loaded with the first tournament game shown.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { leaveToLobby } from '../../../stores/session-actions';
import { tournamentGameQuery, tournamentQuery } from '../api/tournaments-api';
import { gameLineOf, listsGame } from '../game-line-model';
import { tournamentHref } from './tournament-list';

/** A plain click goes back in the page; a click to open a new tab is the browser's. */
function back(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  leaveToLobby();
}

export default function TournamentGameLine() {
  const id = useAppStore((s) => s.room.tournamentId);
  const code = useAppStore((s) => s.room.roomCode);
  const spectator = useAppStore((s) => s.room.isSpectator);
  const over = useAppStore((s) => s.game.state?.isGameOver ?? false);
  const client = useQueryClient();
  const query = useQuery({
    ...tournamentGameQuery(id ?? '', code ?? ''),
    enabled: id !== null && code !== null,
    // The tournament's page, just left for this game, may have read it already.
    initialData: () => {
      if (id === null || code === null) return undefined;
      const page = client.getQueryData(tournamentQuery(id).queryKey);
      return page !== undefined && listsGame(page, code) ? page : undefined;
    },
  });
  if (id === null) return null;
  const line = query.data === undefined ? null : gameLineOf(query.data, code);
  const name = line?.name ?? 'Tournament game';
  return (
    <p className="game__event" data-testid="tournament-line">
      <span aria-hidden="true">🏆 </span>
      <span className="visually-hidden">Tournament: </span>
      {spectator || over ? (
        <a href={tournamentHref(id)} onClick={back}>
          <bdi>{name}</bdi>
        </a>
      ) : (
        <bdi className="game__event-name">{name}</bdi>
      )}
      {line?.parts.map((part) => (
        <span key={part}>
          {' · '}
          <span className="game__event-part">{part}</span>
        </span>
      ))}
    </p>
  );
}
