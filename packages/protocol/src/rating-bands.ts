// The ten rating bands and the progress towards the next one. The bands' names and ranges are
// fixed; the colours, icons and gradients are ours, darkening as the bands rise.

/** A rating band: its name, its inclusive range, and how it is drawn. */
export interface RatingBand {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly colour: string;
  readonly icon: string;
  readonly gradient: string;
}

const band = (
  name: string,
  min: number,
  max: number,
  colour: string,
  icon: string,
  to: string,
): RatingBand => ({
  name,
  min,
  max,
  colour,
  icon,
  gradient: `linear-gradient(135deg, ${colour}, ${to})`,
});

/** The ten bands, lowest first; together they cover 0 to 9999 without gaps. */
export const RATING_BANDS: readonly RatingBand[] = [
  band('Novice', 0, 999, '#9e9e9e', '🌱', '#bdbdbd'),
  band('Beginner', 1000, 1199, '#8d6e63', '🪵', '#a1887f'),
  band('Developing', 1200, 1399, '#43a047', '🌿', '#66bb6a'),
  band('Competent', 1400, 1599, '#00897b', '⚙️', '#26a69a'),
  band('Experienced', 1600, 1799, '#1e88e5', '🎯', '#42a5f5'),
  band('Intermediate', 1800, 1999, '#3949ab', '📘', '#5c6bc0'),
  band('Advanced', 2000, 2199, '#8e24aa', '🔮', '#ab47bc'),
  band('Expert', 2200, 2399, '#d81b60', '🔥', '#ec407a'),
  band('Master', 2400, 2599, '#f4511e', '⭐', '#ff7043'),
  band('Grandmaster', 2600, 9999, '#c9a400', '👑', '#ffd54f'),
];

/** The spec's default rating. */
export const DEFAULT_RATING = 1200;

/** The band a rating falls in (ratings are rounded; anything outside 0-9999 takes the nearest band). */
export function ratingBandOf(rating: number): RatingBand {
  const r = Math.round(rating);
  return (
    RATING_BANDS.find((b) => r >= b.min && r <= b.max) ?? (r < 0 ? RATING_BANDS[0]! : RATING_BANDS.at(-1)!)
  );
}

/** Where a rating stands within its band, and what the next band is. */
export interface TierProgress {
  readonly band: RatingBand;
  /** The band above, or null in the top band (Grandmaster has no next tier). */
  readonly next: RatingBand | null;
  /** 0 to 100: how far through its band the rating is; 100 in the top band. */
  readonly percent: number;
  /** Rating points still needed to reach the next band; 0 in the top band. */
  readonly pointsToNext: number;
}

/** The tier progress of a rating. */
export function tierProgress(rating: number): TierProgress {
  const current = ratingBandOf(rating);
  const index = RATING_BANDS.indexOf(current);
  const next = RATING_BANDS[index + 1] ?? null;
  if (next === null) return { band: current, next: null, percent: 100, pointsToNext: 0 };
  const r = Math.min(Math.max(Math.round(rating), current.min), current.max);
  const span = next.min - current.min;
  return {
    band: current,
    next,
    percent: Math.floor(((r - current.min) / span) * 100),
    pointsToNext: next.min - r,
  };
}
