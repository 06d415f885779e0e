// The shape of the player's local data: saved games, the history of finished games and the
// statistics, with the zod schemas that read them back. Reading is lenient: a malformed entry is
// left out, a malformed figure reads as 0 (a hand-edited file, an old version), so one bad entry
// never loses the rest.
import { LOCAL_LIMITS, timeControlSchema, type TimeControl, type WireColor } from '@checkers/protocol';
import { z } from 'zod';

/** A game against the AI as saved-ai-game.ts records it: enough to replay and resume it. */
export interface AiGameRecord {
  readonly level: string;
  readonly human: WireColor;
  readonly moves: readonly (readonly string[])[];
  readonly startedAt: number;
}

export interface SavedGame {
  readonly id: string;
  readonly timestamp: number;
  readonly gameState: AiGameRecord;
  readonly metadata: {
    readonly name: string;
    readonly roomCode: string;
    readonly playerColor: WireColor;
    readonly moveCount: number;
    /** ms. */
    readonly duration: number;
  };
}

export type GameResult = 'win' | 'loss' | 'draw';

export interface HistoryEntry {
  readonly id: string;
  readonly timestamp: number;
  readonly roomCode: string;
  readonly playerColor: WireColor;
  readonly opponentName: string;
  readonly result: GameResult;
  readonly winner: WireColor | null;
  /** ms. */
  readonly duration: number;
  readonly moveCount: number;
  readonly captureCount: number;
  /** The game's time control (untimed for the AI); absent in entries recorded before it was kept. */
  readonly timeControl?: TimeControl;
}

export interface Statistics {
  readonly gamesPlayed: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly gamesDraw: number;
  readonly totalMoves: number;
  readonly totalCaptures: number;
  readonly winStreak: number;
  readonly bestWinStreak: number;
}

/** What is stored under LOCAL_DATA_KEY, newest first in each list. */
export interface StoredLocalData {
  readonly savedGames: readonly SavedGame[];
  readonly gameHistory: readonly HistoryEntry[];
  readonly statistics: Statistics;
  /** The ids of the games already counted (more than the history keeps), so none counts twice. */
  readonly recorded: readonly string[];
}

export const EMPTY_STATISTICS: Statistics = {
  gamesPlayed: 0,
  gamesWon: 0,
  gamesLost: 0,
  gamesDraw: 0,
  totalMoves: 0,
  totalCaptures: 0,
  winStreak: 0,
  bestWinStreak: 0,
};

/** How many counted game ids are remembered. */
export const RECORDED_LIMIT = 100;

/** The win rate, a rounded percentage. */
export const winRate = (stats: Statistics): number =>
  stats.gamesPlayed === 0 ? 0 : Math.round((stats.gamesWon / stats.gamesPlayed) * 100);

/** The statistics after one more finished game. */
export function countGame(stats: Statistics, game: HistoryEntry): Statistics {
  const won = game.result === 'win';
  const winStreak = won ? stats.winStreak + 1 : 0;
  return {
    gamesPlayed: stats.gamesPlayed + 1,
    gamesWon: stats.gamesWon + (won ? 1 : 0),
    gamesLost: stats.gamesLost + (game.result === 'loss' ? 1 : 0),
    gamesDraw: stats.gamesDraw + (game.result === 'draw' ? 1 : 0),
    totalMoves: stats.totalMoves + game.moveCount,
    totalCaptures: stats.totalCaptures + game.captureCount,
    winStreak,
    bestWinStreak: Math.max(stats.bestWinStreak, winStreak),
  };
}

const color = z.enum(['red', 'black']);
/** A whole count: a finite number, rounded down; anything else reads as 0. */
const count = z.number().nonnegative().transform(Math.floor).catch(0);
/** A string, or `fallback` where it is missing or not one. */
const text = (fallback: string) => z.string().catch(fallback);

/** The items of a list that read well, at most `limit`; not a list at all reads as empty. */
const listOf = <T>(item: z.ZodType<T>, limit: number) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items
        .flatMap((value) => {
          const parsed = item.safeParse(value);
          return parsed.success ? [parsed.data] : [];
        })
        .slice(0, limit),
    );

const aiGameRecordSchema: z.ZodType<AiGameRecord> = z.object({
  level: z.string(),
  human: color,
  moves: z.array(z.array(z.string())),
  startedAt: z.number(),
});

const savedGameSchema: z.ZodType<SavedGame> = z
  .object({
    id: z.string(),
    timestamp: z.number(),
    gameState: aiGameRecordSchema,
    metadata: z.object({
      name: text('Saved game'),
      roomCode: text('AI'),
      playerColor: color.optional().catch(undefined),
      moveCount: count,
      duration: count,
    }),
  })
  .transform(({ metadata, ...game }) => ({
    ...game,
    // Without its own, the colour the human played.
    metadata: { ...metadata, playerColor: metadata.playerColor ?? game.gameState.human },
  }));

const historyEntrySchema: z.ZodType<HistoryEntry> = z.object({
  id: z.string(),
  timestamp: z.number(),
  roomCode: text(''),
  playerColor: color,
  opponentName: z.string().min(1).catch('Unknown'),
  result: z.enum(['win', 'loss', 'draw']),
  winner: color.nullable().catch(null),
  duration: count,
  moveCount: count,
  captureCount: count,
  timeControl: timeControlSchema.optional().catch(undefined),
});

const statisticsSchema: z.ZodType<Statistics> = z
  .object({
    gamesPlayed: count,
    gamesWon: count,
    gamesLost: count,
    gamesDraw: count,
    totalMoves: count,
    totalCaptures: count,
    winStreak: count,
    bestWinStreak: count,
  })
  .catch(() => ({ ...EMPTY_STATISTICS }));

const storedLocalDataSchema: z.ZodType<StoredLocalData> = z
  .object({
    savedGames: listOf(savedGameSchema, LOCAL_LIMITS.savedGames),
    gameHistory: listOf(historyEntrySchema, LOCAL_LIMITS.history),
    statistics: statisticsSchema,
    recorded: listOf(z.string(), RECORDED_LIMIT),
  })
  .catch(() => ({ savedGames: [], gameHistory: [], statistics: { ...EMPTY_STATISTICS }, recorded: [] }));

/** A saved AI game's record, or null where it is not one. */
export function parseAiGameRecord(value: unknown): AiGameRecord | null {
  const parsed = aiGameRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Statistics, each figure checked. */
export const parseStatistics = (value: unknown): Statistics => statisticsSchema.parse(value);

/** Stored data from JSON, each part checked. */
export const parseStoredLocalData = (value: unknown): StoredLocalData => storedLocalDataSchema.parse(value);
