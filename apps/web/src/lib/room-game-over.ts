// Whether a room's game is over, asked when a page load might go back to a saved seat. Loaded only
// then, outside the home page's first download.
import { gameRecordResponseSchema } from '@checkers/protocol';
import { api } from './api';
import { ApiError } from './api-error';

/** How long a page load waits to hear whether the saved seat's game is over. */
export const GAME_OVER_CHECK_MS = 5_000;

/**
 * Whether the game in room `code` is over, from its public record (GET /api/games/{code}); null when
 * the server cannot say (offline, slow, an unexpected reply). An unknown room is over: nothing to go
 * back to.
 */
export async function roomGameOver(code: string): Promise<boolean | null> {
  try {
    const reply = await api.get(`/api/games/${encodeURIComponent(code)}`, {
      attempts: 1,
      timeoutMs: GAME_OVER_CHECK_MS,
      token: null,
    });
    const parsed = gameRecordResponseSchema.safeParse(reply);
    return parsed.success ? parsed.data.game.status === 'finished' : null;
  } catch (error) {
    return error instanceof ApiError && error.kind === 'api' && error.status === 404 ? true : null;
  }
}
