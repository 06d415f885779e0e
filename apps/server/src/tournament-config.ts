// The tournaments' settings, read from the environment with config.ts's others: their calls' rate
// limits, the director's tick, and the recurring arenas (TOURNAMENT_SCHEDULE, JSON; an empty list
// turns them off).
import { z } from 'zod';
import { CLOCK_BOUNDS, TOURNAMENT_LIMITS } from '@checkers/protocol';
import { intFrom } from './lib/env.js';

/** A recurring arena: made ahead by the director so the upcoming list always shows the next one. */
export interface ScheduledArenaConfig {
  /** Names the entry in the keys of the tournaments made for it (unique in the schedule). */
  readonly key: string;
  readonly name: string;
  /** Hourly (on the hour), or daily at `atMinute` minutes past midnight UTC. */
  readonly every: 'hour' | 'day';
  readonly atMinute: number;
  readonly initialSeconds: number;
  readonly incrementSeconds: number;
  readonly durationMinutes: number;
  readonly rated: boolean;
}

/** Tournament settings (see Config.tournaments). */
export interface TournamentConfig {
  /** Creations, joins and withdrawals per address and per token per minute. */
  readonly actionsPerMinute: number;
  /** Lists, tournaments, results and `me` per address and per token per minute. */
  readonly readsPerMinute: number;
  /** How often the director runs (0: never; tests run it by hand). */
  readonly tickMs: number;
  /** The recurring arenas. */
  readonly schedule: readonly ScheduledArenaConfig[];
  /** Tests only: the director's clock (starts, ends, waiting times); Date.now otherwise. */
  readonly clock?: () => number;
}

/** The default schedule: an hourly 3+2 arena of 57 minutes and a daily 5+3 one of 90 at 18:00 UTC. */
export const DEFAULT_SCHEDULE: readonly ScheduledArenaConfig[] = [
  {
    key: 'hourly-3+2',
    name: 'Hourly 3+2 Arena',
    every: 'hour',
    atMinute: 0,
    initialSeconds: 180,
    incrementSeconds: 2,
    durationMinutes: 57,
    rated: true,
  },
  {
    key: 'daily-5+3',
    name: 'Daily 5+3 Arena',
    every: 'day',
    atMinute: 18 * 60,
    initialSeconds: 300,
    incrementSeconds: 3,
    durationMinutes: 90,
    rated: true,
  },
];

const entrySchema = z.strictObject({
  key: z.string().min(1).max(40),
  name: z.string().min(TOURNAMENT_LIMITS.nameMin).max(TOURNAMENT_LIMITS.nameMax),
  every: z.enum(['hour', 'day']),
  atMinute: z.number().int().min(0).max(1439).default(0),
  initialSeconds: z.number().int().min(CLOCK_BOUNDS.minInitialSeconds).max(CLOCK_BOUNDS.maxInitialSeconds),
  incrementSeconds: z.number().int().min(0).max(CLOCK_BOUNDS.maxIncrementSeconds),
  durationMinutes: z
    .number()
    .int()
    .min(TOURNAMENT_LIMITS.minDurationMinutes)
    .max(TOURNAMENT_LIMITS.maxDurationMinutes),
  rated: z.boolean().default(true),
});

/** The schedule of TOURNAMENT_SCHEDULE (the default when unset); a bad one fails the start. */
export function scheduleFrom(value: string | undefined): readonly ScheduledArenaConfig[] {
  if (value === undefined || value.trim() === '') return DEFAULT_SCHEDULE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('TOURNAMENT_SCHEDULE must be JSON: a list of recurring arenas');
  }
  const result = z.array(entrySchema).safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`TOURNAMENT_SCHEDULE: ${issue.path.join('.')}: ${issue.message}`);
  }
  if (new Set(result.data.map((entry) => entry.key)).size !== result.data.length)
    throw new Error('TOURNAMENT_SCHEDULE: each entry needs its own key');
  return result.data;
}

/** The tournaments' settings from the environment. */
export function tournamentsFrom(env: NodeJS.ProcessEnv): TournamentConfig {
  return {
    actionsPerMinute: intFrom(env.RATE_LIMIT_TOURNAMENTS, 30, 'RATE_LIMIT_TOURNAMENTS'),
    readsPerMinute: intFrom(env.RATE_LIMIT_TOURNAMENT_READS, 300, 'RATE_LIMIT_TOURNAMENT_READS'),
    tickMs: intFrom(env.TOURNAMENT_TICK_MS, 2_000, 'TOURNAMENT_TICK_MS'),
    schedule: scheduleFrom(env.TOURNAMENT_SCHEDULE),
  };
}
