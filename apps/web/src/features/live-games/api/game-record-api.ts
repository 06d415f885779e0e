// GET /api/games/{code}: the featured game's public record (its moves so far), loaded with its board.
import { gameRecordResponseSchema, type GameRecord } from '@checkers/protocol';
import { api } from '../../../lib/api';

export async function fetchGameRecord(code: string): Promise<GameRecord> {
  const reply = await api.get(`/api/games/${encodeURIComponent(code)}`, { attempts: 1, token: null });
  return gameRecordResponseSchema.parse(reply).game;
}
