/** A piece as drawn. */
export interface BoardPiece {
  readonly id: string;
  readonly color: 'red' | 'black';
  readonly square: string;
  readonly king: boolean;
}
