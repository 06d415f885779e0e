// Legal move generation on raw bitboards. This is the hot path of perft and the search, so it writes
// into preallocated typed arrays instead of allocating move objects. `toMoves` turns a list into the
// public `Move` shape.
import {
  DOWN_LEFT,
  DOWN_RIGHT,
  JUMP_LANDING,
  NEIGHBOUR,
  RANK_1,
  RANK_8,
  UP_LEFT,
  UP_RIGHT,
  downLeft,
  downRight,
  lowestSquare,
  popcount,
  upLeft,
  upRight,
} from './bitboard.js';
import type { Move } from './types.js';

/** The longest capture sequence possible: one jump per opposing piece. */
const MAX_JUMPS = 12;

/**
 * A growable list of raw moves. Move i goes from `from[i]` to `to[i]`, removes the pieces in the
 * bitboard `captured[i]` and, for a capture, lands on `paths[pathStart[i] .. pathStart[i] + jumps[i])`.
 */
export class MoveList {
  count = 0;
  from = new Int8Array(64);
  to = new Int8Array(64);
  captured = new Int32Array(64);
  jumps = new Int8Array(64);
  pathStart = new Int32Array(64);
  paths = new Int8Array(256);
  private pathTop = 0;

  /** Empties the list for reuse. */
  clear(): void {
    this.count = 0;
    this.pathTop = 0;
  }

  /** Appends a move; `landings` holds its first `jumps` landing squares. */
  push(from: number, to: number, captured: number, landings: Int8Array, jumps: number): void {
    if (this.count === this.from.length) this.growMoves();
    if (this.pathTop + jumps > this.paths.length) this.paths = grow(this.paths, this.pathTop + jumps);
    const i = this.count++;
    this.from[i] = from;
    this.to[i] = to;
    this.captured[i] = captured;
    this.jumps[i] = jumps;
    this.pathStart[i] = this.pathTop;
    for (let j = 0; j < jumps; j++) this.paths[this.pathTop++] = landings[j]!;
  }

  private growMoves(): void {
    const size = this.from.length * 2;
    this.from = grow(this.from, size);
    this.to = grow(this.to, size);
    this.captured = grow(this.captured, size);
    this.jumps = grow(this.jumps, size);
    this.pathStart = grow(this.pathStart, size);
  }
}

function grow<T extends Int8Array | Int32Array>(array: T, atLeast: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(atLeast, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** Raw position fields: bitboards of black pieces, red pieces, kings of both, and who moves. */
export interface RawBoard {
  readonly black: number;
  readonly red: number;
  readonly kings: number;
  /** True when black is to move. */
  readonly blackToMove: boolean;
}

/** Pieces of the side to move that can capture (bitboard); 0 when no capture is available. */
export function capturers(own: number, opp: number, kings: number, blackToMove: boolean): number {
  const empty = ~(own | opp);
  const ownKings = own & kings;
  const down = blackToMove ? own : ownKings;
  const up = blackToMove ? ownKings : own;
  let result = 0;
  if (down !== 0) {
    result |= down & upRight(opp & upRight(empty));
    result |= down & upLeft(opp & upLeft(empty));
  }
  if (up !== 0) {
    result |= up & downLeft(opp & downLeft(empty));
    result |= up & downRight(opp & downRight(empty));
  }
  return result;
}

/** Squares reachable by a step of one of the given `movers`, all counted with multiplicity. */
function countSteps(own: number, opp: number, kings: number, blackToMove: boolean): number {
  const empty = ~(own | opp);
  const ownKings = own & kings;
  const down = blackToMove ? own : ownKings;
  const up = blackToMove ? ownKings : own;
  return (
    popcount(downLeft(down) & empty) +
    popcount(downRight(down) & empty) +
    popcount(upLeft(up) & empty) +
    popcount(upRight(up) & empty)
  );
}

const landingStack = new Int8Array(MAX_JUMPS + 1);

// Depth-first search of every capture path from `sq`. Every path is a separate move, so two paths
// with the same ends and captures both appear (the published perft convention counts both). The
// mover's origin is empty during the search, so a king may pass through or return to it. Captured
// pieces stay on the board until the move ends but cannot be jumped twice; they never block a
// landing because jumped squares and landing squares lie on different diagonal lattices.
function searchJumps(
  list: MoveList | null,
  origin: number,
  sq: number,
  opp: number,
  empty: number,
  captured: number,
  dirFrom: number,
  dirTo: number,
  crownRow: number,
  depth: number,
): number {
  let found = 0;
  for (let dir = dirFrom; dir <= dirTo; dir++) {
    const over = NEIGHBOUR[dir * 32 + sq]!;
    if (over < 0) continue;
    const overBit = 1 << over;
    if ((opp & overBit) === 0 || (captured & overBit) !== 0) continue;
    const land = JUMP_LANDING[dir * 32 + sq]!;
    if (land < 0 || (empty & (1 << land)) === 0) continue;
    landingStack[depth] = land;
    const nowCaptured = captured | overBit;
    let deeper = 0;
    // A man that reaches the crowning row stops there: crowning ends the move.
    if ((crownRow & (1 << land)) === 0) {
      deeper = searchJumps(list, origin, land, opp, empty, nowCaptured, dirFrom, dirTo, crownRow, depth + 1);
    }
    if (deeper === 0) {
      list?.push(origin, land, nowCaptured, landingStack, depth + 1);
      found += 1;
    } else {
      found += deeper;
    }
  }
  return found;
}

// Black men jump down (directions 2-3), red men up (0-1), kings all four (0-3). A man's crown row
// stops its sequence; a king has none.
function jumpsFrom(
  list: MoveList | null,
  sq: number,
  own: number,
  opp: number,
  isKing: boolean,
  blackToMove: boolean,
): number {
  const empty = ~(own | opp) | (1 << sq);
  const dirFrom = isKing || !blackToMove ? UP_LEFT : DOWN_LEFT;
  const dirTo = isKing || blackToMove ? DOWN_RIGHT : UP_RIGHT;
  const crownRow = isKing ? 0 : blackToMove ? RANK_1 : RANK_8;
  return searchJumps(list, sq, sq, opp, empty, 0, dirFrom, dirTo, crownRow, 0);
}

const noLandings = new Int8Array(0);

function pushSteps(list: MoveList, targets: number, offsetOf: (to: number) => number): void {
  while (targets !== 0) {
    const to = lowestSquare(targets);
    targets &= targets - 1;
    list.push(to - offsetOf(to), to, 0, noLandings, 0);
  }
}

// The source of a step is found from its destination: the shift that produced it depends on the
// destination row's parity (see bitboard.ts).
const fromDownLeft = (to: number): number => ((to >> 2) & 1 ? 4 : 3);
const fromDownRight = (to: number): number => ((to >> 2) & 1 ? 5 : 4);
const fromUpLeft = (to: number): number => ((to >> 2) & 1 ? -4 : -5);
const fromUpRight = (to: number): number => ((to >> 2) & 1 ? -3 : -4);

/** Fills `list` with every legal move of the side to move; captures are mandatory. Returns the count. */
export function generateMoves(board: RawBoard, list: MoveList): number {
  list.clear();
  const own = board.blackToMove ? board.black : board.red;
  const opp = board.blackToMove ? board.red : board.black;
  let jumpers = capturers(own, opp, board.kings, board.blackToMove);
  if (jumpers !== 0) {
    while (jumpers !== 0) {
      const sq = lowestSquare(jumpers);
      jumpers &= jumpers - 1;
      jumpsFrom(list, sq, own, opp, (board.kings & (1 << sq)) !== 0, board.blackToMove);
    }
    return list.count;
  }
  const empty = ~(own | opp);
  const ownKings = own & board.kings;
  const down = board.blackToMove ? own : ownKings;
  const up = board.blackToMove ? ownKings : own;
  pushSteps(list, downLeft(down) & empty, fromDownLeft);
  pushSteps(list, downRight(down) & empty, fromDownRight);
  pushSteps(list, upLeft(up) & empty, fromUpLeft);
  pushSteps(list, upRight(up) & empty, fromUpRight);
  return list.count;
}

/** Number of legal moves, without building them: perft's bulk count at the last ply. */
export function countMoves(board: RawBoard): number {
  const own = board.blackToMove ? board.black : board.red;
  const opp = board.blackToMove ? board.red : board.black;
  let jumpers = capturers(own, opp, board.kings, board.blackToMove);
  if (jumpers === 0) return countSteps(own, opp, board.kings, board.blackToMove);
  let total = 0;
  while (jumpers !== 0) {
    const sq = lowestSquare(jumpers);
    jumpers &= jumpers - 1;
    total += jumpsFrom(null, sq, own, opp, (board.kings & (1 << sq)) !== 0, board.blackToMove);
  }
  return total;
}

/** The squares jumped between consecutive squares of a path. */
function jumpedSquares(path: readonly number[]): number[] {
  const jumped: number[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    for (let dir = 0; dir < 4; dir++) {
      if (JUMP_LANDING[dir * 32 + a] === b) jumped.push(NEIGHBOUR[dir * 32 + a]!);
    }
  }
  return jumped;
}

/** The public form of move `i` of a list. */
export function toMove(list: MoveList, i: number): Move {
  const from = list.from[i]!;
  const jumps = list.jumps[i]!;
  if (jumps === 0) return { from, to: list.to[i]!, path: [from, list.to[i]!], captures: [] };
  const path = [from];
  const start = list.pathStart[i]!;
  for (let j = 0; j < jumps; j++) path.push(list.paths[start + j]!);
  return { from, to: list.to[i]!, path, captures: jumpedSquares(path) };
}

/** Every move of a list in public form. */
export function toMoves(list: MoveList): Move[] {
  const moves: Move[] = [];
  for (let i = 0; i < list.count; i++) moves.push(toMove(list, i));
  return moves;
}
