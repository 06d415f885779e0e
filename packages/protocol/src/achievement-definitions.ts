// The 23 achievements as defined: their categories, names, icons and points. The server decides
// every unlock from what it witnessed; the definitions live here so that the web app shows the
// same names, icons and points.

/** The spec's categories, in the order the grid shows them. */
export const ACHIEVEMENT_CATEGORIES = [
  'beginner',
  'skill',
  'milestone',
  'competitive',
  'social',
  'seasonal',
  'special',
  'hidden',
] as const;
/** An achievement's category. */
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/** The spec's 23 keys. */
export const ACHIEVEMENT_IDS = [
  'firstMove',
  'firstCapture',
  'firstKing',
  'firstWin',
  'multiJump3',
  'multiJump5',
  'perfectGame',
  'comeback',
  'speedDemon',
  'games10',
  'games50',
  'games100',
  'wins25',
  'winStreak5',
  'winStreak10',
  'llamaMaster',
  'nightOwl',
  'earlyBird',
  'socialButterfly',
  'tournamentChampion',
  'pacifist',
  'sacrificial',
  'explorer',
] as const;
/** An achievement's id. */
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/** One achievement as defined (the spec's fields; `is_hidden` is the server-side spelling). */
export interface AchievementDefinition {
  readonly id: AchievementId;
  readonly name: string;
  readonly description: string;
  readonly icon: string;
  readonly category: AchievementCategory;
  readonly points: number;
  /** The count that unlocks it (1 for a one-time feat). */
  readonly maxProgress: number;
  readonly hidden: boolean;
}

const define = (
  id: AchievementId,
  name: string,
  description: string,
  icon: string,
  category: AchievementCategory,
  points: number,
  maxProgress = 1,
  hidden = false,
): AchievementDefinition => ({ id, name, description, icon, category, points, maxProgress, hidden });

/**
 * The definitions, with their points. "Won" means a game won in a room, not aborted (a
 * game resigned before each side has moved twice is aborted); feats of play (perfect, comeback,
 * speed) need the win on the board: the opponent left without a move.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  define('firstMove', 'First Steps', 'Make your first move', '👣', 'beginner', 10),
  define('firstCapture', 'First Blood', 'Capture your first piece', '⚔️', 'beginner', 20),
  define('firstKing', 'Crowned', 'Crown your first king', '👑', 'beginner', 30),
  define('firstWin', 'First Victory', 'Win your first game', '🏆', 'beginner', 50),
  define('multiJump3', 'Triple Jump', 'Capture 3 pieces in one turn', '🦘', 'skill', 100),
  define('multiJump5', 'Jump Master', 'Capture 5 pieces in one turn', '🚀', 'skill', 200),
  define('perfectGame', 'Flawless', 'Win on the board with all 12 of your pieces left', '💎', 'skill', 300),
  define('comeback', 'Comeback', 'Win on the board with 2 or fewer pieces left', '🔥', 'skill', 250),
  define('speedDemon', 'Speed Demon', 'Win on the board in under 2 minutes', '⚡', 'skill', 150),
  define('games10', 'Regular', 'Play 10 games', '🎲', 'milestone', 50, 10),
  define('games50', 'Dedicated', 'Play 50 games', '🎯', 'milestone', 100, 50),
  define('games100', 'Centurion', 'Play 100 games', '💯', 'milestone', 200, 100),
  define('wins25', 'Seasoned Winner', 'Win 25 games', '🥇', 'milestone', 150, 25),
  define(
    'winStreak5',
    'On Fire',
    'Win 5 games in a row (a draw or a loss ends a streak)',
    '📈',
    'competitive',
    200,
    5,
  ),
  define(
    'winStreak10',
    'Unstoppable',
    'Win 10 games in a row (a draw or a loss ends a streak)',
    '🌟',
    'competitive',
    500,
    10,
  ),
  define('llamaMaster', 'Llama Tamer', 'Beat the AI at Llama Master difficulty', '🦙', 'special', 400),
  define('nightOwl', 'Night Owl', 'Finish a game between midnight and 3 AM', '🦉', 'seasonal', 50),
  define('earlyBird', 'Early Bird', 'Finish a game between 5 and 7 AM', '🐦', 'seasonal', 50),
  define(
    'socialButterfly',
    'Social Butterfly',
    'Play against 10 different opponents',
    '🦋',
    'social',
    100,
    10,
  ),
  define(
    'tournamentChampion',
    'Tournament Champion',
    'Win a tournament of at least 4 players',
    '🏅',
    'competitive',
    500,
  ),
  define('pacifist', 'Pacifist', 'Win a game without capturing a single piece', '🕊️', 'hidden', 300, 1, true),
  define(
    'sacrificial',
    'The Shot',
    'Win a game in which you gave up a piece and took back more on your next move',
    '♟️',
    'hidden',
    400,
    1,
    true,
  ),
  define('explorer', 'Explorer', 'Try all eight themes', '🧭', 'hidden', 100, 8, true),
];

/** The definition of each id. */
export const ACHIEVEMENT_BY_ID: Readonly<Record<AchievementId, AchievementDefinition>> = Object.fromEntries(
  ACHIEVEMENTS.map((achievement) => [achievement.id, achievement]),
) as Record<AchievementId, AchievementDefinition>;

/** Whether a string is one of the 23 ids. */
export const isAchievementId = (value: unknown): value is AchievementId =>
  typeof value === 'string' && (ACHIEVEMENT_IDS as readonly string[]).includes(value);

/** The most points a player can hold. */
export const ACHIEVEMENT_POINTS_TOTAL = ACHIEVEMENTS.reduce(
  (sum, achievement) => sum + achievement.points,
  0,
);

/** The eight built-in themes `explorer` counts. */
export const EXPLORER_THEMES = [
  'default',
  'llama',
  'midnight',
  'forest',
  'ocean',
  'candy',
  'retro',
  'neon',
] as const;

/** How long an unlock toast stays (3 to 4 s). */
export const ACHIEVEMENT_TOAST_MS = 3500;
