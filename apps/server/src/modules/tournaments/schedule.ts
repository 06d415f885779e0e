// The server's recurring arenas: for each entry of the schedule the next one (the first start after
// now) always exists, so the upcoming list shows it. Each is made under a unique key of the entry
// and its start, so however many nodes try, it is made once.
import { iso, type ScheduledArena } from './tournament-deps.js';
import type { TournamentRow, TournamentStore } from './tournament-store.js';
import { randomId } from '../../lib/tokens.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The first start of an entry after `now`. */
export function nextStart(entry: ScheduledArena, now: number): number {
  if (entry.every === 'hour') return Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  const today = Math.floor(now / DAY_MS) * DAY_MS + entry.atMinute * 60_000;
  return today > now ? today : today + DAY_MS;
}

/** The key of an entry's tournament starting at `startsAt`. */
export const scheduleKey = (entry: ScheduledArena, startsAt: number): string =>
  `${entry.key}@${iso(startsAt)}`;

/** Makes the next arena of each entry that lacks it; how many were made. */
export async function keepScheduled(
  store: TournamentStore,
  schedule: readonly ScheduledArena[],
  now: number,
): Promise<number> {
  if (schedule.length === 0) return 0;
  const known = await store.scheduledKeys(iso(now));
  let made = 0;
  for (const entry of schedule) {
    const startsAt = nextStart(entry, now);
    const key = scheduleKey(entry, startsAt);
    if (known.has(key)) continue;
    if (await store.insert(arenaRow(entry, startsAt, key, now))) made++;
  }
  return made;
}

function arenaRow(entry: ScheduledArena, startsAt: number, key: string, now: number): TournamentRow {
  return {
    id: randomId('t'),
    name: entry.name,
    kind: 'arena',
    status: 'upcoming',
    time_control: JSON.stringify({
      kind: 'clock',
      initialSeconds: entry.initialSeconds,
      incrementSeconds: entry.incrementSeconds,
    }),
    rated: Number(entry.rated),
    ballots: 0,
    starts_at: iso(startsAt),
    ends_at: iso(startsAt + entry.durationMinutes * 60_000),
    rounds: null,
    round: null,
    created_by: 'server',
    password_hash: null,
    scheduled: 1,
    schedule_key: key,
    winner_id: null,
    created_at: iso(now),
    finished_at: null,
  };
}
