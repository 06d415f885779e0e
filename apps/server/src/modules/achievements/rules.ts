// Which achievements a player's facts and counters prove, and how far the counting ones have got.
// Pure: the definitions' descriptions (protocol achievements.ts) turned into conditions.
import { ACHIEVEMENT_BY_ID, type AchievementId, type AiGameReport } from '@checkers/protocol';
import type { PlayerFacts } from './game-facts.js';

/** What the counting achievements count for one user (after the game being judged). */
export interface Counters {
  readonly gamesPlayed: number;
  readonly wins: number;
  readonly winStreak: number;
  readonly bestStreak: number;
  readonly opponents: number;
  readonly themes: readonly string[];
}

/** Counters of a user with no game. */
export const NO_COUNTERS: Counters = {
  gamesPlayed: 0,
  wins: 0,
  winStreak: 0,
  bestStreak: 0,
  opponents: 0,
  themes: [],
};

/** A win on the board this fast is speedDemon's (under 2 minutes). */
export const SPEED_DEMON_MS = 120_000;

/** Hours (local, 0-23) in which finishing a game unlocks nightOwl and earlyBird. */
export const NIGHT_OWL_HOURS = { from: 0, to: 3 } as const;
export const EARLY_BIRD_HOURS = { from: 5, to: 7 } as const;

/** The achievements one game proves by itself: the ones a reported AI game may unlock too. */
export function oneGameUnlocks(facts: PlayerFacts): AchievementId[] {
  if (facts.aborted) return [];
  const ids: AchievementId[] = [];
  if (facts.movesMade > 0) ids.push('firstMove');
  if (facts.captures > 0) ids.push('firstCapture');
  if (facts.crowned > 0) ids.push('firstKing');
  if (facts.won) ids.push('firstWin');
  if (facts.mostCapturesInOneTurn >= 3) ids.push('multiJump3');
  if (facts.mostCapturesInOneTurn >= 5) ids.push('multiJump5');
  if (facts.wonOnBoard && facts.piecesLeft === 12) ids.push('perfectGame');
  if (facts.wonOnBoard && facts.piecesLeft <= 2) ids.push('comeback');
  if (facts.won && facts.captures === 0) ids.push('pacifist');
  if (facts.won && facts.shot) ids.push('sacrificial');
  return ids;
}

/** The one-game achievements of a reported AI game, plus llamaMaster for a win at that level. */
export function aiGameUnlocks(facts: PlayerFacts, level: AiGameReport['level']): AchievementId[] {
  const ids = oneGameUnlocks(facts);
  if (level === 'llama-master' && facts.won) ids.push('llamaMaster');
  return ids;
}

/** The hour (0-23) of an instant in an IANA time zone (UTC when null or unknown). */
export function localHour(at: Date, timeZone: string | null): number {
  const format = (zone: string): number =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at),
    );
  try {
    return format(timeZone ?? 'UTC');
  } catch {
    return format('UTC');
  }
}

/** What the counters prove by themselves (also what a re-check re-derives). */
export function counterUnlocks(counters: Counters): AchievementId[] {
  const ids: AchievementId[] = [];
  for (const id of [
    'games10',
    'games50',
    'games100',
    'wins25',
    'winStreak5',
    'winStreak10',
    'socialButterfly',
    'explorer',
  ] as const) {
    if (countOf(id, counters)! >= ACHIEVEMENT_BY_ID[id].maxProgress) ids.push(id);
  }
  return ids;
}

/** Everything a finished room game proves for a player, given the counters after it. */
export function roomGameUnlocks(
  facts: PlayerFacts,
  counters: Counters,
  finishedAt: Date | null,
  timeZone: string | null,
): AchievementId[] {
  if (facts.aborted) return [];
  const ids = oneGameUnlocks(facts);
  if (facts.wonOnBoard && facts.durationMs !== null && facts.durationMs < SPEED_DEMON_MS)
    ids.push('speedDemon');
  if (finishedAt !== null) {
    const hour = localHour(finishedAt, timeZone);
    if (hour >= NIGHT_OWL_HOURS.from && hour < NIGHT_OWL_HOURS.to) ids.push('nightOwl');
    if (hour >= EARLY_BIRD_HOURS.from && hour < EARLY_BIRD_HOURS.to) ids.push('earlyBird');
  }
  return [...ids, ...counterUnlocks(counters)];
}

/**
 * How far a counting achievement has got (streaks: the best streak, the one that would have
 * unlocked it), or undefined for a one-time feat.
 */
export function countOf(id: AchievementId, counters: Counters): number | undefined {
  switch (id) {
    case 'games10':
    case 'games50':
    case 'games100':
      return counters.gamesPlayed;
    case 'wins25':
      return counters.wins;
    case 'winStreak5':
    case 'winStreak10':
      return counters.bestStreak;
    case 'socialButterfly':
      return counters.opponents;
    case 'explorer':
      return counters.themes.length;
    default:
      return undefined;
  }
}

/** 0 to 100, rounded down: 100 once unlocked; a count towards `maxProgress` otherwise. */
export function progressPercent(id: AchievementId, counters: Counters, unlocked: boolean): number {
  if (unlocked) return 100;
  const count = countOf(id, counters);
  if (count === undefined) return 0;
  const max = ACHIEVEMENT_BY_ID[id].maxProgress;
  return Math.floor((Math.min(count, max) / max) * 100);
}
