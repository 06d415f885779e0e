// Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", Boston University, 2012;
// http://www.glicko.net/glicko/glicko2.pdf). Pure arithmetic: the rating service decides when a
// period ends and what it stores. The step numbers below are the paper's.

/** A rating on the public scale: rating, rating deviation and volatility. */
export interface Glicko2Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** One game of a rating period, from the rated player's side. */
export interface Glicko2Game {
  readonly opponent: Pick<Glicko2Rating, 'rating' | 'deviation'>;
  /** 1 for a win, 0.5 for a draw, 0 for a loss. */
  readonly score: number;
}

/** The system's settings. */
export interface Glicko2Settings {
  /** Constrains the change of volatility over time (the paper suggests 0.3 to 1.2). */
  readonly tau: number;
  /** The rating a new player starts at (the paper's 1500; ours is the spec's 1200). */
  readonly initialRating: number;
  readonly initialDeviation: number;
  readonly initialVolatility: number;
  /** No rating falls below this, so a long losing run cannot push a number towards zero. */
  readonly ratingFloor: number;
  /** Deviations above this mark a rating as provisional (shown with "?"). */
  readonly provisionalDeviation: number;
  /** The smallest deviation: a very active player's rating still moves after each game. */
  readonly minDeviation: number;
}

/**
 * The platform's choices. Start at the spec's 1200 with the paper's deviation of 350 (nothing
 * known) and volatility 0.06; tau 0.5, in the paper's range, for a game where form changes slowly;
 * a floor of 100; a rating counts as established once its deviation is at most 110, which takes
 * about ten games against established players; deviations stay above 40 so ratings keep moving.
 */
export const GLICKO2_SETTINGS: Glicko2Settings = {
  tau: 0.5,
  initialRating: 1200,
  initialDeviation: 350,
  initialVolatility: 0.06,
  ratingFloor: 100,
  provisionalDeviation: 110,
  minDeviation: 40,
};

/** The ratio between the public scale and Glicko-2's internal one (Step 2). */
const SCALE = 173.7178;
/** The paper's centre of the public scale: conversion is always around 1500, whatever the start. */
const CENTRE = 1500;
/** Convergence tolerance of the volatility iteration (Step 5). */
const EPSILON = 0.000001;

/** A new player's rating. */
export const initialRating = (settings: Glicko2Settings = GLICKO2_SETTINGS): Glicko2Rating => ({
  rating: settings.initialRating,
  deviation: settings.initialDeviation,
  volatility: settings.initialVolatility,
});

/** True while the rating is too uncertain to be shown without a "?". */
export const isProvisional = (
  rating: Pick<Glicko2Rating, 'deviation'>,
  settings = GLICKO2_SETTINGS,
): boolean => rating.deviation > settings.provisionalDeviation;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const e = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The expected score of `player` against `opponent` (0 to 1), for display and storage. */
export function expectedScore(
  player: Pick<Glicko2Rating, 'rating'>,
  opponent: Pick<Glicko2Rating, 'rating' | 'deviation'>,
): number {
  return e((player.rating - CENTRE) / SCALE, (opponent.rating - CENTRE) / SCALE, opponent.deviation / SCALE);
}

// Step 5: the new volatility, by the Illinois algorithm on f(x) = 0.
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  // The interval halves at least every other step; 100 rounds is far beyond what 1e-6 needs.
  for (let round = 0; round < 100 && Math.abs(B - A) > EPSILON; round++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * The rating after a period in which `games` were played (Steps 2 to 8). With no games only the
 * deviation grows (Step 6), as the paper prescribes for a player who sat the period out. The floor
 * and the smallest deviation of `settings` apply to the result.
 */
export function rate(
  player: Glicko2Rating,
  games: readonly Glicko2Game[],
  settings: Glicko2Settings = GLICKO2_SETTINGS,
): Glicko2Rating {
  const mu = (player.rating - CENTRE) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    const grown = Math.sqrt(phi * phi + sigma * sigma) * SCALE;
    return { ...player, deviation: Math.min(settings.initialDeviation, grown) };
  }
  let vInverse = 0;
  let improvement = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - CENTRE) / SCALE;
    const gJ = g(opponent.deviation / SCALE);
    const expected = e(mu, muJ, opponent.deviation / SCALE);
    vInverse += gJ * gJ * expected * (1 - expected);
    improvement += gJ * (score - expected);
  }
  const v = 1 / vInverse; // Step 3
  const delta = v * improvement; // Step 4
  const sigmaNew = newVolatility(sigma, phi, v, delta, settings.tau); // Step 5
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew); // Step 6
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v); // Step 7
  const muNew = mu + phiNew * phiNew * improvement;
  return {
    rating: Math.max(settings.ratingFloor, muNew * SCALE + CENTRE), // Step 8
    deviation: Math.max(settings.minDeviation, phiNew * SCALE),
    volatility: sigmaNew,
  };
}
