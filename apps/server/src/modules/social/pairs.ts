// Small pure helpers of the social module: the key of a pair of users, the key range of a username
// prefix, the expiry of a challenge.

/** The key of an unordered pair of users: the two ids in order, joined by '|'. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * The range of lower-cased username keys that start with `prefix`: [low, high). A range serves the
 * unique index on `accounts.username_key` on both databases whatever their collation; the caller
 * checks the prefix exactly on the few rows inside.
 */
export function prefixRange(prefix: string): { low: string; high: string } {
  const low = prefix.toLowerCase();
  const last = low.charCodeAt(low.length - 1);
  return { low, high: low.slice(0, -1) + String.fromCharCode(last + 1) };
}

/** When a challenge made at `now` for `minutes` expires, as stored (ISO 8601). */
export function expiryOf(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** True when a challenge expiring at `expiresAt` (ISO 8601) has expired at `now`. */
export function hasExpired(expiresAt: string, now: Date): boolean {
  return expiresAt <= now.toISOString();
}

/** An avatar as the social calls show it: null for none. */
export function avatarOf(url: string | null | undefined): string | null {
  return url === undefined || url === null || url === '' ? null : url;
}
