// The words the tournament rules share: how one game went for one player, and the two sides.

/** How one game went for one player. */
export type Outcome = 'win' | 'draw' | 'loss';
/** A side of the board; in American checkers black moves first. */
export type Side = 'red' | 'black';
