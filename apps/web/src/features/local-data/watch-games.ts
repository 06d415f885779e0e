// The local data at run time, started by start-local-data.ts: every finished game the player played (online rooms and AI games) is
// recorded once into the history and the statistics, by watching the store; AI games are kept in
// the saved games as they are played while auto-save is on (the game feature's saves, handed in
// by app.tsx), and leave them when they end.
import { appStore, type AppState } from '../../stores/app-store';
import { levelName } from './level-name';
import type { AiGameRecord, HistoryEntry } from './local-data-shape';
import { keepAiGame, recordGame } from './record-games';

/** The game feature's saves of AI games: a listener registration (saved-ai-game.ts's onAiGameSaved). */
export type AiGameSaves = (listener: (saved: AiGameRecord, over: boolean) => void) => () => void;

/** The history entry of a game that has just ended, or null when it is not the player's. */
export function finishedGameOf(state: AppState, previous: AppState, now = Date.now()): HistoryEntry | null {
  const { game, room } = state;
  const result = game.result;
  const shown = game.state;
  const color = room.playerColor;
  if (result === null || shown === null || color === null || room.isSpectator || game.mode === null)
    return null;
  const ai = game.mode === 'ai';
  const startedAt = previous.game.gameStartTime ?? now - result.duration;
  const id = ai ? `ai-${startedAt}` : `room-${shown.roomCode}`;
  return {
    id,
    timestamp: now,
    roomCode: ai ? 'AI' : shown.roomCode,
    playerColor: color,
    opponentName: ai ? `AI (${levelName(game.aiDifficulty ?? 'medium')})` : 'Unknown',
    result: shown.winner === null ? 'draw' : shown.winner === color ? 'win' : 'loss',
    winner: shown.winner,
    duration: result.duration,
    moveCount: shown.moveCount,
    captureCount: result.captures,
    // A timed game's state carries its clock; a room without one, and the AI, are untimed.
    timeControl: ai ? { kind: 'untimed' } : (shown.clock?.control ?? room.timeControl ?? { kind: 'untimed' }),
  };
}

/** Starts recording; returns the stop. */
export function watchGames(aiGameSaves?: AiGameSaves): () => void {
  const stopSaves = aiGameSaves?.(keepAiGame);
  const stopWatching = appStore.subscribe((state, previous) => {
    if (state.game.result === null || previous.game.result !== null) return;
    const entry = finishedGameOf(state, previous);
    if (entry !== null) void recordGame(entry, state.game.mode === 'online');
  });
  return () => {
    stopSaves?.();
    stopWatching();
  };
}
