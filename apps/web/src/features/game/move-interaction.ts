// The player's side of a move, without React: selecting, the client move check, multi-jump previews
// collected into one jump sequence, and cancelling. The board only reports clicks; this decides
// what they mean. The server stays the authority.
import { followPath, makeSquare, type Position } from '@checkers/engine';
import { positionOfPieces, type GameState, type WireColor } from '@checkers/protocol';
import { isJump, jumpedSquare, squaresOf } from '../../lib/squares';

/** The spec's texts for a refused move. */
export const NOT_YOUR_TURN = 'Not your turn!';
export const ILLEGAL_MOVE = 'Illegal move';
/** Said when the piece chosen cannot move because another must capture. */
export const CAPTURE_COMPULSORY = 'A capture is compulsory';
/** Said, gently, when the piece chosen has no move at all. */
export const NO_MOVES = 'That piece has no legal move';

/** A selection in progress: the path walked so far (origin first) and what it captured. */
export interface Interaction {
  readonly path: readonly string[];
  readonly captured: readonly string[];
}

export const NO_INTERACTION: Interaction = { path: [], captured: [] };

/** One jump of a sequence, as the server takes it. */
export interface Jump {
  readonly from: string;
  readonly to: string;
  readonly captured: string;
  readonly capturedId?: string;
}

/** What a click leads to. */
export type Outcome =
  | { readonly kind: 'none'; readonly interaction: Interaction }
  | { readonly kind: 'error'; readonly interaction: Interaction; readonly message: string }
  /** Not an error: the piece cannot move; `forced` are the pieces that must capture, if any. */
  | {
      readonly kind: 'blocked';
      readonly interaction: Interaction;
      readonly message: string;
      readonly forced: readonly string[];
    }
  | { readonly kind: 'move'; readonly interaction: Interaction; readonly from: string; readonly to: string }
  | { readonly kind: 'sequence'; readonly interaction: Interaction; readonly jumps: readonly Jump[] };

/** Who is clicking and whether the board takes moves now. */
export interface MoveContext {
  readonly state: GameState;
  readonly color: WireColor | null;
  readonly isSpectator: boolean;
  /** A move is in flight: the board is disabled until it is answered. */
  readonly busy: boolean;
}

/** Whether this player may move now: a player, its turn, the game running, nothing in flight. */
export const canMove = (ctx: MoveContext): boolean =>
  !ctx.isSpectator &&
  ctx.color !== null &&
  !ctx.busy &&
  ctx.state.status === 'active' &&
  !ctx.state.isGameOver &&
  ctx.state.currentTurn === ctx.color;

const pieceOn = (state: GameState, square: string) => state.pieces.find((p) => p.position === square);

/** The client move check: null when the move may be sent, else 'Illegal move'. */
export function checkMove(ctx: MoveContext, from: string, to: string): string | null {
  if (!canMove(ctx)) return ILLEGAL_MOVE;
  const piece = pieceOn(ctx.state, from);
  if (piece === undefined || piece.color !== ctx.color) return ILLEGAL_MOVE;
  if (pieceOn(ctx.state, to) !== undefined) return ILLEGAL_MOVE;
  if (!(ctx.state.validMoves[from] ?? []).includes(to)) return ILLEGAL_MOVE;
  return null;
}

/** The squares of the pieces that have a capture, when a capture is compulsory (else none). */
export function forcedCaptures(state: GameState): string[] {
  return Object.entries(state.validMoves)
    .filter(([from, targets]) => targets.some((to) => isJump(from, to)))
    .map(([from]) => from);
}

/** The piece a server-side multi-jump forces, when it is this player's turn. */
const forcedPiece = (ctx: MoveContext): string | null =>
  ctx.state.in_multi_jump && canMove(ctx) ? ctx.state.multi_jump_piece : null;

/** The position the state's pieces show; undefined when they cannot be read (the server judges then). */
const shownPosition = (state: GameState): Position | undefined =>
  positionOfPieces(state.pieces, state.currentTurn);

/**
 * Where the engine says a partial capture path may continue; empty when the path is complete, or
 * when the position or the path cannot be read (then what was walked is sent, and the server judges).
 */
function continuations(
  position: Position | undefined,
  path: readonly string[],
): { next: string[]; complete: boolean } {
  const squares = squaresOf(path);
  if (position === undefined || squares === undefined) return { next: [], complete: true };
  const progress = followPath(position, squares);
  if (!progress.ok) return { next: [], complete: true };
  return { next: progress.value.next.map(makeSquare), complete: progress.value.complete !== undefined };
}

/** The squares the selected piece may go to next. */
export function destinations(ctx: MoveContext, interaction: Interaction): readonly string[] {
  const { path } = interaction;
  const origin = path[0];
  if (origin === undefined || !canMove(ctx)) return [];
  if (path.length === 1) return ctx.state.validMoves[origin] ?? [];
  return continuations(shownPosition(ctx.state), path).next;
}

/** The interaction to start from: the forced piece selected during a server-side multi-jump. */
export function initialInteraction(ctx: MoveContext): Interaction {
  const forced = forcedPiece(ctx);
  return forced === null ? NO_INTERACTION : { path: [forced], captured: [] };
}

function jumpsOf(state: GameState, path: readonly string[]): Jump[] {
  const jumps: Jump[] = [];
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const captured = jumpedSquare(from, to);
    const id = pieceOn(state, captured)?.id;
    jumps.push(id === undefined ? { from, to, captured } : { from, to, captured, capturedId: id });
  }
  return jumps;
}

/** What clicking `square` means, given the selection so far. */
export function clickSquare(ctx: MoveContext, interaction: Interaction, square: string): Outcome {
  if (ctx.isSpectator || ctx.color === null) return { kind: 'none', interaction };
  const piece = pieceOn(ctx.state, square);
  const own = piece !== undefined && piece.color === ctx.color;
  if (!canMove(ctx)) {
    if (ctx.busy) return { kind: 'none', interaction };
    return own || interaction.path.length > 0
      ? { kind: 'error', interaction: NO_INTERACTION, message: NOT_YOUR_TURN }
      : { kind: 'none', interaction };
  }
  const { path } = interaction;
  const forced = forcedPiece(ctx);

  // Partway through a capture sequence only its landings count; the piece stays chosen.
  if (path.length > 1) {
    const last = path[path.length - 1]!;
    if (square === last) return { kind: 'none', interaction };
    const position = shownPosition(ctx.state);
    const options = continuations(position, path).next;
    if (!options.includes(square)) return { kind: 'error', interaction, message: ILLEGAL_MOVE };
    const nextPath = [...path, square];
    const next: Interaction = {
      path: nextPath,
      captured: [...interaction.captured, jumpedSquare(last, square)],
    };
    if (continuations(position, nextPath).complete) {
      return { kind: 'sequence', interaction: NO_INTERACTION, jumps: jumpsOf(ctx.state, nextPath) };
    }
    return { kind: 'none', interaction: next };
  }

  const selected = path[0];
  if (own) {
    if (forced !== null && square !== forced) return { kind: 'error', interaction, message: ILLEGAL_MOVE };
    if (selected === square && forced === null) return { kind: 'none', interaction: NO_INTERACTION };
    if ((ctx.state.validMoves[square] ?? []).length === 0) {
      const must = forcedCaptures(ctx.state);
      return must.length > 0
        ? { kind: 'blocked', interaction: NO_INTERACTION, message: CAPTURE_COMPULSORY, forced: must }
        : { kind: 'blocked', interaction: NO_INTERACTION, message: NO_MOVES, forced: [] };
    }
    return { kind: 'none', interaction: { path: [square], captured: [] } };
  }
  if (selected === undefined) {
    return piece === undefined
      ? { kind: 'none', interaction }
      : { kind: 'error', interaction, message: ILLEGAL_MOVE };
  }

  const refusal = checkMove(ctx, selected, square);
  if (refusal !== null) return { kind: 'error', interaction, message: refusal };
  if (!isJump(selected, square))
    return { kind: 'move', interaction: NO_INTERACTION, from: selected, to: square };
  // A server-side multi-jump goes on one jump at a time; the server knows the path so far.
  if (forced !== null) return { kind: 'move', interaction: NO_INTERACTION, from: selected, to: square };
  const nextPath = [selected, square];
  const position = shownPosition(ctx.state);
  if (continuations(position, nextPath).complete) {
    return { kind: 'sequence', interaction: NO_INTERACTION, jumps: jumpsOf(ctx.state, nextPath) };
  }
  return { kind: 'none', interaction: { path: nextPath, captured: [jumpedSquare(selected, square)] } };
}
