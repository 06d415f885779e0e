import {
  crowned,
  legalMoves,
  makePosition,
  makeSquare,
  newGame,
  pieceAt,
  play,
  sameMove,
  samePosition,
  START_POSITION,
  type Move,
  type Position,
} from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { coordsOf } from '../../lib/squares';
import { buildDiagram, DIAGRAMS, type DiagramSpec, type DiagramView } from './diagrams';

const view = (spec: DiagramSpec): DiagramView => {
  const built = buildDiagram(spec);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
};

const isLegal = (position: Position, move: Move): boolean =>
  legalMoves(position).some((legal) => sameMove(legal, move));

const rank = (square: number): number => coordsOf(makeSquare(square)).rank;

describe('the rules diagrams', () => {
  it.each(Object.values(DIAGRAMS))('$id is a real position whose shown moves are legal', (spec) => {
    const { position, arrowMove, optionMoves, pieces } = view(spec);
    if (arrowMove !== null) expect(isLegal(position, arrowMove)).toBe(true);
    for (const move of optionMoves) expect(isLegal(position, move)).toBe(true);
    expect(pieces.length).toBeGreaterThan(0);
  });

  it('starts from the start position, black to move', () => {
    expect(samePosition(view(DIAGRAMS.start).position, START_POSITION)).toBe(true);
  });

  it('shows a man’s forward steps, and only those', () => {
    const { position, optionMoves, selected, destinations } = view(DIAGRAMS.menMove);
    expect(optionMoves).toHaveLength(legalMoves(position).length);
    expect(selected).toBe('c5');
    expect(destinations).toEqual(['b4', 'd4']);
    // Black moves down the ranks.
    for (const move of optionMoves) expect(rank(move.to)).toBeLessThan(rank(move.from));
  });

  it('marks the man that must capture while another could step', () => {
    const { position, forced, arrowMove } = view(DIAGRAMS.forcedCapture);
    expect(legalMoves(position).every((move) => move.captures.length > 0)).toBe(true);
    expect(forced).toEqual(['c5']);
    expect(arrowMove?.captures).toHaveLength(1);
    // Without the red man to capture, the other man could step.
    const quiet = makePosition(position.black, position.red & ~(1 << arrowMove!.captures[0]!), 0, 'black');
    expect(legalMoves(quiet).some((move) => makeSquare(move.from) === 'f6')).toBe(true);
  });

  it('offers a short and a long capture, both legal', () => {
    const { position, arrowMove, optionMoves } = view(DIAGRAMS.captureChoice);
    expect(arrowMove?.captures).toHaveLength(2);
    expect(optionMoves.map((move) => move.captures.length)).toEqual([1]);
    expect(legalMoves(position)).toHaveLength(2);
  });

  it('shows a multi-jump that must be completed', () => {
    const { position, arrowMove } = view(DIAGRAMS.multiJump);
    expect(legalMoves(position)).toEqual([arrowMove]);
    expect(arrowMove?.captures).toHaveLength(2);
  });

  it('crowns a man, and crowning ends a capture that could go on', () => {
    const step = view(DIAGRAMS.crowning);
    expect(crowned(step.position, step.arrowMove!)).toBe(true);
    const ends = view(DIAGRAMS.crowningEndsMove);
    expect(legalMoves(ends.position)).toEqual([ends.arrowMove]);
    expect(crowned(ends.position, ends.arrowMove!)).toBe(true);
    // The new king could jump on, were it its turn again.
    const after = play(ends.position, ends.arrowMove!);
    const again = { ...after, turn: 'black' as const };
    expect(
      legalMoves(again).some((move) => move.from === ends.arrowMove!.to && move.captures.length > 0),
    ).toBe(true);
  });

  it('moves a king both ways and captures backwards', () => {
    const moves = view(DIAGRAMS.kingMoves);
    expect(pieceAt(moves.position, moves.optionMoves[0]!.from)?.role).toBe('king');
    expect(moves.optionMoves).toHaveLength(4);
    const ranks = moves.optionMoves.map((move) => rank(move.to) - rank(move.from));
    expect(ranks.filter((d) => d > 0)).toHaveLength(2);
    const captures = view(DIAGRAMS.kingCaptures);
    const move = captures.arrowMove!;
    expect(pieceAt(captures.position, move.from)?.role).toBe('king');
    expect(move.captures).toHaveLength(2);
    // Every landing is further from black's crowning row than the square before it.
    for (let i = 1; i < move.path.length; i++) {
      expect(rank(move.path[i]!)).toBeGreaterThan(rank(move.path[i - 1]!));
    }
  });

  it('ends the game when the side to move is blocked', () => {
    const { position } = view(DIAGRAMS.noMoves);
    expect(position.turn).toBe('red');
    expect(newGame(position).result).toEqual({ winner: 'black', reason: 'no-legal-moves' });
  });

  it('refuses a diagram whose move the rules do not allow', () => {
    expect(buildDiagram({ ...DIAGRAMS.menMove, options: ['14-10'] }).ok).toBe(false);
    expect(buildDiagram({ ...DIAGRAMS.forcedCapture, arrow: '11-15' }).ok).toBe(false);
    expect(buildDiagram({ ...DIAGRAMS.start, fen: 'B:W33:B1' }).ok).toBe(false);
    expect(buildDiagram({ ...DIAGRAMS.start, options: ['9-13', '10-14'] }).ok).toBe(false);
  });
});
