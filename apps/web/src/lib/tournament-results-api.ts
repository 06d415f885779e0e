// A player's tournament results (GET /api/tournaments/results?user_id=), for the player details:
// each finished tournament with the player's place, the field's size and the score.
import { TOURNAMENT_KINDS } from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api';

/** One finished tournament of the player. */
export const tournamentResultSchema = z.object({
  tournament_id: z.string(),
  name: z.string(),
  kind: z.enum(TOURNAMENT_KINDS),
  finished_at: z.string(),
  rank: z.number().int(),
  players: z.number().int(),
  score: z.number(),
});
export type TournamentResult = z.infer<typeof tournamentResultSchema>;

/** The reply: the latest first. */
export const tournamentResultsReplySchema = z.object({ results: z.array(tournamentResultSchema) });

/** The results of a player, fetched when their details are shown. */
export const tournamentResultsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['tournaments', 'results', userId],
    queryFn: async (): Promise<TournamentResult[]> =>
      tournamentResultsReplySchema.parse(
        await api.get(`/api/tournaments/results?user_id=${encodeURIComponent(userId)}`),
      ).results,
    staleTime: 60_000,
  });
