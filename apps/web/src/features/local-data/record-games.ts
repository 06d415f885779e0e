// The local data's writes for watch-games.ts: AI games kept in the saved games as they are played (while auto-save is on) and
// let go when they end; finished games recorded once, with the online opponent's name from the
// server's record.
import { gameRecordResponseSchema } from '@checkers/protocol';
import { api } from '../../lib/api';
import { getPreferences } from '../../lib/preferences';
import { deleteSavedGame, keepSavedGame, nameOpponent, recordFinishedGame } from './local-data';
import type { AiGameRecord, HistoryEntry } from './local-data-shape';
import { levelName } from './level-name';

/** The saved-game id of an AI game: one entry per game, updated as it goes on. */
export const savedGameId = (record: AiGameRecord): string => `ai-${record.startedAt}`;

/** Keeps (or, once over, lets go of) an AI game in the saved games. */
export function keepAiGame(record: AiGameRecord, over: boolean): void {
  const id = savedGameId(record);
  if (over) {
    deleteSavedGame(id);
    return;
  }
  // An empty board is nothing to resume; auto-save off keeps nothing new.
  if (record.moves.length === 0 || !getPreferences().autoSave) return;
  const now = Date.now();
  keepSavedGame({
    id,
    timestamp: now,
    gameState: record,
    metadata: {
      name: `vs AI (${levelName(record.level)}), ${new Date(record.startedAt).toLocaleString()}`,
      roomCode: 'AI',
      playerColor: record.human,
      moveCount: record.moves.length,
      duration: Math.max(0, now - record.startedAt),
    },
  });
}

/** The opponent's name in an online game, from the server's record; null when it cannot be read. */
async function opponentName(roomCode: string, color: 'red' | 'black'): Promise<string | null> {
  try {
    const reply = gameRecordResponseSchema.parse(
      await api.get(`/api/games/${encodeURIComponent(roomCode)}`, { attempts: 1 }),
    );
    return reply.game[color === 'red' ? 'black' : 'red']?.name ?? null;
  } catch {
    return null;
  }
}

/** Records a finished game once; an online game's opponent is named when the record arrives. */
export async function recordGame(entry: HistoryEntry, online: boolean): Promise<void> {
  if (!recordFinishedGame(entry) || !online) return;
  const name = await opponentName(entry.roomCode, entry.playerColor);
  if (name !== null) nameOpponent(entry.id, name);
}
