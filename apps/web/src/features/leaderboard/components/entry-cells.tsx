// The small pieces of a leaderboard row: the rating with its band, the rank change, the presence.
import type { LeaderboardEntry } from '@checkers/protocol';
import { formatRating } from '../../../lib/rating-format';

export function RatingWithBand({ entry }: { readonly entry: LeaderboardEntry }) {
  const band = entry.rating_band;
  return (
    <span className="rating-cell">
      <span className="band-dot" style={{ background: band.colour }} aria-hidden="true">
        {band.icon}
      </span>
      <span title={entry.provisional ? 'Provisional rating' : band.name}>
        {formatRating(entry.current_rating, entry.provisional)}
      </span>
      <span className="visually-hidden">, {band.name}</span>
    </span>
  );
}

/** "▲ 3" up, "▼ 2" down, "–" unchanged or unknown. */
export function RankChange({ change }: { readonly change: number | null }) {
  if (change === null || change === 0) {
    return <span aria-label="No change">–</span>;
  }
  const up = change > 0;
  return (
    <span
      className={up ? 'change change--up' : 'change change--down'}
      aria-label={`${up ? 'Up' : 'Down'} ${Math.abs(change)}`}
    >
      {up ? '▲' : '▼'} {Math.abs(change)}
    </span>
  );
}

/** How long ago, coarsely: "just now", "5m ago", "3h ago", "2d ago". */
export function lastSeenText(iso: string | null, now = Date.now()): string {
  if (iso === null) return 'Offline';
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (!Number.isFinite(minutes)) return 'Offline';
  if (minutes < 1) return 'Last seen just now';
  if (minutes < 60) return `Last seen ${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last seen ${hours}h ago`;
  return `Last seen ${Math.floor(hours / 24)}d ago`;
}

export function Presence({ entry }: { readonly entry: LeaderboardEntry }) {
  return entry.is_online ? (
    <span className="presence presence--online">
      <span className="dot" aria-hidden="true" /> Online
    </span>
  ) : (
    <span className="presence">{lastSeenText(entry.last_seen_at)}</span>
  );
}
