// Leaderboard routes (spec core §7 "Leaderboard calls"). Thin: parse, ask the leaderboard service,
// reply. (Being built in this session.)
import type { FastifyInstance } from 'fastify';
import type { LeaderboardService } from '../domain/leaderboard/leaderboard-service.js';

/** Registers the leaderboard routes. */
export async function leaderboardRoutes(
  _app: FastifyInstance,
  _options: { leaderboard: LeaderboardService },
): Promise<void> {}
