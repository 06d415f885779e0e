// GET /api/games/{code}: a game's record, as a TanStack Query, parsed with the protocol's schema so
// the replay only ever sees the contract.
import { gameRecordResponseSchema } from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

/** Every game record query's key starts with this. */
export const GAME_RECORD_KEY = ['game-record'] as const;

/** The record of the game in room `code`. */
export const gameRecordQuery = (code: string) =>
  queryOptions({
    queryKey: [...GAME_RECORD_KEY, code],
    queryFn: async () =>
      gameRecordResponseSchema.parse(await api.get(`/api/games/${encodeURIComponent(code)}`)).game,
  });
