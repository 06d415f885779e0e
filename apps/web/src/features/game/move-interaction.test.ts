import { describe, expect, it } from 'vitest';
import {
  CAPTURE_COMPULSORY,
  ILLEGAL_MOVE,
  NO_MOVES,
  NOT_YOUR_TURN,
  NO_INTERACTION,
  checkMove,
  clickSquare,
  destinations,
  forcedCaptures,
  initialInteraction,
  type MoveContext,
} from './move-interaction';
import { doubleJumpState, simpleState } from '../../lib/test-states';

const black = (state = simpleState()): MoveContext => ({
  state,
  color: 'black',
  isSpectator: false,
  busy: false,
});

describe('the client move check', () => {
  it('accepts only a listed move of an own piece on its turn', () => {
    expect(checkMove(black(), 'c7', 'd6')).toBeNull();
    expect(checkMove(black(), 'c7', 'c5')).toBe(ILLEGAL_MOVE);
    expect(checkMove(black(), 'e7', 'f6')).toBe(ILLEGAL_MOVE);
    expect(checkMove(black(), 'd2', 'e3')).toBe(ILLEGAL_MOVE);
    expect(checkMove(black(simpleState({ currentTurn: 'red' })), 'c7', 'd6')).toBe(ILLEGAL_MOVE);
    expect(checkMove({ ...black(), busy: true }, 'c7', 'd6')).toBe(ILLEGAL_MOVE);
  });

  it('refuses an occupied destination even if listed', () => {
    expect(checkMove(black(simpleState({ validMoves: { c7: ['d2'] } })), 'c7', 'd2')).toBe(ILLEGAL_MOVE);
  });
});

describe('clicking squares', () => {
  it('selects an own piece and sends a step to a legal square', () => {
    const selected = clickSquare(black(), NO_INTERACTION, 'c7');
    expect(selected.kind).toBe('none');
    expect(destinations(black(), selected.interaction)).toEqual(['b6', 'd6']);
    expect(clickSquare(black(), selected.interaction, 'd6')).toMatchObject({
      kind: 'move',
      from: 'c7',
      to: 'd6',
    });
  });

  it("says 'Not your turn!' when the opponent is to move", () => {
    const ctx = black(simpleState({ currentTurn: 'red' }));
    expect(clickSquare(ctx, NO_INTERACTION, 'c7')).toMatchObject({ kind: 'error', message: NOT_YOUR_TURN });
  });

  it("says 'Illegal move' for a square the piece cannot reach", () => {
    const selected = clickSquare(black(), NO_INTERACTION, 'c7').interaction;
    expect(clickSquare(black(), selected, 'c5')).toMatchObject({ kind: 'error', message: ILLEGAL_MOVE });
  });

  it('says a capture is compulsory, pointing at the pieces that must capture, not "Illegal move"', () => {
    // h8 could step if no capture were due; b6 must capture over c5.
    const ctx = black(doubleJumpState());
    expect(forcedCaptures(ctx.state)).toEqual(['b6']);
    expect(clickSquare(ctx, NO_INTERACTION, 'h8')).toEqual({
      kind: 'blocked',
      interaction: NO_INTERACTION,
      message: CAPTURE_COMPULSORY,
      forced: ['b6'],
    });
    // The piece that must capture is selected as usual.
    expect(clickSquare(ctx, NO_INTERACTION, 'b6')).toMatchObject({
      kind: 'none',
      interaction: { path: ['b6'] },
    });
  });

  it('treats a piece with no move, and no capture due, as no selection rather than an error', () => {
    const ctx = black(simpleState({ validMoves: { d2: [] } }));
    expect(forcedCaptures(ctx.state)).toEqual([]);
    expect(clickSquare(ctx, NO_INTERACTION, 'c7')).toEqual({
      kind: 'blocked',
      interaction: NO_INTERACTION,
      message: NO_MOVES,
      forced: [],
    });
  });

  it('lets spectators click without effect', () => {
    const ctx = { ...black(), isSpectator: true, color: null };
    expect(clickSquare(ctx, NO_INTERACTION, 'c7').kind).toBe('none');
  });
});

describe('multi-jumps', () => {
  const ctx = black(doubleJumpState());

  it('previews and collects captures, then sends them as one sequence', () => {
    const first = clickSquare(ctx, clickSquare(ctx, NO_INTERACTION, 'b6').interaction, 'd4');
    expect(first.kind).toBe('none');
    expect(first.interaction).toEqual({ path: ['b6', 'd4'], captured: ['c5'] });
    expect(destinations(ctx, first.interaction)).toEqual(['b2']);
    // Only the jumping piece may go on.
    expect(clickSquare(ctx, first.interaction, 'h8')).toMatchObject({ kind: 'error', message: ILLEGAL_MOVE });
    const done = clickSquare(ctx, first.interaction, 'b2');
    expect(done).toEqual({
      kind: 'sequence',
      interaction: NO_INTERACTION,
      jumps: [
        { from: 'b6', to: 'd4', captured: 'c5', capturedId: 'r1' },
        { from: 'd4', to: 'b2', captured: 'c3', capturedId: 'r2' },
      ],
    });
  });

  it('auto-selects the piece of a multi-jump the server has in progress', () => {
    const midway = black(doubleJumpState({ in_multi_jump: true, multi_jump_piece: 'b6' }));
    expect(initialInteraction(midway)).toEqual({ path: ['b6'], captured: [] });
    expect(clickSquare(midway, initialInteraction(midway), 'h8')).toMatchObject({ kind: 'error' });
    expect(clickSquare(midway, initialInteraction(midway), 'd4')).toMatchObject({
      kind: 'move',
      from: 'b6',
      to: 'd4',
    });
  });
});
