// Dates and codes of a seeded ladder: the snapshot day, the season before, and room codes that are
// unique per game index and look like the server's own.
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, seasonOf } from '@checkers/protocol';

/** Midnight (UTC) at the start of the day before `now`. */
export function startOfYesterday(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
}

/** The season before the one `now` is in. */
export function seasonBefore(now: Date): string {
  const firstMonthOfQuarter = Math.floor(now.getUTCMonth() / 3) * 3;
  return seasonOf(new Date(Date.UTC(now.getUTCFullYear(), firstMonthOfQuarter, 0)));
}

const CODE_SPACE = ROOM_CODE_ALPHABET.length ** ROOM_CODE_LENGTH;
// Coprime with the alphabet's size (31), so index -> code is one-to-one over the whole code space.
const STRIDE = 48_271;

/** The room code of game `index`: distinct for every index, shifted by the seed. */
export function roomCodeOf(index: number, seed: number): string {
  let value = (index * STRIDE + (seed >>> 0) * 7_919) % CODE_SPACE;
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    code += ROOM_CODE_ALPHABET[value % ROOM_CODE_ALPHABET.length];
    value = Math.floor(value / ROOM_CODE_ALPHABET.length);
  }
  return code;
}
