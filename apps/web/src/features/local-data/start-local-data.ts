// Start-up of the local data: the recording of finished games and the saving of AI games
// (watch-games.ts) load just after the page's first download, so the lobby's first JavaScript stays
// within its budget.
import type { AiGameSaves } from './watch-games';

/** Starts recording games, hearing the game feature's AI-game saves; returns the stop. */
export function startLocalData(aiGameSaves?: AiGameSaves): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./watch-games').then(({ watchGames }) => {
    if (!stopped) stop = watchGames(aiGameSaves);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
