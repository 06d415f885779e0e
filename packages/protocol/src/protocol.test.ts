import { describe, expect, it } from 'vitest';
import { ROOM_CODE_ALPHABET } from './constants.js';
import { jumpSequenceRequestSchema, moveRequestSchema, roomCodeSchema, squareSchema } from './game.js';
import { clientMessageSchema, serverMessageSchema } from './ws.js';

describe('squareSchema', () => {
  it('accepts the 32 dark squares and nothing else', () => {
    const accepted: string[] = [];
    for (const file of 'abcdefgh') {
      for (let rank = 1; rank <= 8; rank++) {
        if (squareSchema.safeParse(`${file}${rank}`).success) accepted.push(`${file}${rank}`);
      }
    }
    expect(accepted).toHaveLength(32);
    expect(accepted).toContain('a1');
    expect(accepted).toContain('h8');
    expect(accepted).not.toContain('a2');
    for (const bad of ['', 'A1', 'i1', 'a9', 'a0', 'a1 ', 1, null])
      expect(squareSchema.safeParse(bad).success).toBe(false);
  });
});

describe('roomCodeSchema', () => {
  it('reads codes case-insensitively; only 6 letters and digits', () => {
    expect(roomCodeSchema.parse(' abc234 ')).toBe('ABC234');
    // Look-alikes are never in a code, but a mistyped one is a room not found, not a bad request.
    expect(roomCodeSchema.parse('abc10o')).toBe('ABC10O');
    expect(roomCodeSchema.safeParse('ABCDE').success).toBe(false);
    expect(roomCodeSchema.safeParse('ABC-23').success).toBe(false);
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
});

describe('move bodies', () => {
  it('refuse unknown fields and wrong types', () => {
    expect(moveRequestSchema.safeParse({ from: 'c3', to: 'd4' }).success).toBe(true);
    expect(moveRequestSchema.safeParse({ from: 'c3', to: 'd4', evil: true }).success).toBe(false);
    expect(moveRequestSchema.safeParse({ from: 3, to: 'd4' }).success).toBe(false);
    expect(jumpSequenceRequestSchema.safeParse({ jumps: [] }).success).toBe(false);
  });
});

describe('clientMessageSchema', () => {
  it('parses each known message and refuses garbage', () => {
    expect(clientMessageSchema.safeParse({ type: 'move', payload: { from: 'c3', to: 'd4' } }).success).toBe(
      true,
    );
    expect(clientMessageSchema.safeParse({ type: 'ping' }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'ping', payload: {} }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'ping', payload: { t: 'x' } }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'resync', payload: { v: 3 } }).success).toBe(true);
    for (const bad of [null, 'move', { type: 'nope' }, { type: 'move', payload: { from: 'c3' } }, [], 42]) {
      expect(clientMessageSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('serverMessageSchema', () => {
  it('parses rematch events and timestamped spectator events, and refuses unknown types', () => {
    const ok = (m: unknown): boolean => serverMessageSchema.safeParse(m).success;
    expect(ok({ type: 'rematch', payload: { requestedBy: 'red' }, v: 9 })).toBe(true);
    expect(ok({ type: 'rematch', payload: { newRoomCode: 'ABC234' }, v: 10 })).toBe(true);
    expect(ok({ type: 'rematch', payload: { requestedBy: 'green' }, v: 9 })).toBe(false);
    expect(ok({ type: 'spectator_joined', payload: { spectatorId: 'p_1', count: 1 } })).toBe(true);
    expect(
      ok({ type: 'spectator_left', payload: { spectatorId: 'p_1', count: 0, timestamp: 1_700_000_000_000 } }),
    ).toBe(true);
    expect(ok({ type: 'launch', payload: {} })).toBe(false);
  });
});
