// The page load's landing (lib/landing.ts decides): a seat taken back from the saved session (the
// same token gets the same seat from the server), the saved game against the AI, a replay, a
// tournament's page, or the home page.
import { loadAiGame, resumeSavedAiGame } from './features/game/ai/saved-ai-game';
import { landingAfterCheck, landingOf, PLAY_PARAM, type Landing } from './lib/landing';
import { joinRoom } from './lib/rooms-api';
import { clearSession, loadSession, type SavedSession } from './lib/session';
import { appStore } from './stores/app-store';
import { enterRoom, leaveToLobby, openReview, openTournament } from './stores/session-actions';

async function takeSeatBack(saved: SavedSession): Promise<void> {
  appStore.getState().setUser({ authToken: saved.token, playerId: saved.playerId });
  try {
    // A seat whose game has not started yet shows the waiting banner once the state says so.
    const seat = await joinRoom(saved.roomCode);
    const same = seat.roomCode === saved.roomCode;
    const tournament = saved.tournamentId === undefined ? {} : { tournamentId: saved.tournamentId };
    enterRoom(same ? { ...seat, startedAt: saved.startedAt, ...tournament } : seat, false);
    appStore.getState().setGame({ gameStartTime: saved.startedAt ?? null });
    appStore.getState().setUi({ statusMessage: '' });
  } catch {
    leaveToLobby();
  }
}

/** The address without the AI game's mark, when the load does not go on with that game. */
function dropPlayParam(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(PLAY_PARAM)) return;
  url.searchParams.delete(PLAY_PARAM);
  history.replaceState(null, '', url);
}

/** Whether the saved seat's game is over (null: no answer); its code loads only when asked. */
async function gameOver(code: string): Promise<boolean | null> {
  try {
    return await (await import('./lib/room-game-over')).roomGameOver(code);
  } catch {
    return null;
  }
}

export async function restoreSession(): Promise<void> {
  const saved = loadSession();
  const facts = { params: new URL(location.href).searchParams, saved, aiSaved: loadAiGame() !== null };
  const first = landingOf(facts);
  const landing: Landing =
    first.kind === 'check' ? landingAfterCheck(first.session, await gameOver(first.session.roomCode)) : first;
  if (landing.kind !== 'ai') dropPlayParam();
  switch (landing.kind) {
    case 'review':
      openReview(landing.code);
      return;
    case 'room':
      await takeSeatBack(landing.session);
      return;
    case 'ai':
      resumeSavedAiGame();
      return;
    case 'tournament':
      openTournament(landing.id);
      return;
    case 'home':
      if (landing.forget) clearSession();
  }
}
