// Public surface of the puzzles package: the bank's shape and loading, the puzzle of the day, the
// API's squares, and how a line is checked and defended. Pure and browser-safe: no Node, no clock.
export * from './puzzle.js';
export { parseBank } from './bank.js';
export { puzzleOfDay, lastDayOf } from './daily.js';
export { startOf } from './goal.js';
export { squareToRowCol, rowColToSquare, boardStateOf, type RC, type BoardState } from './squares.js';
export { stepsToMoves, judgeLine, type Step, type Judgement } from './judge.js';
export { defenceFor } from './defence.js';
