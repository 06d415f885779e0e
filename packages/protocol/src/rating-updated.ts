// The `rating_updated` socket event: each player's rating change once a game is rated.
import { z } from 'zod';

/** One player's change in the `rating_updated` socket event (the global pool). */
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

/** The `rating_updated` event's payload. */
export const ratingUpdatedPayloadSchema = z.object({
  room_code: z.string(),
  changes: z.array(ratingChangeSchema),
});
