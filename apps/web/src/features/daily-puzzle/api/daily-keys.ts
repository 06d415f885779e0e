// The daily puzzle's query keys, apart from the calls so that the first load (the logout clean-up)
// does not carry the calls' schemas.

/** Every daily-puzzle query's key starts with this, then the account's id. */
export const DAILY_KEY = ['daily-puzzle'] as const;
