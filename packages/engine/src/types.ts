/** The two sides. Black moves first. */
export const COLORS = ['black', 'red'] as const;
/** A side of the board. */
export type Color = (typeof COLORS)[number];

/** The side that is not `color`. */
export const opposite = (color: Color): Color => (color === 'black' ? 'red' : 'black');

/** The kinds of piece: a man moves forward only, a king both ways. */
export const ROLES = ['man', 'king'] as const;
/** The kind of a piece. */
export type Role = (typeof ROLES)[number];

/**
 * A playable (dark) square as an index 0..31, equal to its PDN number minus one.
 * Index 0 is b8 (PDN 1), index 31 is g1 (PDN 32).
 */
export type Square = number;

/** A piece on the board. */
export interface Piece {
  readonly color: Color;
  readonly role: Role;
}

/**
 * A legal move: a step, or a whole capture sequence.
 * `path` holds every square the piece stands on, from the origin to the destination; a step has two.
 * `captures` holds the captured squares in the order they were jumped.
 */
export interface Move {
  readonly from: Square;
  readonly to: Square;
  readonly path: readonly Square[];
  readonly captures: readonly Square[];
}
