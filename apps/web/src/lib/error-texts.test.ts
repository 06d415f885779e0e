import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  ERROR_TEXTS,
  ROOM_CODE_TEXT,
  errorCodeOf,
  joinErrorText,
  moveErrorText,
  refusedWith,
} from './error-texts';

const refused = (status: number, code: string | undefined, message = 'whatever the server said') =>
  new ApiError('api', message, status, code);

describe('error texts by code', () => {
  it("reads the protocol's codes and nothing else", () => {
    expect(errorCodeOf(refused(409, 'room_full'))).toBe('room_full');
    expect(errorCodeOf(refused(409, 'made_up'))).toBeUndefined();
    expect(errorCodeOf(new ApiError('network', 'down'))).toBeUndefined();
    expect(errorCodeOf(new Error('room_full'))).toBeUndefined();
    expect(refusedWith(refused(409, 'game_not_started'), 'game_not_started')).toBe(true);
    expect(refusedWith(refused(409, 'game_over'), 'game_not_started')).toBe(false);
  });

  it("words a failed join by status or code, never by the server's wording", () => {
    expect(joinErrorText(refused(404, 'room_not_found'))).toBe(ERROR_TEXTS.room_not_found);
    expect(joinErrorText(refused(409, 'room_full'))).toBe('Room is full');
    // A message that happens to mention "not found" or "full" decides nothing; a code the server's
    // check refuses gets the player's words, not the check's.
    expect(joinErrorText(refused(400, 'validation_failed', 'code: not found in full list'))).toBe(
      ROOM_CODE_TEXT,
    );
    expect(ROOM_CODE_TEXT).toBe('A room code has 6 characters');
    expect(joinErrorText(refused(500, 'internal', ''))).toBe('Failed to join room');
    expect(joinErrorText(new ApiError('network', 'Network error'))).toBe('Failed to join room');
  });

  it('words a refused move by status or code', () => {
    expect(moveErrorText(refused(401, 'unauthorized'), 'Failed')).toBe('Authentication failed');
    expect(moveErrorText(refused(403, 'not_your_turn'), 'Failed')).toBe('Not your turn!');
    expect(moveErrorText(refused(409, 'game_over'), 'Failed')).toBe('Not your turn!');
    expect(moveErrorText(refused(400, 'illegal_move', 'Illegal move: occupied'), 'Failed')).toBe(
      'Invalid move',
    );
    expect(moveErrorText(refused(409, 'conflict', 'not your turn'), 'Failed')).toBe('Failed');
    expect(moveErrorText(new Error('turn'), 'Failed')).toBe('Failed');
  });
});
