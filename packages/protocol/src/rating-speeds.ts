// The rated ladders: one overall, and one per speed class of a timed game. Every rated game counts
// overall; a game on a clock or by correspondence also counts in its speed's ladder, an untimed one
// only overall.
import { z } from 'zod';
import type { TimeControl } from './clock.js';
import { SPEED_NAMES, speedOf } from './speed.js';

/** The ladders, overall first, then the speeds fastest first. */
export const RATING_SPEEDS = ['overall', 'bullet', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
/** A ladder: overall or one speed's. */
export type RatingSpeed = (typeof RATING_SPEEDS)[number];

/** A ladder as a call names it (`speed=`). */
export const ratingSpeedSchema = z.enum(RATING_SPEEDS, {
  error: `speed must be one of ${RATING_SPEEDS.join(', ')}`,
});

/** The speed ladder a game played under `control` counts in besides overall ('overall' when none). */
export function ratingSpeedOf(control: TimeControl): RatingSpeed {
  const speed = speedOf(control);
  return speed === 'untimed' ? 'overall' : speed;
}

/** How a ladder reads in a filter or a card. */
export const RATING_SPEED_NAMES: Readonly<Record<RatingSpeed, string>> = {
  overall: 'Overall',
  bullet: SPEED_NAMES.bullet,
  blitz: SPEED_NAMES.blitz,
  rapid: SPEED_NAMES.rapid,
  classical: SPEED_NAMES.classical,
  correspondence: SPEED_NAMES.correspondence,
};

/** A player's rating in one ladder: the default rating, deviation 350 and no games before any. */
export const speedRatingSchema = z.object({
  rating: z.number(),
  rd: z.number(),
  games: z.number().int(),
});
/** A player's rating in one ladder. */
export type SpeedRating = z.infer<typeof speedRatingSchema>;

/** A player's rating in every ladder. */
export const speedRatingsSchema = z.object({
  overall: speedRatingSchema,
  bullet: speedRatingSchema,
  blitz: speedRatingSchema,
  rapid: speedRatingSchema,
  classical: speedRatingSchema,
  correspondence: speedRatingSchema,
});
/** A player's rating in every ladder. */
export type SpeedRatings = z.infer<typeof speedRatingsSchema>;

/** A rating is provisional (shown with "?") while its deviation is above this (the server's rule). */
export const PROVISIONAL_RD = 110;
