// The `rating_updated` socket event: each player's rating change once a game is rated.
import { z } from 'zod';
import { ratingSpeedSchema } from './rating-speeds.js';

/** One player's change in one ladder, in the `rating_updated` socket event. */
export const ratingChangeSchema = z.object({
  user_id: z.string(),
  color: z.enum(['red', 'black']),
  old_rating: z.number(),
  new_rating: z.number(),
  rating_deviation: z.number(),
  provisional: z.boolean(),
  expected_score: z.number(),
  /** 1 win, 0.5 draw, 0 loss. */
  score: z.number(),
});
/** One player's rating change. */
export type RatingChange = z.infer<typeof ratingChangeSchema>;

/**
 * The `rating_updated` event's payload: `changes` are overall; a timed game (`speed` not
 * 'overall') also moved its speed's ladder, whose changes are `speed_changes`.
 */
export const ratingUpdatedPayloadSchema = z.object({
  room_code: z.string(),
  speed: ratingSpeedSchema,
  changes: z.array(ratingChangeSchema),
  speed_changes: z.array(ratingChangeSchema).optional(),
});
