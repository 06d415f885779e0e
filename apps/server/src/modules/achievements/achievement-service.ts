// Decides and stores achievements from what the server witnessed: whole moves as they are played
// (the immediate ones), finished games (both seated players), reported AI games (replayed) and
// theme use. Unlocks are told to the user's sockets at once. Every entry point from the game path
// is fire and forget: achievements never slow down, block or fail a move.
import {
  ACHIEVEMENT_BY_ID,
  achievementOnWire,
  type Achievement,
  type AchievementId,
  type AiGameReport,
  type ProgressData,
  type ServerMessage,
  type UserAchievement,
} from '@checkers/protocol';
import { BALLOT_PLIES } from '@checkers/engine';
import type { Kysely } from 'kysely';
import type { AchievementsDb } from './tables.js';
import type { FinishedGames, GameRow } from './finished-games.js';
import { kindOf, unevaluated } from './game-store.js';
import type { WholeMoveFact } from '../games/index.js';
import { success, type Outcome } from '../../lib/errors.js';
import { AchievementQueries, standingOf } from './achievement-queries.js';
import { replayAiReport } from './ai-report.js';
import {
  addTheme,
  claimGame,
  countGame,
  countersOf,
  insertUnlocks,
  storeTimeZone,
  unlocksOf,
} from './achievement-store.js';
import { afterOpening, factsOf, movesFromPaths, type PlayerFacts } from './game-facts.js';
import { aiGameUnlocks, counterUnlocks, countOf, moveUnlocks, roomGameUnlocks } from './rules.js';
import { UnlockBatch } from './unlock-batch.js';
import { UnlockCache } from './unlock-cache.js';
import { isTimeZone } from './time-zone.js';

/** What the service needs. */
export interface AchievementDeps {
  readonly db: Kysely<AchievementsDb>;
  /** The finished games (the rooms'), read at start-up for those a crash left unevaluated. */
  readonly games: FinishedGames;
  /** Delivers a message to every socket of the user, on any node. */
  readonly notify: (userId: string, message: ServerMessage) => void;
  readonly warn: (details: Record<string, unknown>, message: string) => void;
  readonly now?: () => Date;
  /** Users whose unlocks this node remembers (default 50,000). */
  readonly cacheUsers?: number;
}

/** How long after a crash finished games are still evaluated at start-up. */
export const MISSED_GAMES_MS = 24 * 3600_000;

/** The reply to a re-check whose requirements the records do not prove. */
export const REQUIREMENTS_NOT_MET = 'Achievement requirements not met';

const COLORS = ['red', 'black'] as const;
const seatOf = (row: GameRow, color: 'red' | 'black'): string | null =>
  color === 'red' ? row.red_user_id : row.black_user_id;

export class AchievementService {
  private readonly db: Kysely<AchievementsDb>;
  private readonly now: () => Date;
  private readonly cache: UnlockCache;
  /** The unlocks moves prove, inserted together. */
  private readonly moveUnlocks: UnlockBatch;
  /** Loads of a user's unlocks under way, shared by the moves that wait on them. */
  private readonly loading = new Map<string, Promise<ReadonlySet<AchievementId>>>();
  /** Time zones this node last stored per user (bounded like the unlocks). */
  private readonly zones = new Map<string, string>();
  /** Background work under way (`settled` waits for it). */
  private readonly pending = new Set<Promise<unknown>>();

  /** What the calls and the boards read. */
  readonly queries: AchievementQueries;

  constructor(private readonly deps: AchievementDeps) {
    this.db = deps.db;
    this.queries = new AchievementQueries(deps.db);
    this.now = deps.now ?? (() => new Date());
    this.cache = new UnlockCache(deps.cacheUsers);
    this.moveUnlocks = new UnlockBatch(deps.db);
  }

  /** After a whole move: unlocks the immediate achievements it proves. Never throws. */
  moved(fact: WholeMoveFact): void {
    const wanted = moveUnlocks(fact);
    const known = this.cache.get(fact.userId);
    // The common case: everything this move proves is already held. No I/O.
    if (known !== undefined && wanted.every((id) => known.has(id))) return;
    this.track(this.unlockForMove(fact, wanted), { room: fact.room, userId: fact.userId });
  }

  /** After a game ends: evaluates it for both seated players, once each. Never throws. */
  finished(row: GameRow): void {
    this.track(this.evaluateGame(row), { room: row.code });
  }

  /** The time zone a user's client reported: stored when valid and changed. Never throws. */
  timeZone(userId: string, tz: string): void {
    if (typeof tz !== 'string' || tz.length === 0 || tz.length > 64 || !isTimeZone(tz)) return;
    if (this.zones.get(userId) === tz) return;
    this.zones.delete(userId);
    this.zones.set(userId, tz);
    if (this.zones.size > (this.deps.cacheUsers ?? 50_000))
      this.zones.delete(this.zones.keys().next().value!);
    this.track(storeTimeZone(this.db, userId, tz, this.now().toISOString()), { userId });
  }

  /** At start-up: evaluates finished games of the last 24 h not evaluated yet (a crash cut them). */
  evaluateMissedInBackground(): void {
    this.track(this.evaluateMissed(), {});
  }

  /** Resolves when the background work started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Evaluates finished games of the last 24 h missing an evaluation; how many were evaluated. */
  async evaluateMissed(): Promise<number> {
    const since = new Date(this.now().getTime() - MISSED_GAMES_MS).toISOString();
    const rows = await unevaluated(this.db, await this.deps.games.finishedSince(since));
    for (const row of rows) await this.evaluateGame(row);
    return rows.length;
  }

  /** Evaluates a finished room game for both players (idempotent); what each unlocked. */
  async evaluateGame(row: GameRow): Promise<Partial<Record<string, AchievementId[]>>> {
    if (row.status !== 'finished') return {};
    const replayed = movesFromPaths(row.initial_fen, JSON.parse(row.moves) as number[][]);
    if (replayed === null) {
      this.deps.warn({ room: row.code }, 'achievements: a stored game does not replay');
      return {};
    }
    const durationMs =
      row.started_at !== null && row.finished_at !== null
        ? Date.parse(row.finished_at) - Date.parse(row.started_at)
        : null;
    const facts = factsOf({
      ...afterOpening(replayed, row.ballot === null || row.ballot === undefined ? 0 : BALLOT_PLIES),
      winner: row.winner,
      reason: row.end_reason ?? 'aborted',
      durationMs,
    });
    const unlocked: Record<string, AchievementId[]> = {};
    for (const color of COLORS) {
      const userId = seatOf(row, color);
      if (userId === null) continue;
      const opponentId = seatOf(row, color === 'red' ? 'black' : 'red');
      unlocked[userId] = await this.evaluatePlayer(row, userId, opponentId, facts[color]);
    }
    return unlocked;
  }

  /**
   * A re-check: the achievement as the records now prove it, unlocking what the counters prove
   * (a crash may have cut an evaluation short). `theme` records an explorer theme first.
   */
  async recheck(
    userId: string,
    kind: 'guest' | 'account',
    id: AchievementId,
    theme?: string,
  ): Promise<UserAchievement> {
    const at = this.now().toISOString();
    if (theme !== undefined) await addTheme(this.db, userId, theme, at);
    const counters = await countersOf(this.db, userId);
    if (countOf(id, counters) !== undefined && counterUnlocks(counters).includes(id)) {
      const progress: ProgressData = { count: countOf(id, counters)! };
      if (id === 'explorer') Object.assign(progress, { self_reported: true, themes: counters.themes });
      const fresh = await insertUnlocks(this.db, userId, [id], at, progress);
      this.announce(userId, kind, fresh, at, id === 'explorer');
    }
    const unlock = (await unlocksOf(this.db, userId)).find((u) => u.id === id);
    return standingOf(id, unlock, counters);
  }

  /** A reported AI game: replayed, then its one-game achievements for the human; what it unlocked. */
  async reportAiGame(
    userId: string,
    kind: 'guest' | 'account',
    report: AiGameReport,
  ): Promise<Outcome<{ unlocked: Achievement[] }>> {
    const facts = replayAiReport(report);
    if (!facts.ok) return facts;
    const at = this.now().toISOString();
    const ids = aiGameUnlocks(facts.value, report.level);
    const fresh = await insertUnlocks(this.db, userId, ids, at, {
      self_reported: true,
      ai_level: report.level,
    });
    this.cache.add(userId, fresh);
    this.announce(userId, kind, fresh, at, true);
    return success({ unlocked: fresh.map((id) => achievementOnWire(ACHIEVEMENT_BY_ID[id], true)) });
  }

  /** A tournament's winner (of enough players): `tournamentChampion`, once, told on its sockets. */
  async awardTournamentChampion(userId: string, tournamentId: string): Promise<void> {
    const at = this.now().toISOString();
    const fresh = await insertUnlocks(this.db, userId, ['tournamentChampion'], at, {
      tournament: tournamentId,
    });
    this.cache.add(userId, fresh);
    this.announce(userId, (await kindOf(this.db, userId)) ?? 'guest', fresh, at, false);
  }

  // ---------------------------------------------------------------------------------------------

  private async unlockForMove(fact: WholeMoveFact, wanted: readonly AchievementId[]): Promise<void> {
    const known = await this.knownUnlocks(fact.userId);
    const missing = wanted.filter((id) => !known.has(id));
    if (missing.length === 0) return;
    const at = this.now().toISOString();
    const fresh = await this.moveUnlocks.insert(fact.userId, missing, at, { room_code: fact.room });
    // Held now either way (this call's unlock, or another node's).
    this.cache.add(fact.userId, missing);
    this.announce(fact.userId, fact.kind, fresh, at, false);
  }

  /** The user's unlocks: from the cache, else read once (moves waiting on the read share it). */
  private async knownUnlocks(userId: string): Promise<ReadonlySet<AchievementId>> {
    const cached = this.cache.get(userId);
    if (cached !== undefined) return cached;
    let load = this.loading.get(userId);
    if (load === undefined) {
      load = unlocksOf(this.db, userId)
        .then((unlocks) => {
          this.cache.load(
            userId,
            unlocks.map((u) => u.id),
          );
          return this.cache.get(userId)!;
        })
        .finally(() => this.loading.delete(userId));
      this.loading.set(userId, load);
    }
    return load;
  }

  private async evaluatePlayer(
    row: GameRow,
    userId: string,
    opponentId: string | null,
    facts: PlayerFacts,
  ): Promise<AchievementId[]> {
    const at = this.now().toISOString();
    const fresh = await this.db.transaction().execute(async (trx) => {
      if (!(await claimGame(trx, userId, row.code, at))) return [];
      if (facts.aborted) return [];
      await countGame(trx, userId, opponentId, facts.won, at);
      const counters = await countersOf(trx, userId);
      const finishedAt = row.finished_at === null ? null : new Date(row.finished_at);
      const ids = roomGameUnlocks(facts, counters, finishedAt, counters.timeZone);
      return insertUnlocks(trx, userId, ids, at, { room_code: row.code });
    });
    if (fresh.length > 0) {
      this.cache.add(userId, fresh);
      this.announce(userId, (await kindOf(this.db, userId)) ?? 'guest', fresh, at, false);
    }
    return fresh;
  }

  /** Tells an account's sockets what it just unlocked (guests have no user socket). */
  private announce(
    userId: string,
    kind: 'guest' | 'account',
    ids: readonly AchievementId[],
    at: string,
    selfReported: boolean,
  ): void {
    if (kind !== 'account') return;
    for (const id of ids) {
      try {
        this.deps.notify(userId, {
          type: 'achievement_unlocked',
          payload: {
            achievement: achievementOnWire(ACHIEVEMENT_BY_ID[id], true),
            unlocked_at: at,
            self_reported: selfReported,
          },
        });
      } catch (error) {
        this.deps.warn({ userId, id, err: error }, 'achievements: could not notify');
      }
    }
  }

  private track(work: Promise<unknown>, details: Record<string, unknown>): void {
    const tracked = work
      .catch((error: unknown) =>
        this.deps.warn({ ...details, err: error }, 'achievements: evaluation failed'),
      )
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}
