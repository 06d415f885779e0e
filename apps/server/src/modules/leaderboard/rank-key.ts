// What a rank compares: a player's rating, then their user id. One order for every board.

/** A player's place in the order: what ranks compare. */
export interface RankKey {
  readonly user_id: string;
  readonly rating: number;
}

/** The ranking order: rating descending, then user id ascending. */
export function compareKeys(a: RankKey, b: RankKey): number {
  if (a.rating !== b.rating) return b.rating - a.rating;
  return a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0;
}
