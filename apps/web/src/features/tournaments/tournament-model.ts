// What the tournament screens say about a tournament: the list grouped by status, the status line
// with its countdown, the clock and options, scores (a Swiss half point as ½).
import {
  formatTimeControl,
  type Tournament,
  type TournamentKind,
  type TournamentStatus,
} from '@checkers/protocol';

export const KIND_NAMES: Record<TournamentKind, string> = { arena: 'Arena', swiss: 'Swiss' };

export const STATUS_NAMES: Record<TournamentStatus, string> = {
  upcoming: 'Upcoming',
  running: 'Running',
  finished: 'Finished',
};

export type TournamentGroups = Record<TournamentStatus, Tournament[]>;

const at = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/** The time a finished tournament is sorted by: its end, else its start. */
const endOf = (t: Tournament): number => (Number.isFinite(at(t.ends_at)) ? at(t.ends_at) : at(t.starts_at));

/**
 * The list by status: upcoming soonest first, running ending soonest first (a Swiss event by its
 * start), finished most recent first.
 */
export function groupTournaments(list: readonly Tournament[]): TournamentGroups {
  const groups: TournamentGroups = { upcoming: [], running: [], finished: [] };
  for (const t of list) groups[t.status].push(t);
  groups.upcoming.sort((a, b) => at(a.starts_at) - at(b.starts_at));
  groups.running.sort((a, b) => endOf(a) - endOf(b));
  groups.finished.sort((a, b) => endOf(b) - endOf(a));
  return groups;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** A wait as a clock reads it: 4:05, 1:02:03, then days and hours beyond a day ('2 d 3 h'). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

/** The status line: the countdown to the start, to an arena's end, or the Swiss round under way. */
export function statusText(t: Tournament, now: number): string {
  switch (t.status) {
    case 'upcoming': {
      const left = at(t.starts_at) - now;
      return left > 0 ? `Starts in ${formatCountdown(left)}` : 'Starting…';
    }
    case 'running': {
      if (t.kind === 'swiss') return `Round ${Math.max(t.round ?? 1, 1)} of ${t.rounds ?? '?'}`;
      const left = at(t.ends_at) - now;
      return left > 0 ? `Ends in ${formatCountdown(left)}` : 'Last games finishing';
    }
    case 'finished':
      return 'Finished';
  }
}

/** The length: an arena's minutes, a Swiss event's rounds. */
export function lengthText(t: Tournament): string {
  if (t.kind === 'swiss') return `${t.rounds ?? '?'} rounds`;
  const minutes = Math.round((at(t.ends_at) - at(t.starts_at)) / 60_000);
  if (!Number.isFinite(minutes)) return '';
  return minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}

/** The clock and options: '3+2 Arena', '30 min', 'Rated'; '10+5 Swiss', '5 rounds', 'ACF ballots'. */
export function summaryParts(t: Tournament): string[] {
  const parts = [`${formatTimeControl(t.time_control)} ${KIND_NAMES[t.kind]}`, lengthText(t)];
  parts.push(t.rated ? 'Rated' : 'Casual');
  if (t.ballots) parts.push('ACF ballots');
  if (t.private) parts.push('Private');
  return parts.filter((part) => part !== '');
}

/** The clock and options in one line: '3+2 Arena · 30 min · Rated', '10+5 Swiss · 5 rounds · Ballots'. */
export const summaryText = (t: Tournament): string => summaryParts(t).join(' · ');

/** Quarters as vulgar fractions: a Sonneborn-Berger of a draw against a half-point score is ¼. */
const FRACTIONS: Record<number, string> = { 1: '¼', 2: '½', 3: '¾' };

/** A score: whole numbers as they are, quarters and halves as ¼, ½, ¾ (2.5 → 2½, 0.75 → ¾). */
export function scoreText(score: number): string {
  const quarters = Math.round(score * 4);
  if (Math.abs(score * 4 - quarters) > 1e-9) return String(Math.round(score * 100) / 100);
  const whole = Math.trunc(quarters / 4);
  const fraction = FRACTIONS[Math.abs(quarters % 4)];
  if (fraction === undefined) return String(whole);
  return `${whole === 0 ? (quarters < 0 ? '-' : '') : whole}${fraction}`;
}

/** A tie-break figure (Buchholz, Sonneborn-Berger): quarters as ¼, ½, ¾, else two decimals at most. */
export const tieBreakText = (value: number | undefined): string =>
  value === undefined ? '–' : scoreText(value);

// Made once: building a formatter costs far more than using one (toLocaleTimeString builds one per
// call), and the home page's list is drawn again every second.
let timeFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** When it starts, as the reader's clock says: 'Today 18:30', 'Tomorrow 09:00', 'Sat 12 Jul 14:00'. */
export function startText(iso: string, now: number): string {
  const start = new Date(iso);
  timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
  const time = timeFormat.format(start);
  const today = new Date(now);
  const dayDiff = Math.round(
    (new Date(start.getFullYear(), start.getMonth(), start.getDate()).getTime() -
      new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()) /
      86_400_000,
  );
  if (dayDiff === 0) return `Today ${time}`;
  if (dayDiff === 1) return `Tomorrow ${time}`;
  dayFormat ??= new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
  const day = dayFormat.format(start);
  return `${day} ${time}`;
}

/** An ordinal place: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export function placeText(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th';
  return `${rank}${suffix}`;
}
