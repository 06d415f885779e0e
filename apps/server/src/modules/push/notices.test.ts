// Who gets which push, and what it says: the preferences' three switches, the mover never told of
// its own move, both players told of an ending as won, lost, drawn or aborted; and the endpoints
// the server agrees to post to.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from '@checkers/protocol';
import { endpointAllowed } from './endpoints.js';
import {
  PUSH_TEXTS,
  allows,
  endNotices,
  joinedNotice,
  payloadFor,
  turnNotice,
  type Ended,
} from './notices.js';

const prefs = (changes: Partial<PushPreferences> = {}): PushPreferences => ({
  ...DEFAULT_PUSH_PREFERENCES,
  ...changes,
});

const ended = (changes: Partial<Ended>): Ended => ({
  code: 'ABC234',
  red_user_id: 'u_red',
  black_user_id: 'u_black',
  winner: null,
  end_reason: 'agreement',
  ...changes,
});

describe('preferences', () => {
  it('allow every kind by default', () => {
    for (const kind of ['turn', 'game_end', 'player_joined'] as const)
      expect(allows(DEFAULT_PUSH_PREFERENCES, kind)).toBe(true);
  });

  it('each switch stops its own kind only', () => {
    const noTurns = prefs({ enableTurnNotifications: false });
    expect([allows(noTurns, 'turn'), allows(noTurns, 'game_end'), allows(noTurns, 'player_joined')]).toEqual([
      false,
      true,
      true,
    ]);
    const noEnds = prefs({ enableGameEndNotifications: false });
    expect([allows(noEnds, 'turn'), allows(noEnds, 'game_end'), allows(noEnds, 'player_joined')]).toEqual([
      true,
      false,
      true,
    ]);
    const noJoins = prefs({ enablePlayerJoinNotifications: false });
    expect([allows(noJoins, 'turn'), allows(noJoins, 'game_end'), allows(noJoins, 'player_joined')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("give the payload the device's display options", () => {
    const notice = joinedNotice('ABC234', 'u_red');
    const payload = payloadFor(notice, prefs({ requireInteraction: true, silent: true, vibrate: false }), 42);
    expect(payload).toEqual({
      kind: 'player_joined',
      title: PUSH_TEXTS.joinedTitle,
      body: PUSH_TEXTS.joinedBody('ABC234'),
      roomCode: 'ABC234',
      requireInteraction: true,
      silent: true,
      vibrate: false,
      timestamp: 42,
    });
  });
});

describe('who is told', () => {
  it('of a turn: the player now to move, never the mover, nobody once the game is over', () => {
    expect(turnNotice('ABC234', 'u_red', 'u_black')).toMatchObject({ userId: 'u_red', kind: 'turn' });
    expect(turnNotice('ABC234', 'u_black', 'u_black')).toBeUndefined();
    expect(turnNotice('ABC234', null, 'u_black')).toBeUndefined();
    expect(turnNotice('ABC234', undefined, 'u_black')).toBeUndefined();
  });

  it('of an arrival: the player who was waiting', () => {
    expect(joinedNotice('ABC234', 'u_red')).toMatchObject({ userId: 'u_red', kind: 'player_joined' });
  });

  it('of an ending: both players, each with its own result, urgently', () => {
    const won = endNotices(ended({ winner: 'black', end_reason: 'resignation' }));
    expect(won.map((n) => [n.userId, n.body, n.urgency])).toEqual([
      ['u_red', PUSH_TEXTS.lost('ABC234'), 'high'],
      ['u_black', PUSH_TEXTS.won('ABC234'), 'high'],
    ]);
    expect(endNotices(ended({})).map((n) => n.body)).toEqual([
      PUSH_TEXTS.drawn('ABC234'),
      PUSH_TEXTS.drawn('ABC234'),
    ]);
    expect(endNotices(ended({ end_reason: 'aborted' })).map((n) => n.body)).toEqual([
      PUSH_TEXTS.aborted('ABC234'),
      PUSH_TEXTS.aborted('ABC234'),
    ]);
    expect(endNotices(ended({ black_user_id: null })).map((n) => n.userId)).toEqual(['u_red']);
  });

  it('with a time to live that fits: a turn for an hour, an ending for a day', () => {
    expect(turnNotice('ABC234', 'u_red', 'u_black')!.ttlSeconds).toBe(3600);
    expect(endNotices(ended({}))[0]!.ttlSeconds).toBe(86_400);
  });
});

describe('endpoints', () => {
  it("are a public push service's https address unless private ones are allowed", () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
    for (const refused of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://10.1.2.3/push',
      'https://192.168.0.7/push',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://localhost/push',
      'https://printer.local/push',
      'https://intranet/push',
      'https://user:pw@push.example.com/x',
      'not a url',
    ])
      expect(endpointAllowed(refused, false), refused).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9000/push', true)).toBe(true);
    expect(endpointAllowed('ftp://127.0.0.1/push', true)).toBe(false);
  });
});
