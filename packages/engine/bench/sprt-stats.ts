// The statistics of a self-play test, the way engine developers run them: games are played in
// pairs (one opening, both colours), and the sequential probability ratio test decides, after
// every pair, whether the candidate is more likely elo1 than elo0 stronger than the baseline, more
// likely elo0, or whether more games are needed.
//
// Pairs, not games, are the unit (the "pentanomial" model): the two games of an opening share its
// bias, so counting them as independent overstates what a match has shown. A pair scores 0, 0.5,
// 1, 1.5 or 2 points for the candidate; its normalised score is that over 2.
//
// The log-likelihood ratio uses the usual normal approximation of the generalised SPRT:
//   LLR = N (s1 - s0) (2 m - s0 - s1) / (2 v)
// where N pairs have mean normalised score m and variance v, and s0, s1 are the expected scores of
// elo0 and elo1 (logistic Elo). The test stops for H1 at LLR >= ln((1 - beta) / alpha) and for H0 at
// LLR <= ln(beta / (1 - alpha)).

/**
 * Pairs before the test may decide. The LLR divides by the pairs' variance as measured so far, and
 * a handful of alike pairs measure it far too small: three pairs once gave an LLR of 8.
 */
export const MIN_PAIRS_FOR_VERDICT = 10;

/** Points the candidate made in one pair of games (0, 0.5, 1, 1.5 or 2). */
export type PairPoints = 0 | 0.5 | 1 | 1.5 | 2;

/** What the test is asked to tell apart, and how sure it must be. */
export interface SprtBounds {
  readonly elo0: number;
  readonly elo1: number;
  /** Chance of accepting H1 when H0 holds. */
  readonly alpha: number;
  /** Chance of accepting H0 when H1 holds. */
  readonly beta: number;
}

/** Counts of pairs by the candidate's points: index 0 for 0 points ... index 4 for 2 points. */
export type Pentanomial = readonly [number, number, number, number, number];

/** Where the test stands. */
export interface SprtState {
  readonly pairs: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** The candidate's share of the points, 0 to 1. */
  readonly score: number;
  /** Elo difference the score stands for (candidate minus baseline). */
  readonly elo: number;
  /** Half the width of the 95% confidence interval of `elo`. */
  readonly eloError: number;
  readonly llr: number;
  readonly lowerBound: number;
  readonly upperBound: number;
  /** 'H1' once the candidate is shown elo1 better, 'H0' once shown not, null while undecided. */
  readonly verdict: 'H0' | 'H1' | null;
}

/** Expected score of a side `elo` points stronger. */
export const expectedScore = (elo: number): number => 1 / (1 + 10 ** (-elo / 400));

/** Elo difference of an expected score (clamped away from 0 and 1, where it is infinite). */
export function eloOfScore(score: number): number {
  const s = Math.min(Math.max(score, 1e-6), 1 - 1e-6);
  return -400 * Math.log10(1 / s - 1);
}

/** The LLR thresholds of the bounds: [lower (accept H0), upper (accept H1)]. */
export const llrBounds = (bounds: SprtBounds): [number, number] => [
  Math.log(bounds.beta / (1 - bounds.alpha)),
  Math.log((1 - bounds.beta) / bounds.alpha),
];

/** Adds one pair's points to the counts. */
export function addPair(counts: Pentanomial, points: PairPoints): Pentanomial {
  const next = [...counts] as [number, number, number, number, number];
  next[points * 2] = (next[points * 2] ?? 0) + 1;
  return next;
}

/** The test's state from the pair counts and the game counts (games are for display only). */
export function sprtState(
  counts: Pentanomial,
  games: { readonly wins: number; readonly draws: number; readonly losses: number },
  bounds: SprtBounds,
): SprtState {
  const pairs = counts.reduce((a, b) => a + b, 0);
  const [lowerBound, upperBound] = llrBounds(bounds);
  let mean = 0;
  for (let i = 0; i < 5; i++) mean += (counts[i]! * (i / 4)) / Math.max(1, pairs);
  let variance = 0;
  for (let i = 0; i < 5; i++) variance += (counts[i]! * (i / 4 - mean) ** 2) / Math.max(1, pairs);
  const s0 = expectedScore(bounds.elo0);
  const s1 = expectedScore(bounds.elo1);
  // With no spread yet (every pair alike) the ratio is undefined; the test waits.
  const llr = pairs < 2 || variance <= 0 ? 0 : (pairs * (s1 - s0) * (2 * mean - s0 - s1)) / (2 * variance);
  const margin = pairs === 0 ? 0.5 : 1.96 * Math.sqrt(variance / pairs);
  const elo = eloOfScore(mean);
  const eloError = (eloOfScore(mean + margin) - eloOfScore(mean - margin)) / 2;
  return {
    pairs,
    ...games,
    score: mean,
    elo,
    eloError,
    llr,
    lowerBound,
    upperBound,
    verdict:
      pairs < MIN_PAIRS_FOR_VERDICT ? null : llr >= upperBound ? 'H1' : llr <= lowerBound ? 'H0' : null,
  };
}

/** One line for the console: games, score, Elo with its error, LLR against its bounds. */
export function formatState(state: SprtState): string {
  const elo = `${state.elo >= 0 ? '+' : ''}${state.elo.toFixed(1)} ± ${state.eloError.toFixed(1)}`;
  return (
    `games ${state.wins + state.draws + state.losses} (W ${state.wins} D ${state.draws} L ${state.losses}), ` +
    `score ${(state.score * 100).toFixed(1)}%, Elo ${elo}, ` +
    `LLR ${state.llr.toFixed(2)} (${state.lowerBound.toFixed(2)}, ${state.upperBound.toFixed(2)})` +
    (state.verdict === null ? '' : ` -> ${state.verdict} accepted`)
  );
}
