// The friends and challenges panels' small texts: badge counts capped at 99+, the challenge
// countdown ('Xm Ys', 'Ys', 'Expired', urgent under 5 minutes) and relative times.

/** A badge shows at most this, then "99+". */
export const BADGE_CAP = 99;
/** A challenge with less than this left is urgent. */
export const URGENT_MS = 5 * 60_000;

/** A badge's text: the count, or "99+" above the cap. */
export const badgeText = (count: number): string => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

/** Milliseconds left until `expiresAt` (ISO), never below 0; 0 for a date that cannot be read. */
export function msLeft(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/** 'Xm Ys' (a minute or more), 'Ys', or 'Expired' at zero. */
export function timeLeftText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds <= 0) return 'Expired';
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${seconds % 60}s` : `${seconds}s`;
}

/** Whether a countdown is urgent: under 5 minutes and not yet expired. */
export const isUrgent = (ms: number): boolean => ms > 0 && ms < URGENT_MS;

/** 'Just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago'. */
export function timeAgo(iso: string, now: number): string {
  const at = Date.parse(iso);
  const minutes = Number.isNaN(at) ? 0 : Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
