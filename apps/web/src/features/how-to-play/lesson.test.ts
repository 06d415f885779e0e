import {
  crowned,
  legalMoves,
  makeSquare,
  parseFen,
  parseSquare,
  pieceAt,
  type Square,
} from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import {
  cancelPath,
  chooseSquare,
  dropPiece,
  nextStep,
  pathView,
  startStep,
  stepCount,
  TEXTS,
  type LessonState,
} from './lesson';
import { LESSON_STEPS } from './lesson-steps';

const sq = (name: string): Square => {
  const parsed = parseSquare(name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

/** Chooses squares one after another, as clicks do. */
const click = (state: LessonState, ...names: string[]): LessonState =>
  names.reduce((current, name) => chooseSquare(current, sq(name)), state);

describe('the lesson steps', () => {
  it.each(LESSON_STEPS.map((step, index) => ({ ...step, index })))(
    '$id: black to move in a real position, and some legal move does what it asks',
    ({ fen, goal, index }) => {
      const parsed = parseFen(fen);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.value.turn).toBe('black');
      const moves = legalMoves(parsed.value);
      expect(moves.some((move) => goal(move, parsed.value))).toBe(true);
      expect(startStep(index).position).toEqual(parsed.value);
    },
  );

  it('has the forced capture, the double jump, the crowning and the king’s backward capture', () => {
    const goals = LESSON_STEPS.map((step) => {
      const position = startStep(LESSON_STEPS.indexOf(step)).position;
      return legalMoves(position).filter((move) => step.goal(move, position));
    });
    expect(goals[1]!.every((move) => move.captures.length === 1)).toBe(true);
    expect(goals[2]!.every((move) => move.captures.length === 2)).toBe(true);
    const crown = startStep(3).position;
    expect(goals[3]!.every((move) => crowned(crown, move))).toBe(true);
    const king = startStep(4).position;
    expect(goals[4]!.map((move) => pieceAt(king, move.from)?.role)).toEqual(['king']);
  });
});

describe('a step played', () => {
  it('selects a man, shows where it may go, and praises a legal step', () => {
    const chosen = click(startStep(0), 'b6');
    expect(chosen.path).toEqual([sq('b6')]);
    expect(pathView(chosen).next.map(makeSquare)).toEqual(['a5', 'c5']);
    const done = click(chosen, 'a5');
    expect(done.feedback).toEqual({ kind: 'success', text: LESSON_STEPS[0]!.success });
    expect(pieceAt(done.position, sq('a5'))).toEqual({ color: 'black', role: 'man' });
    expect(done.solved?.path).toEqual([sq('b6'), sq('a5')]);
    // Solved: the board takes nothing more.
    expect(click(done, 'd6')).toBe(done);
  });

  it('says why a wrong choice is wrong, and leaves the position as it was', () => {
    const start = startStep(0);
    expect(click(start, 'c3').feedback?.text).toBe(TEXTS.notYours);
    expect(click(start, 'e5').feedback?.text).toBe(TEXTS.pieceFirst);
    expect(click(start, 'd8').feedback?.text).toBe(TEXTS.manBlocked);
    expect(click(start, 'd6', 'd4').feedback?.text).toBe(TEXTS.oneSquare);
    expect(click(start, 'd6', 'b4').feedback?.text).toBe(TEXTS.oneSquare);
    const wrong = click(start, 'f6', 'c3');
    expect(wrong.feedback).toEqual({ kind: 'wrong', text: TEXTS.occupied });
    expect(wrong.position).toBe(start.position);
    expect(wrong.path).toEqual([]);
  });

  it('tells a man it moves forward only, and a piece that it must jump rather than step', () => {
    const kingStep = startStep(4);
    expect(click(kingStep, 'd4', 'e5').feedback?.text).toBe(TEXTS.jumpNotStep);
    const crown = startStep(3);
    expect(click(crown, 'f4', 'e5').feedback?.text).toBe(TEXTS.forwardOnly);
    expect(click(crown, 'f4', 'h6').feedback?.text).toBe(TEXTS.forwardOnly);
  });

  it('insists on a forced capture and marks the piece that can make it', () => {
    const wrong = click(startStep(1), 'f6');
    expect(wrong.feedback).toEqual({ kind: 'wrong', text: TEXTS.mustCapture });
    expect(wrong.forced.map(makeSquare)).toEqual(['c5']);
    expect(click(startStep(1), 'c5', 'b4').feedback?.text).toBe(TEXTS.jumpNotStep);
    const right = click(wrong, 'c5');
    expect(right.feedback).toBeNull();
    expect(right.forced).toEqual([]);
    const done = click(right, 'e3');
    expect(done.feedback?.kind).toBe('success');
    expect(pieceAt(done.position, sq('d4'))).toBeUndefined();
  });

  it('walks a double jump one landing at a time and keeps the piece chosen between jumps', () => {
    const first = click(startStep(2), 'b6', 'd4');
    expect(first.solved).toBeNull();
    expect(first.path.map(makeSquare)).toEqual(['b6', 'd4']);
    expect(pathView(first).captured.map(makeSquare)).toEqual(['c5']);
    expect(pathView(first).next.map(makeSquare)).toEqual(['b2']);
    const astray = click(first, 'h6');
    expect(astray.feedback).toEqual({ kind: 'wrong', text: TEXTS.keepJumping });
    expect(astray.path).toEqual(first.path);
    const done = click(astray, 'b2');
    expect(done.solved?.captures).toHaveLength(2);
    expect(done.feedback?.kind).toBe('success');
    expect(cancelPath(first).path).toEqual([]);
  });

  it('refuses a legal move that misses the step’s goal', () => {
    const start = startStep(3);
    const missed = click(start, 'f4', 'e3');
    expect(missed.feedback).toEqual({ kind: 'wrong', text: LESSON_STEPS[3]!.missed });
    expect(missed.position).toBe(start.position);
    const done = click(missed, 'f2', 'g1');
    expect(done.feedback?.kind).toBe('success');
    expect(pieceAt(done.position, sq('g1'))).toEqual({ color: 'black', role: 'king' });
  });

  it('takes a dragged piece as a click on each square', () => {
    const done = dropPiece(startStep(0), sq('h6'), sq('g5'));
    expect(done.feedback?.kind).toBe('success');
    const wrong = dropPiece(startStep(0), sq('c3'), sq('d4'));
    expect(wrong.feedback?.text).toBe(TEXTS.notYours);
  });

  it('goes through every step to the end', () => {
    const solutions = [
      ['b6', 'a5'],
      ['c5', 'e3'],
      ['b6', 'd4', 'b2'],
      ['f2', 'e1'],
      ['d4', 'b6'],
    ];
    let state: LessonState | null = startStep(0);
    for (const [index, solution] of solutions.entries()) {
      expect(state?.step).toBe(index);
      const done: LessonState = click(state!, ...solution!);
      expect(done.feedback).toEqual({ kind: 'success', text: LESSON_STEPS[index]!.success });
      state = nextStep(done);
    }
    expect(solutions).toHaveLength(stepCount);
    expect(state).toBeNull();
  });
});
