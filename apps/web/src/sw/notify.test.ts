import type { PushPayload } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { notificationFor, parsePushPayload, shouldShowNotification } from './notify';

const payload: PushPayload = {
  kind: 'turn',
  title: 'Your turn',
  body: 'Your opponent moved in ABC123',
  roomCode: 'ABC123',
  requireInteraction: false,
  silent: false,
  vibrate: true,
  timestamp: 1_700_000_000_000,
};

describe('push notifications', () => {
  it('show only when no window is visible, except a game end', () => {
    expect(shouldShowNotification('turn', false)).toBe(true);
    expect(shouldShowNotification('turn', true)).toBe(false);
    expect(shouldShowNotification('player_joined', true)).toBe(false);
    expect(shouldShowNotification('game_end', true)).toBe(true);
    expect(shouldShowNotification('game_end', false)).toBe(true);
  });

  it('parse the payload defensively', () => {
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
    expect(parsePushPayload(null)).toBeNull();
    expect(parsePushPayload('')).toBeNull();
    expect(parsePushPayload('not json {')).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...payload, kind: 'spam' }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ title: 'x' }))).toBeNull();
  });

  it('carry the icon, badge, a tag per room, the room, and the player’s display choices', () => {
    const { title, options } = notificationFor(payload);
    expect(title).toBe('Your turn');
    expect(options).toMatchObject({
      body: 'Your opponent moved in ABC123',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'checkers-room-ABC123',
      data: { roomCode: 'ABC123', kind: 'turn' },
      requireInteraction: false,
      silent: false,
      vibrate: [200, 100, 200],
    });
    expect(notificationFor({ ...payload, vibrate: false }).options.vibrate).toBeUndefined();
    expect(notificationFor({ ...payload, silent: true }).options.vibrate).toBeUndefined();
    expect(notificationFor({ ...payload, requireInteraction: true }).options.requireInteraction).toBe(true);
  });
});
