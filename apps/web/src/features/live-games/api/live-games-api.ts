// GET /api/spectate/games: the games being played now, newest first.
import { spectatableGamesResponseSchema, type SpectatableGame } from '@checkers/protocol';
import { api } from '../../../lib/api';

/** The spec's text when the list cannot be read. */
export const LIVE_GAMES_FAILURE = 'Failed to load spectatable games';

export async function fetchLiveGames(limit = 20): Promise<readonly SpectatableGame[]> {
  try {
    const reply = await api.get(`/api/spectate/games?limit=${limit}`, { attempts: 1 });
    return spectatableGamesResponseSchema.parse(reply).games;
  } catch {
    throw new Error(LIVE_GAMES_FAILURE);
  }
}
