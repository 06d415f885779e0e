// Database values and the in-memory table of one slice: two bits per position, four to a byte.

/** The side to move draws with best play (the theoretical value, without the 40-move count). */
export const DRAW = 0;
/** The side to move wins. */
export const WIN = 1;
/** The side to move loses. */
export const LOSS = 2;

/** A database value as the probe API names it. */
export type EgdbValue = 'win' | 'loss' | 'draw';

/** Names of the value codes, indexed by code. */
export const VALUE_NAMES: readonly EgdbValue[] = ['draw', 'win', 'loss'];

/** Two-bit values of `size` positions. */
export class PackedValues {
  readonly bytes: Uint8Array;

  constructor(readonly size: number) {
    this.bytes = new Uint8Array(Math.ceil(size / 4));
  }

  /** The value code of position `i`. */
  get(i: number): number {
    return (this.bytes[i >>> 2]! >>> ((i & 3) << 1)) & 3;
  }

  /** Sets position `i` to `code` (the slot must still hold 0). */
  set(i: number, code: number): void {
    this.bytes[i >>> 2]! |= code << ((i & 3) << 1);
  }
}
