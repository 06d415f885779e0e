// The difficulty levels. The four named in the spec carry its constants (think time, blunder chance,
// random factor, and its move values); search depth and time are ours, chosen so that easy loses to
// a beginner who avoids giving pieces away and expert plays a serious game. llama-master is the
// strongest: the full search, no blunders, no randomness.

/** Difficulty levels, weakest first. */
export const AI_LEVELS = ['easy', 'medium', 'hard', 'expert', 'llama-master'] as const;
/** A difficulty level. */
export type AiLevel = (typeof AI_LEVELS)[number];

/** The level the offline game starts with (spec: default difficulty medium). */
export const DEFAULT_AI_LEVEL: AiLevel = 'medium';

/** The spec's move values, in its units: bonuses that give the weaker levels a recognisable style. */
export interface MoveValues {
  /** Per man captured. */
  readonly capture: number;
  /** Per king captured. */
  readonly kingCapture: number;
  /** For crowning a man. */
  readonly promotion: number;
  /** When the moved piece can be captured at once. */
  readonly unsafe: number;
  /** When it cannot. */
  readonly safe: number;
}

/** The spec's values: capture 10 (king 30), promotion 25, safety -10 or +5. */
export const SPEC_MOVE_VALUES: MoveValues = {
  capture: 10,
  kingCapture: 30,
  promotion: 25,
  unsafe: -10,
  safe: 5,
};

/** How one level plays. */
export interface AiLevelSettings {
  /** Range of the delay, in ms, before the UI shows the move (drawn per move from the seed). */
  readonly thinkTimeMs: readonly [number, number];
  /** Chance of playing a random other legal move instead of the chosen one. */
  readonly blunderChance: number;
  /**
   * Randomness of the choice: moves within randomFactor x 100 points (that fraction of a man) of the
   * best are candidates, and random noise of that size decides between them.
   */
  readonly randomFactor: number;
  /** Search time, in ms, when a clock is given. */
  readonly searchTimeMs: number;
  /** Deepest search iteration. */
  readonly maxDepth: number;
  /** Node budget when no clock is given (and a ceiling on the work otherwise). */
  readonly maxNodes: number;
  /** Bonuses added to candidate moves, in points; null to judge by the search alone. */
  readonly moveValues: MoveValues | null;
}

/** Settings of every level. */
export const AI_LEVEL_SETTINGS: Readonly<Record<AiLevel, AiLevelSettings>> = {
  easy: {
    thinkTimeMs: [500, 1500],
    blunderChance: 0.3,
    randomFactor: 0.5,
    searchTimeMs: 100,
    maxDepth: 2,
    maxNodes: 20_000,
    moveValues: SPEC_MOVE_VALUES,
  },
  medium: {
    thinkTimeMs: [1000, 3000],
    blunderChance: 0.15,
    randomFactor: 0.3,
    searchTimeMs: 200,
    maxDepth: 4,
    maxNodes: 100_000,
    moveValues: SPEC_MOVE_VALUES,
  },
  hard: {
    thinkTimeMs: [2000, 5000],
    blunderChance: 0.08,
    randomFactor: 0.2,
    searchTimeMs: 500,
    maxDepth: 8,
    maxNodes: 1_000_000,
    moveValues: SPEC_MOVE_VALUES,
  },
  expert: {
    thinkTimeMs: [3000, 7000],
    blunderChance: 0.03,
    randomFactor: 0.1,
    searchTimeMs: 1500,
    maxDepth: 64,
    maxNodes: 4_000_000,
    moveValues: SPEC_MOVE_VALUES,
  },
  'llama-master': {
    thinkTimeMs: [3000, 7000],
    blunderChance: 0,
    randomFactor: 0,
    searchTimeMs: 3000,
    maxDepth: 64,
    maxNodes: 8_000_000,
    moveValues: null,
  },
};

/** True when `value` names a level. */
export const isAiLevel = (value: unknown): value is AiLevel => AI_LEVELS.includes(value as AiLevel);
