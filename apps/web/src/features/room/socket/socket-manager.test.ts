import { describe, expect, it } from 'vitest';
import { closeMessage, reconnectDelay, shouldReconnect } from './socket-manager';

describe('the WebSocket manager rules', () => {
  it('reconnects after 1 s doubling to 60 s, within 25 % jitter', () => {
    expect(reconnectDelay(1, () => 0.5)).toBe(1_000);
    expect(reconnectDelay(2, () => 0.5)).toBe(2_000);
    expect(reconnectDelay(3, () => 0)).toBe(3_000);
    expect(reconnectDelay(3, () => 1)).toBe(5_000);
    expect(reconnectDelay(10, () => 0.5)).toBe(60_000);
  });

  it('stops on final close codes only', () => {
    for (const code of [1000, 1001, 1003, 1008, 1010, 1015, 4001, 4002, 4003])
      expect(shouldReconnect(code)).toBe(false);
    for (const code of [1002, 1006, 1007, 1009, 1011, 1012, 1013, 1014, 4999])
      expect(shouldReconnect(code)).toBe(true);
  });

  it('gives the spec texts for close codes', () => {
    expect(closeMessage(1006)).toBe('Connection lost. Attempting to reconnect...');
    expect(closeMessage(1001)).toBe('Server is going away. Please refresh the page.');
    expect(closeMessage(1011)).toBe('Server error. Please try again later.');
    expect(closeMessage(4001)).toBe('Authentication failed. Please refresh the page.');
    expect(closeMessage(4002)).toBe('Game room not found');
    expect(closeMessage(4003)).toBe('Session expired. Please refresh the page.');
    expect(closeMessage(1002)).toBe('Connection error. Attempting to reconnect...');
  });
});
