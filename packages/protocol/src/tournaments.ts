// Tournaments on the wire: arenas and Swiss events, their calls' bodies and replies. The user
// socket's tournament_paired and tournament_finished are in ws.ts, outside the lobby's first download.
import { z } from 'zod';
import { timeControlSchema } from './clock.js';

/** The limits of a tournament as created. */
export const TOURNAMENT_LIMITS = {
  nameMin: 3,
  nameMax: 60,
  /** How far ahead a start may be set: a week. */
  maxStartsInSeconds: 604_800,
  /** An arena's length in minutes. */
  minDurationMinutes: 1,
  maxDurationMinutes: 720,
  /** A Swiss event's rounds. */
  minRounds: 3,
  maxRounds: 11,
  passwordMax: 64,
  /** The fewest players whose event crowns a champion (the achievement). */
  championMinPlayers: 4,
} as const;

/** An arena scores a win 2, a draw 1, a loss 0; doubled during a streak. */
export const ARENA_POINTS = { win: 2, draw: 1, loss: 0 } as const;
/** A Swiss event scores a win 1, a draw ½, a bye 1. */
export const SWISS_POINTS = { win: 1, draw: 0.5, loss: 0, bye: 1 } as const;

export const TOURNAMENT_KINDS = ['arena', 'swiss'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];
export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** Texts of the refusals, word for word. */
export const TOURNAMENT_MESSAGES = {
  notFound: 'Tournament not found',
  finished: 'This tournament has finished',
  wrongPassword: 'Wrong tournament password',
  notJoined: 'You have not joined this tournament',
  swissStarted: 'This Swiss tournament has already started',
} as const;

/** A tournament id in a path. */
export const tournamentIdSchema = z
  .string({ error: 'A tournament id is required' })
  .trim()
  .min(1, 'A tournament id is required')
  .max(64, 'No such tournament id');
/** `{id}` of the tournament calls. */
export const tournamentPathSchema = z.object({ id: tournamentIdSchema });

const wholeIn = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/**
 * POST /api/tournaments body. An arena needs `durationMinutes`, a Swiss event `rounds`; each refusal
 * names its field.
 */
export const createTournamentBodySchema = z
  .strictObject({
    name: z
      .string({ error: 'A name is required' })
      .trim()
      .min(TOURNAMENT_LIMITS.nameMin, `A name has at least ${TOURNAMENT_LIMITS.nameMin} characters`)
      .max(TOURNAMENT_LIMITS.nameMax, `A name has at most ${TOURNAMENT_LIMITS.nameMax} characters`),
    kind: z.enum(TOURNAMENT_KINDS, { error: 'kind must be "arena" or "swiss"' }),
    timeControl: timeControlSchema,
    startsInSeconds: wholeIn('startsInSeconds', 0, TOURNAMENT_LIMITS.maxStartsInSeconds),
    durationMinutes: wholeIn(
      'durationMinutes',
      TOURNAMENT_LIMITS.minDurationMinutes,
      TOURNAMENT_LIMITS.maxDurationMinutes,
    ).optional(),
    rounds: wholeIn('rounds', TOURNAMENT_LIMITS.minRounds, TOURNAMENT_LIMITS.maxRounds).optional(),
    rated: z.boolean().default(false),
    ballots: z.boolean().default(false),
    password: z
      .string()
      .min(1, 'A password cannot be empty')
      .max(
        TOURNAMENT_LIMITS.passwordMax,
        `A password has at most ${TOURNAMENT_LIMITS.passwordMax} characters`,
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'arena' && body.durationMinutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: 'An arena needs durationMinutes' });
    }
    if (body.kind === 'arena' && body.timeControl.kind !== 'clock') {
      ctx.addIssue({ code: 'custom', path: ['timeControl'], message: 'An arena is played on a clock' });
    }
    if (body.kind === 'swiss' && body.rounds === undefined) {
      ctx.addIssue({ code: 'custom', path: ['rounds'], message: 'A Swiss tournament needs rounds' });
    }
  });
export type CreateTournamentBody = z.infer<typeof createTournamentBodySchema>;

/** GET /api/tournaments query. */
export const tournamentListQuerySchema = z.object({
  status: z.enum(TOURNAMENT_STATUSES, { error: 'status must be upcoming, running or finished' }).optional(),
});

/** POST /api/tournaments/{id}/join body. */
export const joinTournamentBodySchema = z.strictObject({
  password: z.string().max(TOURNAMENT_LIMITS.passwordMax).optional(),
});

/** A tournament on the wire. */
export const tournamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(TOURNAMENT_KINDS),
  status: z.enum(TOURNAMENT_STATUSES),
  time_control: timeControlSchema,
  rated: z.boolean(),
  ballots: z.boolean(),
  /** ISO instants. */
  starts_at: z.string(),
  /** An arena's end; null for a Swiss event. */
  ends_at: z.string().nullable(),
  /** A Swiss event's rounds, and the round under way (0 before the first); null for an arena. */
  rounds: z.number().int().nullable(),
  round: z.number().int().nullable(),
  /** Players who joined (withdrawn ones included: they keep their score). */
  players: z.number().int(),
  created_by: z.string(),
  /** Whether joining needs a password. */
  private: z.boolean(),
  /** Set by the server for its recurring arenas. */
  scheduled: z.boolean(),
  winner_id: z.string().nullable(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** One line of the standings. */
export const standingSchema = z.object({
  rank: z.number().int(),
  user_id: z.string(),
  username: z.string(),
  rating: z.number(),
  score: z.number(),
  games: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  /** Arena: consecutive wins now (2 or more: results score double). */
  streak: z.number().int().optional(),
  /** Swiss tie-breaks. */
  buchholz: z.number().optional(),
  sonneborn_berger: z.number().optional(),
  /** Performance rating over the games played; null before any. */
  performance: z.number().nullable(),
  withdrawn: z.boolean(),
});
export type Standing = z.infer<typeof standingSchema>;

/** One game of a tournament. */
export const tournamentGameSchema = z.object({
  /** Swiss round; null in an arena. */
  round: z.number().int().nullable(),
  room_code: z.string(),
  red_id: z.string(),
  black_id: z.string(),
  result: z.enum(['red', 'black', 'draw']).nullable(),
  /** The ACF ballot's number when the event plays ballots. */
  ballot: z.number().int().nullable(),
  started_at: z.string(),
});
export type TournamentGame = z.infer<typeof tournamentGameSchema>;

/** GET /api/tournaments reply. */
export const tournamentListReplySchema = z.object({ tournaments: z.array(tournamentSchema) });
/** GET /api/tournaments/{id} reply (games oldest first). */
export const tournamentDetailReplySchema = z.object({
  tournament: tournamentSchema,
  standings: z.array(standingSchema),
  games: z.array(tournamentGameSchema),
});
export type TournamentDetail = z.infer<typeof tournamentDetailReplySchema>;
/** POST /api/tournaments reply (201), and join/withdraw's. */
export const tournamentReplySchema = z.object({ tournament: tournamentSchema });
/** GET /api/tournaments/{id}/me reply. */
export const tournamentMeReplySchema = z.object({
  joined: z.boolean(),
  /** The caller's current tournament game; null between games. */
  room_code: z.string().nullable(),
});
export type TournamentMe = z.infer<typeof tournamentMeReplySchema>;

/** GET /api/tournaments/results query: whose results. */
export const tournamentResultsQuerySchema = z.object({
  user_id: z
    .string({ error: 'user_id is required' })
    .trim()
    .min(1, 'user_id is required')
    .max(64, 'No such user id'),
});

/** One finished tournament a player took part in, and where it finished. */
export const tournamentResultSchema = z.object({
  tournament_id: z.string(),
  name: z.string(),
  kind: z.enum(TOURNAMENT_KINDS),
  finished_at: z.string(),
  rank: z.number().int(),
  /** Players who took part. */
  players: z.number().int(),
  score: z.number(),
});
export type TournamentResult = z.infer<typeof tournamentResultSchema>;
/** GET /api/tournaments/results reply: newest first. */
export const tournamentResultsReplySchema = z.object({ results: z.array(tournamentResultSchema) });
export type TournamentResults = z.infer<typeof tournamentResultsReplySchema>;
