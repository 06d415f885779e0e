// A player's tournament results (GET /api/tournaments/results?user_id=), for the player details:
// each finished tournament with the player's place, the field's size and the score.
import { tournamentResultsReplySchema, type TournamentResult } from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** The results of a player (the latest first), fetched when their details are shown. */
export const tournamentResultsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['tournaments', 'results', userId],
    queryFn: async (): Promise<TournamentResult[]> =>
      tournamentResultsReplySchema.parse(
        await api.get(`/api/tournaments/results?user_id=${encodeURIComponent(userId)}`),
      ).results,
    staleTime: 60_000,
  });
