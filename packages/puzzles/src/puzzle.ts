// What a puzzle of the bank is. The generator writes these (data/bank.json); the server serves and
// checks them; the web client plays the defence against the solver with the same code.

/** The six puzzle types. */
export const PUZZLE_TYPES = ['tactics', 'mate_in_n', 'defensive', 'endgame', 'pattern', 'speed'] as const;
/** A puzzle type. */
export type PuzzleType = (typeof PUZZLE_TYPES)[number];

/** A puzzle's difficulty, 1 (Beginner) to 5 (Master). */
export type Difficulty = 1 | 2 | 3 | 4 | 5;

/**
 * What the solver must reach, checkable by the engine on any line. A "checkpoint" is a position
 * after a solver move and the defender's reply (the solver to move again); the defender left
 * without a legal move after a solver move reaches every goal at once.
 * - `win`: the opponent is left without a legal move (no pieces, or all blocked) within `moves`
 *   solver moves (`mate_in_n`, and `endgame` conversions short enough to prove);
 * - `material`: at a checkpoint within `moves` solver moves, the solver's material lead (man 1,
 *   king 1.5) is at least `gain` above the start's, and a minimax of `holdDepth` plies from there
 *   (every capture then pending taken, as captures are forced) keeps it so (`tactics`, `pattern`,
 *   `speed`, some `endgame`);
 * - `hold`: at the checkpoint after exactly `moves` solver moves, the solver's lead is not below the
 *   start's, and a minimax of `holdDepth` plies agrees (`defensive`: the only move that saves the
 *   material).
 */
export type PuzzleGoal =
  | { readonly kind: 'win'; readonly moves: number }
  | { readonly kind: 'material'; readonly moves: number; readonly gain: number; readonly holdDepth: number }
  | { readonly kind: 'hold'; readonly moves: number; readonly holdDepth: number };

/**
 * What a client needs to play and check a puzzle: its start and its goal. The wire carries these
 * (not the solution or the hints), and every `BankPuzzle` is one.
 */
export interface PuzzleSetup {
  /** PDN FEN of the start; its side to move is the solver. */
  readonly fen: string;
  readonly goal: PuzzleGoal;
}

/** One puzzle of the bank. */
export interface BankPuzzle {
  /** Stable id, e.g. "p0042": the server stores attempts by it. */
  readonly id: string;
  readonly type: PuzzleType;
  readonly difficulty: Difficulty;
  readonly title: string;
  /** What the player is told (the spec's description). */
  readonly description: string;
  /** One sentence: what counts as solved (the wire's `goal`). */
  readonly goalText: string;
  readonly goal: PuzzleGoal;
  /** PDN FEN of the start; its side to move is the solver. */
  readonly fen: string;
  /** The main line as whole moves, each its path of square names ("c3", "e5"), solver first, alternating. */
  readonly solution: readonly (readonly string[])[];
  /** One to three hints, the least revealing first. */
  readonly hints: readonly string[];
  /** The proof's figures (generator): search depth in plies, nodes, time, first moves refuted. */
  readonly proof: {
    readonly depth: number;
    readonly nodes: number;
    readonly ms: number;
    /** Legal first moves other than the solution (each refuted by the proof). */
    readonly wrongFirstMoves: number;
    /** Wrong first moves that look good (a capture, or a static gain) yet fail. */
    readonly tempting: number;
  };
  /** Where the position came from, e.g. "ballot 12 (11-15 23-19 8-11), self-play ply 27". */
  readonly source: string;
}
