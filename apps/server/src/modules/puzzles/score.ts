// A daily puzzle's score, computed by the server from what it witnessed (docs/API.md, "Daily
// puzzle"). The client's own figures only ever lower what the server measured for time, and only
// ever raise the hints counted, so a client cannot buy a better score by misreporting either.

/** The figures of the formula. */
export const SCORE_RULES = {
  /** Points per level of difficulty (1-5): the most a solve can score. */
  perDifficulty: 100,
  /** Seconds free of any time penalty (the same as the hint delay); 10 for a speed puzzle. */
  graceSeconds: 30,
  speedGraceSeconds: 10,
  /** Past the grace, the time penalty grows linearly to its cap over this many seconds. */
  timeSpanSeconds: 600,
  speedTimeSpanSeconds: 120,
  /** The time penalty's cap, as a share of the base (a speed puzzle's time weighs more). */
  timeShare: 0.5,
  speedTimeShare: 0.8,
  /** Per hint counted. */
  hintShare: 0.2,
  /** Per earlier wrong submission of the same puzzle. */
  retryShare: 0.1,
  /** A correct solve never scores below this share of the base. */
  floorShare: 0.1,
  /** A claimed time below this many seconds per solver move is not believed. */
  minSecondsPerMove: 1,
} as const;

/** What a solve is scored on. */
export interface ScoreInput {
  readonly difficulty: number;
  readonly speed: boolean;
  /** The time that counts (see `countedSeconds`). */
  readonly seconds: number;
  /** Hints counted (the most of the client's claim and the hints the server gave). */
  readonly hints: number;
  /** Earlier wrong submissions of this puzzle by this user. */
  readonly earlierAttempts: number;
}

/** The score of a correct solve; a wrong line scores 0 and is never scored here. */
export function scoreOf(input: ScoreInput): number {
  const r = SCORE_RULES;
  const base = r.perDifficulty * input.difficulty;
  const grace = input.speed ? r.speedGraceSeconds : r.graceSeconds;
  const span = input.speed ? r.speedTimeSpanSeconds : r.timeSpanSeconds;
  const share = input.speed ? r.speedTimeShare : r.timeShare;
  const late = Math.min(1, Math.max(0, input.seconds - grace) / span);
  const penalty = base * (share * late + r.hintShare * input.hints + r.retryShare * input.earlierAttempts);
  return Math.max(Math.round(base * r.floorShare), Math.round(base - penalty));
}

/**
 * The seconds a submission counts: the client's own timer (it restarts with Start and Try Again)
 * when it is plausible, i.e. no more than the server measured since the user first fetched the
 * puzzle and at least `minSecondsPerMove` per solver move played; otherwise the server's measure.
 * Never below the per-move minimum, so a puzzle submitted before it was ever fetched (server time
 * 0) does not score as instantaneous.
 */
export function countedSeconds(clientSeconds: number, serverSeconds: number, solverMoves: number): number {
  const least = SCORE_RULES.minSecondsPerMove * Math.max(1, solverMoves);
  const plausible = clientSeconds <= serverSeconds && clientSeconds >= least;
  return Math.max(least, Math.floor(plausible ? clientSeconds : serverSeconds));
}
