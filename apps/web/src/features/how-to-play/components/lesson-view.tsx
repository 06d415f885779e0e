// The first lesson on a real board: the step's instruction, the learner's moves checked by the
// engine (lesson.ts), a "Not quite" that says why or the step's praise, then the next step.
import { makeSquare, parseSquare, pieceAt, type Square } from '@checkers/engine';
import { useEffect, useRef } from 'react';
import { Board, type BoardArrow, type BoardPiece } from '../../../components/board/board';
import { arrowOf, piecesOfPosition } from '../board-view';
import {
  cancelPath,
  chooseSquare,
  dropPiece,
  nextStep,
  pathView,
  startStep,
  stepCount,
  type LessonState,
} from '../lesson';
import { LESSON_STEPS } from '../lesson-steps';

const squareOf = (name: string): Square | null => {
  const parsed = parseSquare(name);
  return parsed.ok ? parsed.value : null;
};

/**
 * The solving move as an arrow, but not over a king: its head would hide the crown the step is
 * about.
 */
function solvedArrow(state: LessonState): BoardArrow | null {
  if (state.solved === null || pieceAt(state.position, state.solved.to)?.role === 'king') return null;
  return arrowOf(state.solved);
}

/** The pieces, the one jumping shown where it has landed so far. */
function shownPieces(state: LessonState): BoardPiece[] {
  const pieces = piecesOfPosition(state.position);
  if (state.path.length < 2) return pieces;
  const from = makeSquare(state.path[0]!);
  const at = makeSquare(state.path[state.path.length - 1]!);
  return pieces.map((piece) => (piece.square === from ? { ...piece, square: at } : piece));
}

export interface LessonViewProps {
  readonly state: LessonState;
  readonly onChange: (state: LessonState) => void;
}

export function LessonView({ state, onChange }: LessonViewProps) {
  const step = LESSON_STEPS[state.step]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const solved = state.solved !== null;
  const last = state.step + 1 === stepCount;
  const { next: landings, captured } = pathView(state);
  const shownStep = useRef(state.step);

  useEffect(() => {
    // A new step: its title takes focus, so it is read out and Tab leads on to the board.
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);
  useEffect(() => {
    if (solved) next.current?.focus();
  }, [solved]);

  const choose = (name: string): void => {
    const square = squareOf(name);
    if (square !== null) onChange(chooseSquare(state, square));
  };
  const drop = (fromName: string, toName: string): void => {
    const from = squareOf(fromName);
    const to = squareOf(toName);
    if (from !== null && to !== null) onChange(dropPiece(state, from, to));
  };

  return (
    <section className="lesson" aria-labelledby="lesson-step-title">
      <div className="lesson__head">
        <p className="lesson__progress">
          Step {state.step + 1} of {stepCount}
        </p>
        <h3 id="lesson-step-title" ref={heading} tabIndex={-1}>
          {step.title}
        </h3>
        <p>{step.instruction}</p>
      </div>
      <div className="lesson__board">
        <Board
          key={state.step}
          pieces={shownPieces(state)}
          flipped
          selected={state.path.length > 0 ? makeSquare(state.path[state.path.length - 1]!) : null}
          destinations={landings.map(makeSquare)}
          capturedPreview={captured.map(makeSquare)}
          arrow={solvedArrow(state)}
          forced={state.forced.map(makeSquare)}
          disabled={solved}
          animatePath={null}
          onSquare={choose}
          onDrop={drop}
          onCancel={() => onChange(cancelPath(state))}
        />
      </div>
      <div className="lesson__after">
        <p
          role="status"
          className={`lesson__feedback${state.feedback === null ? '' : ` lesson__feedback--${state.feedback.kind}`}`}
        >
          {state.feedback?.text ?? ''}
        </p>
        <div className="row">
          {solved && !last ? (
            <button
              ref={next}
              type="button"
              className="btn"
              onClick={() => onChange(nextStep(state) ?? state)}
            >
              Next step
            </button>
          ) : null}
          {solved && last ? (
            <button ref={next} type="button" className="btn" onClick={() => onChange(startStep(0))}>
              Start again
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
