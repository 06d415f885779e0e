// The rules of American checkers in plain words, each beside a diagram. The wording follows the
// engine's rules: any capture may be chosen (not only the longest), a capture sequence goes on to
// its end, crowning ends the move, and the draws are decided by the server as soon as they happen.
import type { ReactNode } from 'react';
import { DIAGRAMS, type DiagramSpec } from '../diagrams';
import { RuleDiagram } from './rule-diagram';

function Rule({
  title,
  diagrams,
  children,
}: {
  readonly title: string;
  readonly diagrams: readonly DiagramSpec[];
  readonly children: ReactNode;
}) {
  return (
    <section className="rule">
      <div className="rule__text">
        <h3>{title}</h3>
        {children}
      </div>
      <div className="rule__diagrams">
        {diagrams.map((spec) => (
          <RuleDiagram key={spec.id} spec={spec} />
        ))}
      </div>
    </section>
  );
}

export function Rules({ onLesson }: { readonly onLesson: () => void }) {
  return (
    <div className="rules">
      <Rule title="The board" diagrams={[DIAGRAMS.start]}>
        <p>
          Checkers is played by two players, black and red, on the dark squares of an 8×8 board. Each starts
          with twelve pieces, called men, on the three rows nearest them.
        </p>
        <p>Black moves first, then the players take turns, one move each.</p>
      </Rule>
      <Rule title="Moving a man" diagrams={[DIAGRAMS.menMove]}>
        <p>A man moves one square diagonally forward, onto an empty dark square. Men never move backwards.</p>
      </Rule>
      <Rule title="Capturing" diagrams={[DIAGRAMS.forcedCapture, DIAGRAMS.captureChoice]}>
        <p>
          When an opponent’s piece stands diagonally next to yours and the square just behind it is empty, you
          can jump over it onto that square. The piece you jumped is captured and leaves the board.
        </p>
        <p>
          <strong>Captures are forced:</strong> if you can capture, you must. When there is more than one
          capture, you choose which: you do not have to take the one that captures the most pieces.
        </p>
      </Rule>
      <Rule title="Multi-jumps" diagrams={[DIAGRAMS.multiJump]}>
        <p>
          If, after a jump, the same piece can jump again, it must keep jumping, in the same move. Where the
          jumps branch you pick the way, but you may not stop while the piece can still jump.
        </p>
      </Rule>
      <Rule title="Crowning" diagrams={[DIAGRAMS.crowning, DIAGRAMS.crowningEndsMove]}>
        <p>
          A man that reaches the far row becomes a king, shown with a crown. Reaching the far row ends the
          move, even in the middle of a multi-jump: the new king can only jump on next turn.
        </p>
      </Rule>
      <Rule title="Kings" diagrams={[DIAGRAMS.kingMoves, DIAGRAMS.kingCaptures]}>
        <p>
          A king moves one square diagonally in any direction, forwards or backwards, and captures backwards
          as well as forwards, also in multi-jumps. Captures stay forced for kings too.
        </p>
      </Rule>
      <Rule title="How a game ends" diagrams={[DIAGRAMS.noMoves]}>
        <p>
          <strong>You win</strong> when your opponent has no pieces left, or has no legal move on their turn
          because every piece is blocked. A player may also resign at any time, and in a game with a clock, a
          player whose time runs out loses.
        </p>
        <p>
          <strong>The game is a draw</strong> when:
        </p>
        <ul>
          <li>both players agree to it: one offers a draw and the other accepts;</li>
          <li>
            the same position (the same pieces on the same squares, with the same player to move) comes up for
            the third time;
          </li>
          <li>
            the 40-move rule: each player has made 40 moves in a row in which no man moved and nothing was
            captured (only kings moved).
          </li>
        </ul>
        <p>Nobody needs to claim a repetition or the 40-move rule: the game ends as a draw at once.</p>
      </Rule>
      <div className="rules__next">
        <button type="button" className="btn" onClick={onLesson}>
          Try the first lesson
        </button>
      </div>
    </div>
  );
}
