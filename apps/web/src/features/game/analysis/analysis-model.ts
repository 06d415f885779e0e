// The data of a post-game analysis, and how moves are judged from it. Pure: no DOM, no worker.
//
// Judging follows lichess (lila `Advice.scala`): a score becomes "winning chances" on a -1..+1
// scale through a logistic curve, and a move is judged by how much of the mover's winning chances
// it gave away. Lichess uses wc(cp) = 2 / (1 + e^(-0.00368 cp)) - 1, so a pawn is worth about 0.18.
// A checkers man is a far larger share of the material (1 of 12, against 1 of 39 in chess) and a
// man up usually wins, so our curve is steeper:
//
//   wc(points) = 2 / (1 + e^(-K · points)) - 1 = tanh(K · points / 2),  K = 0.0085 per point
//
// which puts a man (100 points) at 0.40 (a 70 % expected score), two men at 0.69, three at 0.86.
// The thresholds are lichess's, on the same -1..+1 scale: inaccuracy 0.1, mistake 0.2, blunder
// 0.3. From an even position that is about a quarter of a man, half a man and three quarters of a
// man; three men ahead, dropping one is only an inaccuracy, which is what a player feels too.
// (lidraughts instead uses fixed drops of 0.5, 1 and 3 pieces, blind to how won a game already is.)
// Forced wins ("mates") and endings the endgame databases call won count as winning chances of
// exactly ±1.
import {
  MATE,
  MATE_BOUND,
  isEgdbScore,
  parseFen,
  play,
  sameMove,
  type Color,
  type Move,
  type Position,
} from '@checkers/engine';

/** Steepness of the winning-chances curve, per point (a man is 100). */
export const WIN_CURVE_K = 0.0085;
/** Least loss of winning chances (-1..+1 scale) for each judgement, largest first. */
export const JUDGEMENT_THRESHOLDS = [
  { kind: 'blunder', loss: 0.3 },
  { kind: 'mistake', loss: 0.2 },
  { kind: 'inaccuracy', loss: 0.1 },
] as const;
/** Scores are kept within ± this many points (10 men); beyond it every position is won. */
export const SCORE_LIMIT = 1000;

export type JudgementKind = 'inaccuracy' | 'mistake' | 'blunder';

/** A finished game to analyse: where it started and every move, in order. */
export interface AnalysisInput {
  readonly initialFen: string;
  readonly moves: readonly Move[];
}

/** What the engine thinks of the position after `ply` moves (ply 0 is the initial position). */
export interface PlyEvaluation {
  readonly ply: number;
  /** Side to move in this position. */
  readonly turn: Color;
  /** Legal moves in this position: 1 means the next move is forced, 0 that the game is over. */
  readonly options: number;
  /** Points from black's side (positive: black is better), within ±SCORE_LIMIT; mates at the limit. */
  readonly score: number;
  /** Moves to a forced win, positive when black wins, negative when red wins; 0 when the game is over. */
  readonly mate: number | null;
  /**
   * True when the endgame databases call the position won (or lost) for the side of `score`'s sign:
   * a won ending, `score` at the limit and `mate` null, since the databases know the result but
   * not the moves to the end.
   */
  readonly database?: boolean;
  readonly bestMove: Move | null;
  readonly bestLine: readonly Move[];
  readonly depth: number;
}

/** How the move that led to position `ply` was judged. */
export interface MoveJudgement {
  readonly ply: number;
  readonly color: Color;
  /** Winning chances (-1..+1 scale) the mover gave away; 0 or less for a good move. */
  readonly loss: number;
  readonly kind: JudgementKind | null;
}

export type JudgementCounts = Record<JudgementKind, number>;

/** Every position of the game, the initial one first; undefined when the FEN or a move is invalid. */
export function gamePositions(input: AnalysisInput): Position[] | undefined {
  const start = parseFen(input.initialFen);
  if (!start.ok) return undefined;
  const positions = [start.value];
  for (const move of input.moves) positions.push(play(positions[positions.length - 1]!, move));
  return positions;
}

/**
 * Turns a search score (points for the side to move, ±(MATE - n) for a win in n plies, ±(EGDB_WIN
 * - n) for a database win n plies away) into a PlyEvaluation's `score` and `mate` (and `database`),
 * all from black's side.
 */
export function blackView(
  turn: Color,
  sideScore: number,
): { score: number; mate: number | null; database?: true } {
  const sign = turn === 'black' ? 1 : -1;
  const black = sign * sideScore;
  if (Math.abs(sideScore) <= MATE_BOUND) {
    return { score: Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, black)), mate: null };
  }
  // A database win: n plies to a won ending, not to the end of the game. No move count to show.
  if (isEgdbScore(sideScore)) return { score: Math.sign(black) * SCORE_LIMIT, mate: null, database: true };
  // n plies to the end: the winner plays ceil(n / 2) of them, which is what players count.
  const plies = MATE - Math.abs(sideScore);
  const moves = Math.ceil(plies / 2);
  const winner = Math.sign(black);
  return { score: winner * SCORE_LIMIT, mate: moves === 0 ? 0 : winner * moves };
}

/** Winning chances of black, -1..+1. */
export function winningChances(evaluation: Pick<PlyEvaluation, 'score' | 'mate' | 'database'>): number {
  if (evaluation.mate !== null || evaluation.database === true) return Math.sign(evaluation.score);
  return Math.tanh((WIN_CURVE_K * evaluation.score) / 2);
}

/** The judgement for a loss of winning chances. */
export function kindOf(loss: number): JudgementKind | null {
  return JUDGEMENT_THRESHOLDS.find((t) => loss >= t.loss)?.kind ?? null;
}

/**
 * Judges every move whose positions before and after are both evaluated. A forced move (the only
 * legal one) is never judged: the mistake, if any, was earlier. Given the played `moves`, neither
 * is the engine's own first choice: two searches of a few hundred thousand nodes can disagree by
 * a fraction of a man, and calling the recommended move a mistake would only confuse.
 */
export function judgeMoves(evaluations: readonly PlyEvaluation[], moves?: readonly Move[]): MoveJudgement[] {
  const judgements: MoveJudgement[] = [];
  for (let i = 1; i < evaluations.length; i++) {
    const before = evaluations[i - 1]!;
    const after = evaluations[i]!;
    const sign = before.turn === 'black' ? 1 : -1;
    const loss = sign * (winningChances(before) - winningChances(after));
    const played = moves?.[before.ply];
    const best = played !== undefined && before.bestMove !== null && sameMove(played, before.bestMove);
    const judged = before.options > 1 && !best;
    judgements.push({ ply: after.ply, color: before.turn, loss, kind: judged ? kindOf(loss) : null });
  }
  return judgements;
}

/** Inaccuracies, mistakes and blunders of one side. */
export function countJudgements(judgements: readonly MoveJudgement[], color: Color): JudgementCounts {
  const counts: JudgementCounts = { inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const j of judgements) if (j.color === color && j.kind !== null) counts[j.kind]++;
  return counts;
}

/**
 * Text of an evaluation from black's side: `+1.2` men, `#3` (black mates), `#-3`, the result, or
 * `Won ending for Black` / `Won ending for Red` (the databases' verdict, no move count).
 */
export function formatEvaluation(evaluation: Pick<PlyEvaluation, 'score' | 'mate' | 'database'>): string {
  if (evaluation.mate === 0) return evaluation.score > 0 ? 'Black wins' : 'Red wins';
  if (evaluation.database === true) return `Won ending for ${evaluation.score > 0 ? 'Black' : 'Red'}`;
  if (evaluation.mate !== null) return `#${evaluation.mate}`;
  const men = evaluation.score / 100;
  const text = Math.abs(men).toFixed(1);
  if (text === '0.0') return '0.0';
  return men > 0 ? `+${text}` : `−${text}`;
}
