// What one finished game proves about each of its players, replayed with the engine. Pure: no I/O,
// no clock. The games module stores moves as square paths; each is matched to the engine's legal
// move with that path, so the captures and crownings are the engine's, never the client's.
import {
  countPieces,
  crowned,
  legalMoves,
  opposite,
  parseFen,
  play,
  type Color,
  type Move,
  type Position,
} from '@checkers/engine';

/** A finished game as the evaluator needs it. */
export interface GameInput {
  readonly initial: Position;
  /** Every whole move, in order (legal from `initial`). */
  readonly moves: readonly Move[];
  /** The winner, or null for a draw. */
  readonly winner: Color | null;
  /** The protocol's end reason (`no-legal-moves`, `resignation`, ..., `aborted`). */
  readonly reason: string;
  /** How long the game took, when known and trusted (room games), else null. */
  readonly durationMs: number | null;
}

/** What a finished game proves about one of its players. */
export interface PlayerFacts {
  readonly color: Color;
  /** An aborted game counts for nothing. */
  readonly aborted: boolean;
  readonly result: 'win' | 'loss' | 'draw';
  /** Won and not aborted. */
  readonly won: boolean;
  /** Won with the opponent left without a move or a piece (`no-legal-moves`). */
  readonly wonOnBoard: boolean;
  readonly movesMade: number;
  readonly captures: number;
  readonly mostCapturesInOneTurn: number;
  readonly crowned: number;
  /** The player's pieces on the board at the end. */
  readonly piecesLeft: number;
  readonly durationMs: number | null;
  /**
   * The shot: a quiet move of the player, the opponent's capture right after it, then the player's
   * next move capturing more than the opponent just took.
   */
  readonly shot: boolean;
}

const samePath = (move: Move, path: readonly number[]): boolean =>
  move.path.length === path.length && move.path.every((square, i) => square === path[i]);

/**
 * The engine's moves for stored paths from a FEN, or null when the FEN or a path is not legal
 * (stored games were checked when played: null means corrupted data).
 */
export function movesFromPaths(
  initialFen: string,
  paths: readonly (readonly number[])[],
): { readonly initial: Position; readonly moves: Move[] } | null {
  const parsed = parseFen(initialFen);
  if (!parsed.ok) return null;
  let position = parsed.value;
  const moves: Move[] = [];
  for (const path of paths) {
    const move = legalMoves(position).find((m) => samePath(m, path));
    if (move === undefined) return null;
    moves.push(move);
    position = play(position, move);
  }
  return { initial: parsed.value, moves };
}

/**
 * The game from after its first `plies` moves: a ballot game's opening moves were drawn, not played
 * by either player, so its facts (moves made, captures, a shot) start after them.
 */
export function afterOpening<T extends { readonly initial: Position; readonly moves: readonly Move[] }>(
  game: T,
  plies: number,
): T {
  if (plies === 0) return game;
  const initial = game.moves.slice(0, plies).reduce((position, move) => play(position, move), game.initial);
  return { ...game, initial, moves: game.moves.slice(plies) };
}

interface Ply {
  readonly color: Color;
  readonly captured: number;
  readonly promoted: boolean;
}

/** The facts of both players of a game. */
export function factsOf(game: GameInput): Readonly<Record<Color, PlayerFacts>> {
  const plies: Ply[] = [];
  let position = game.initial;
  for (const move of game.moves) {
    plies.push({ color: position.turn, captured: move.captures.length, promoted: crowned(position, move) });
    position = play(position, move);
  }
  const final = position;
  const aborted = game.reason === 'aborted';
  const of = (color: Color): PlayerFacts => {
    const mine = plies.filter((ply) => ply.color === color);
    const result = game.winner === null ? 'draw' : game.winner === color ? 'win' : 'loss';
    const won = result === 'win' && !aborted;
    return {
      color,
      aborted,
      result,
      won,
      wonOnBoard: won && game.reason === 'no-legal-moves',
      movesMade: mine.length,
      captures: mine.reduce((sum, ply) => sum + ply.captured, 0),
      mostCapturesInOneTurn: mine.reduce((most, ply) => Math.max(most, ply.captured), 0),
      crowned: mine.filter((ply) => ply.promoted).length,
      piecesLeft: countPieces(final, color),
      durationMs: game.durationMs,
      shot: plies.some(
        (ply, i) =>
          ply.color === color &&
          ply.captured === 0 &&
          plies[i + 1]?.color === opposite(color) &&
          plies[i + 1]!.captured > 0 &&
          plies[i + 2]?.color === color &&
          plies[i + 2]!.captured > plies[i + 1]!.captured,
      ),
    };
  };
  return { black: of('black'), red: of('red') };
}
