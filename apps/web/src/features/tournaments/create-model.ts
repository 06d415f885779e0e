// The Create tournament form as data: the fields as typed, checked field by field (in the words the
// server would use where it has them), and the body POST /api/tournaments takes.
import {
  createTournamentBodySchema,
  TOURNAMENT_LIMITS,
  type CreateTournamentBody,
  type TournamentKind,
} from '@checkers/protocol';
import { controlOfDraft, type TimeControlDraft } from '../../components/time-control-picker';

/**
 * When it starts: now, in so many minutes, or at a time picked ('at'). A minute is enough for friends
 * gathered to join a Swiss event, which takes no one once started.
 */
export type StartChoice = 'now' | '1' | '5' | '15' | '30' | '60' | 'at';

export const START_CHOICES: readonly { value: StartChoice; label: string }[] = [
  { value: 'now', label: 'Now' },
  { value: '1', label: 'In 1 minute' },
  { value: '5', label: 'In 5 minutes' },
  { value: '15', label: 'In 15 minutes' },
  { value: '30', label: 'In 30 minutes' },
  { value: '60', label: 'In 1 hour' },
  { value: 'at', label: 'At a time…' },
];

export const ROUND_CHOICES: readonly number[] = Array.from(
  { length: TOURNAMENT_LIMITS.maxRounds - TOURNAMENT_LIMITS.minRounds + 1 },
  (_, i) => TOURNAMENT_LIMITS.minRounds + i,
);

export interface CreateDraft {
  readonly name: string;
  readonly kind: TournamentKind;
  readonly time: TimeControlDraft;
  readonly start: StartChoice;
  /** The picked time, as a datetime-local field holds it ('2026-07-12T18:30'). */
  readonly startAt: string;
  /** An arena's length in minutes, as typed. */
  readonly duration: string;
  readonly rounds: number;
  readonly rated: boolean;
  readonly ballots: boolean;
  /** Empty: anyone may join. */
  readonly password: string;
}

export const NEW_DRAFT: CreateDraft = {
  name: '',
  kind: 'arena',
  time: { choice: '3+2', minutes: '5', increment: '3', days: 1 },
  start: '5',
  startAt: '',
  duration: '30',
  rounds: 5,
  rated: true,
  ballots: false,
  password: '',
};

/** The fields a refusal can point at ('form': the whole of it). */
export type DraftField = 'name' | 'time' | 'start' | 'duration' | 'rounds' | 'password' | 'form';
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The draft as the kind asks: an arena plays on a clock and without ballots. */
export function withKind(draft: CreateDraft, kind: TournamentKind): CreateDraft {
  if (kind === 'swiss') return { ...draft, kind };
  const clock = draft.time.choice === 'correspondence' ? NEW_DRAFT.time : draft.time;
  return { ...draft, kind, time: clock, ballots: false };
}

/** Seconds from now to the start, or the reason it cannot be. */
function startsIn(draft: CreateDraft, now: number): number | string {
  if (draft.start === 'now') return 0;
  if (draft.start !== 'at') return Number(draft.start) * 60;
  const when = draft.startAt === '' ? Number.NaN : new Date(draft.startAt).getTime();
  if (!Number.isFinite(when)) return 'Pick the day and time it starts';
  const seconds = Math.round((when - now) / 1000);
  if (seconds < 0) return 'Pick a start time in the future';
  if (seconds > TOURNAMENT_LIMITS.maxStartsInSeconds) return 'A tournament starts within a week';
  return seconds;
}

const FIELD_OF: Record<string, DraftField> = {
  name: 'name',
  timeControl: 'time',
  startsInSeconds: 'start',
  durationMinutes: 'duration',
  rounds: 'rounds',
  password: 'password',
};

/** The body to send, or what is wrong with each field. */
export function bodyOfDraft(
  draft: CreateDraft,
  now: number,
): { body: CreateTournamentBody; errors?: undefined } | { body?: undefined; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const { control, error: timeError } = controlOfDraft(draft.time);
  if (timeError !== undefined) errors.time = timeError;
  else if (control === undefined) errors.time = 'Choose a time control';
  const start = startsIn(draft, now);
  if (typeof start === 'string') errors.start = start;
  const arena = draft.kind === 'arena';
  const minutes = Number(draft.duration.trim() || Number.NaN);
  const { minDurationMinutes: min, maxDurationMinutes: max } = TOURNAMENT_LIMITS;
  if (arena && !(Number.isInteger(minutes) && minutes >= min && minutes <= max))
    errors.duration = `An arena lasts ${min} to ${max} minutes`;
  const candidate = {
    name: draft.name,
    kind: draft.kind,
    timeControl: control ?? { kind: 'untimed' },
    startsInSeconds: typeof start === 'number' ? start : 0,
    ...(arena ? { durationMinutes: minutes } : { rounds: draft.rounds }),
    rated: draft.rated,
    ballots: !arena && draft.ballots,
    ...(draft.password === '' ? {} : { password: draft.password }),
  };
  const parsed = createTournamentBodySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? 'form';
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}
