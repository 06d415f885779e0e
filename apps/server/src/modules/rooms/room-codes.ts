// Invite codes: 6 characters from an alphabet without look-alikes, drawn with a CSPRNG.
import { randomInt } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@checkers/protocol';

/** A fresh random room code. Uniqueness is enforced by the rooms table's primary key. */
export function randomRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}
