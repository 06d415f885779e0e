// The accessibility mode's announcement of a move (Settings > Accessibility): the whole move in
// words, whose it was from the listener's side, what it captured, a crowning, and what comes next,
// with squares in the chosen notation. The short form stays in stores/game-actions.ts.
import { makePdnSquare, parseSquare } from '@checkers/engine';
import type { GameState, WireColor } from '@checkers/protocol';
import type { Notation } from './notation-preference';

const colourName = (color: WireColor): string => (color === 'red' ? 'Red' : 'Black');

/** A square as the player reads it: `c3`, or `square 22` in numeric notation. */
export function squareInWords(square: string, notation: Notation): string {
  if (notation === 'algebraic') return square;
  const parsed = parseSquare(square);
  return parsed.ok ? `square ${makePdnSquare(parsed.value)}` : square;
}

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * E.g. "Your opponent, Red, moved a man from c3 to d4, capturing 1 piece on e5. Your turn." `viewer`
 * is the listener's colour, or null for a spectator.
 */
export function describeMoveInWords(state: GameState, viewer: WireColor | null, notation: Notation): string {
  const move = state.lastMove;
  if (move === null) return '';
  const sq = (square: string): string => squareInWords(square, notation);
  const mine = viewer !== null && move.color === viewer;
  const who =
    viewer === null ? colourName(move.color) : mine ? 'You' : `Your opponent, ${colourName(move.color)},`;
  const landed = state.pieces.find((piece) => piece.position === move.to);
  const kind = landed?.king === true && !move.promoted ? 'king' : 'man';
  const via = move.path.slice(1, -1);
  const route = `from ${sq(move.from)}${via.length > 0 ? ` by way of ${list(via.map(sq))}` : ''} to ${sq(move.to)}`;
  const n = move.captured.length;
  const captured =
    n === 0 ? '' : `, capturing ${n} ${n === 1 ? 'piece' : 'pieces'} on ${list(move.captured.map(sq))}`;
  const crowned = move.promoted ? `, and ${mine ? 'your' : 'the'} man was crowned king` : '';
  const sentence = `${who} moved ${mine ? 'your' : 'a'} ${kind} ${route}${captured}${crowned}.`;
  return `${sentence} ${nextOf(state, viewer)}`.trim();
}

function nextOf(state: GameState, viewer: WireColor | null): string {
  if (state.isGameOver) {
    if (state.isDraw) return 'The game is a draw.';
    if (state.winner === null) return 'The game is over.';
    if (viewer === null) return `Game over: ${colourName(state.winner)} wins.`;
    return state.winner === viewer ? 'Game over: you win.' : 'Game over: you lose.';
  }
  if (viewer === null) return `${colourName(state.currentTurn)} to move.`;
  return state.currentTurn === viewer ? 'Your turn.' : "Your opponent's turn.";
}
