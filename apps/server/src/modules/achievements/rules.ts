// Which achievements a player's moves, facts and counters prove, and how far the counting ones have
// got. Pure: the definitions' descriptions (protocol achievements.ts) turned into conditions, one
// rule per id, so that an id added to the protocol without its rule fails to compile.
import {
  ACHIEVEMENT_BY_ID,
  ACHIEVEMENT_IDS,
  PIECES_PER_SIDE,
  type AchievementId,
  type AiGameReport,
} from '@checkers/protocol';
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

/** Pieces taken in one turn that unlock multiJump3 and multiJump5. */
export const MULTI_JUMP = { multiJump3: 3, multiJump5: 5 } as const;

/** A comeback wins with this many pieces or fewer (a perfect game keeps all PIECES_PER_SIDE). */
export const COMEBACK_PIECES = 2;

/** What one whole move did: all that the immediate achievements read. */
export interface MoveFeats {
  /** Pieces it took (all its jumps). */
  readonly captured: number;
  readonly promoted: boolean;
}

/** The level of a reported AI game. */
type AiLevel = AiGameReport['level'];

/** How an achievement is proved. */
type Rule =
  /** By one whole move as it is played, or by a finished game holding such a move. */
  | { readonly by: 'move'; readonly proves: (move: MoveFeats) => boolean }
  /** By any finished game, in a room or reported against the AI. */
  | { readonly by: 'game'; readonly proves: (facts: PlayerFacts) => boolean }
  /** By a finished room game only (its time on the server's clock is trusted); `hour`: local end. */
  | { readonly by: 'room'; readonly proves: (facts: PlayerFacts, hour: number | null) => boolean }
  /** By a reported AI game only. */
  | { readonly by: 'ai'; readonly proves: (facts: PlayerFacts, level: AiLevel) => boolean }
  /** By a count reaching the definition's `maxProgress`. */
  | { readonly by: 'count'; readonly count: (counters: Counters) => number }
  /** Never by the server (no tournaments yet). */
  | { readonly by: 'nothing' };

const within = (hour: number | null, hours: { readonly from: number; readonly to: number }): boolean =>
  hour !== null && hour >= hours.from && hour < hours.to;

/** Every achievement's rule. */
const RULES: Readonly<Record<AchievementId, Rule>> = {
  firstMove: { by: 'move', proves: () => true },
  firstCapture: { by: 'move', proves: (move) => move.captured > 0 },
  firstKing: { by: 'move', proves: (move) => move.promoted },
  firstWin: { by: 'game', proves: (facts) => facts.won },
  multiJump3: { by: 'move', proves: (move) => move.captured >= MULTI_JUMP.multiJump3 },
  multiJump5: { by: 'move', proves: (move) => move.captured >= MULTI_JUMP.multiJump5 },
  perfectGame: {
    by: 'game',
    proves: (facts) => facts.wonOnBoard && facts.piecesLeft === PIECES_PER_SIDE,
  },
  comeback: { by: 'game', proves: (facts) => facts.wonOnBoard && facts.piecesLeft <= COMEBACK_PIECES },
  speedDemon: {
    by: 'room',
    proves: (facts) => facts.wonOnBoard && facts.durationMs !== null && facts.durationMs < SPEED_DEMON_MS,
  },
  games10: { by: 'count', count: (counters) => counters.gamesPlayed },
  games50: { by: 'count', count: (counters) => counters.gamesPlayed },
  games100: { by: 'count', count: (counters) => counters.gamesPlayed },
  wins25: { by: 'count', count: (counters) => counters.wins },
  // Streaks count the best one: the streak that would have unlocked it.
  winStreak5: { by: 'count', count: (counters) => counters.bestStreak },
  winStreak10: { by: 'count', count: (counters) => counters.bestStreak },
  llamaMaster: { by: 'ai', proves: (facts, level) => level === 'llama-master' && facts.won },
  nightOwl: { by: 'room', proves: (_facts, hour) => within(hour, NIGHT_OWL_HOURS) },
  earlyBird: { by: 'room', proves: (_facts, hour) => within(hour, EARLY_BIRD_HOURS) },
  socialButterfly: { by: 'count', count: (counters) => counters.opponents },
  tournamentChampion: { by: 'nothing' },
  pacifist: { by: 'game', proves: (facts) => facts.won && facts.captures === 0 },
  sacrificial: { by: 'game', proves: (facts) => facts.won && facts.shot },
  explorer: { by: 'count', count: (counters) => counters.themes.length },
};

/** The ids whose rule passes the test, in the definitions' order. */
const idsWhere = (test: (rule: Rule) => boolean): AchievementId[] =>
  ACHIEVEMENT_IDS.filter((id) => test(RULES[id]));

/** What one whole move proves as it is played. */
export const moveUnlocks = (move: MoveFeats): AchievementId[] =>
  idsWhere((rule) => rule.by === 'move' && rule.proves(move));

/**
 * A finished game's feats as one move would have done them: its most pieces in one turn, and a
 * crowning if any (each move rule reads one of the two, and more of either never hurts).
 */
const bestMoveOf = (facts: PlayerFacts): MoveFeats => ({
  captured: facts.mostCapturesInOneTurn,
  promoted: facts.crowned > 0,
});

/** The achievements one game proves by itself: the ones a reported AI game may unlock too. */
export function oneGameUnlocks(facts: PlayerFacts): AchievementId[] {
  if (facts.aborted) return [];
  const best = facts.movesMade > 0 ? bestMoveOf(facts) : null;
  return idsWhere(
    (rule) =>
      (rule.by === 'move' && best !== null && rule.proves(best)) ||
      (rule.by === 'game' && rule.proves(facts)),
  );
}

/** The one-game achievements of a reported AI game, plus those of its level (llamaMaster). */
export function aiGameUnlocks(facts: PlayerFacts, level: AiLevel): AchievementId[] {
  if (facts.aborted) return [];
  return [...oneGameUnlocks(facts), ...idsWhere((rule) => rule.by === 'ai' && rule.proves(facts, level))];
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
export const counterUnlocks = (counters: Counters): AchievementId[] =>
  ACHIEVEMENT_IDS.filter((id) => {
    const count = countOf(id, counters);
    return count !== undefined && count >= ACHIEVEMENT_BY_ID[id].maxProgress;
  });

/** Everything a finished room game proves for a player, given the counters after it. */
export function roomGameUnlocks(
  facts: PlayerFacts,
  counters: Counters,
  finishedAt: Date | null,
  timeZone: string | null,
): AchievementId[] {
  if (facts.aborted) return [];
  const hour = finishedAt === null ? null : localHour(finishedAt, timeZone);
  return [
    ...oneGameUnlocks(facts),
    ...idsWhere((rule) => rule.by === 'room' && rule.proves(facts, hour)),
    ...counterUnlocks(counters),
  ];
}

/**
 * How far a counting achievement has got (streaks: the best streak, the one that would have
 * unlocked it), or undefined for a one-time feat.
 */
export function countOf(id: AchievementId, counters: Counters): number | undefined {
  const rule = RULES[id];
  return rule.by === 'count' ? rule.count(counters) : undefined;
}

/** 0 to 100, rounded down: 100 once unlocked; a count towards `maxProgress` otherwise. */
export function progressPercent(id: AchievementId, counters: Counters, unlocked: boolean): number {
  if (unlocked) return 100;
  const count = countOf(id, counters);
  if (count === undefined) return 0;
  const max = ACHIEVEMENT_BY_ID[id].maxProgress;
  return Math.floor((Math.min(count, max) / max) * 100);
}
