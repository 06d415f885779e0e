// The room-code input's rules: letters and digits only, lower-cased while typing, upper-cased when
// read, at most 6 characters.
import { ROOM_CODE_LENGTH } from '@checkers/protocol';
import { ROOM_CODE_TEXT } from '../../lib/error-texts';

/** What the input shows after typing or pasting `raw`. */
export const cleanCodeInput = (raw: string): string =>
  raw
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, ROOM_CODE_LENGTH);

/** The code as it is sent. */
export const readCode = (shown: string): string => cleanCodeInput(shown).toUpperCase();

/** Whether the code is long enough to join (the join button is highlighted then). */
export const codeComplete = (shown: string): boolean => cleanCodeInput(shown).length >= ROOM_CODE_LENGTH;

/** Why the code cannot be joined as it is, or null when it is complete. */
export function codeProblem(shown: string): string | null {
  const code = cleanCodeInput(shown);
  if (code === '') return 'Please enter a room code';
  return code.length < ROOM_CODE_LENGTH ? ROOM_CODE_TEXT : null;
}
