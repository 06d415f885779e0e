// What tournaments need running while the app is open: `tournament_paired` takes the player
// straight into the game from anywhere (a game still being played elsewhere gets a notice with a
// way in instead; a game that has just ended on screen keeps its result in view a moment first), `tournament_updated` refreshes that tournament's page, and `tournament_finished`
// refreshes it and says so. Loaded with the first such message (start-tournaments.ts listens).
import type { ServerMessage } from '@checkers/protocol';
import { queryClient } from '../../lib/query-client';
import { appStore } from '../../stores/app-store';
import { openTournament } from '../../stores/session-actions';
import { tournamentKey, TOURNAMENTS_KEY } from './api/tournament-keys';
import { enterTournamentGame } from './enter-tournament-game';

/** Whether the page shows another game still being played (its player is not pulled out of it). */
function playingElsewhere(roomCode: string): boolean {
  const { ui, game, room } = appStore.getState();
  if (ui.currentSection !== 'game' || game.mode !== 'online' || room.isSpectator) return false;
  return room.roomCode !== roomCode.toUpperCase() && game.state !== null && !game.state.isGameOver;
}

/** How long the end of a game stays on screen before the next tournament game opens. */
export const NEXT_GAME_PAUSE_MS = 4000;

/** Whether the page shows the end of another game: the player gets to see its result first. */
function justEndedElsewhere(roomCode: string): boolean {
  const { ui, game, room } = appStore.getState();
  if (ui.currentSection !== 'game' || game.mode !== 'online' || room.isSpectator) return false;
  return room.roomCode !== roomCode.toUpperCase() && game.state?.isGameOver === true;
}

const refresh = (id: string): void => {
  void queryClient.invalidateQueries({ queryKey: tournamentKey(id) });
  void queryClient.invalidateQueries({ queryKey: [...TOURNAMENTS_KEY, 'list'] });
};

/** One message of the user socket; others than tournament_* are left alone. */
export function handleTournamentMessage(message: ServerMessage): void {
  const { notify, ui } = appStore.getState();
  switch (message.type) {
    case 'tournament_paired': {
      const { tournament_id: id, room_code: code } = message.payload;
      refresh(id);
      const go = (): void => void enterTournamentGame(code, id);
      if (playingElsewhere(code)) {
        notify('info', 'Your tournament game is ready', undefined, { label: 'Go to game', run: go });
        return;
      }
      if (justEndedElsewhere(code)) {
        notify('info', 'Your next tournament game starts in a moment', undefined, {
          label: 'Go to game',
          run: go,
        });
        setTimeout(go, NEXT_GAME_PAUSE_MS);
        return;
      }
      go();
      return;
    }
    case 'tournament_updated':
      refresh(message.payload.tournament_id);
      return;
    case 'tournament_finished': {
      const id = message.payload.tournament_id;
      refresh(id);
      if (ui.currentSection === 'tournament' && ui.tournamentId === id) return;
      notify('info', 'A tournament you played in has finished', undefined, {
        label: 'See results',
        run: () => openTournament(id),
      });
      return;
    }
    default:
      return;
  }
}
