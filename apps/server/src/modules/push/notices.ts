// What a push says and who gets one: pure functions over a game's facts and a subscription's saved
// preferences, so the rules are tested without a server (notices.test.ts).
import type { PushPayload, PushPreferences } from '@checkers/protocol';

export type PushKind = PushPayload['kind'];

/** How urgently a push service should deliver (RFC 8030 `Urgency`). */
export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/** A push for one player, before a subscription's display options are added. */
export interface Notice {
  readonly userId: string;
  readonly kind: PushKind;
  readonly title: string;
  readonly body: string;
  readonly roomCode: string;
  readonly urgency: Urgency;
  /** How long the push service keeps it for an offline device, in seconds. */
  readonly ttlSeconds: number;
}

/** The texts, one place for the service worker's titles and bodies. */
export const PUSH_TEXTS = {
  turnTitle: 'Your turn',
  turnBody: (room: string) => `Your opponent has moved in room ${room}.`,
  joinedTitle: 'Your opponent has arrived',
  joinedBody: (room: string) => `The game in room ${room} has started.`,
  endTitle: 'Game over',
  won: (room: string) => `You won the game in room ${room}.`,
  lost: (room: string) => `You lost the game in room ${room}.`,
  drawn: (room: string) => `The game in room ${room} was drawn.`,
  aborted: (room: string) => `The game in room ${room} was aborted.`,
} as const;

/** A turn's push is stale once the game has moved on; an ending matters for a day. */
const TTL = { turn: 3600, player_joined: 600, game_end: 86_400 } as const;

/** Which preference lets a kind of push through. */
const SWITCH = {
  turn: 'enableTurnNotifications',
  game_end: 'enableGameEndNotifications',
  player_joined: 'enablePlayerJoinNotifications',
} as const satisfies Record<PushKind, keyof PushPreferences>;

/** True when a subscription's preferences allow this kind of push. */
export const allows = (preferences: PushPreferences, kind: PushKind): boolean => preferences[SWITCH[kind]];

/** The push for the player whose turn it now is (never the mover: the game names the other seat). */
export function turnNotice(
  room: string,
  toMove: string | null | undefined,
  mover: string,
): Notice | undefined {
  if (toMove === null || toMove === undefined || toMove === mover) return undefined;
  return {
    userId: toMove,
    kind: 'turn',
    title: PUSH_TEXTS.turnTitle,
    body: PUSH_TEXTS.turnBody(room),
    roomCode: room,
    urgency: 'normal',
    ttlSeconds: TTL.turn,
  };
}

/** The push for the player who was waiting when the opponent took the free seat. */
export function joinedNotice(room: string, waitingId: string): Notice {
  return {
    userId: waitingId,
    kind: 'player_joined',
    title: PUSH_TEXTS.joinedTitle,
    body: PUSH_TEXTS.joinedBody(room),
    roomCode: room,
    urgency: 'normal',
    ttlSeconds: TTL.player_joined,
  };
}

/** What a finished game's row tells of its end. */
export interface Ended {
  readonly code: string;
  readonly red_user_id: string | null;
  readonly black_user_id: string | null;
  readonly winner: 'red' | 'black' | null;
  readonly end_reason: string | null;
}

/** The pushes for both players of a finished game: won, lost, drawn (or aborted). */
export function endNotices(row: Ended): Notice[] {
  const seats = [
    ['red', row.red_user_id],
    ['black', row.black_user_id],
  ] as const;
  const notices: Notice[] = [];
  for (const [color, userId] of seats) {
    if (userId === null) continue;
    const room = row.code;
    const body =
      row.end_reason === 'aborted'
        ? PUSH_TEXTS.aborted(room)
        : row.winner === null
          ? PUSH_TEXTS.drawn(room)
          : row.winner === color
            ? PUSH_TEXTS.won(room)
            : PUSH_TEXTS.lost(room);
    notices.push({
      userId,
      kind: 'game_end',
      title: PUSH_TEXTS.endTitle,
      body,
      roomCode: room,
      urgency: 'high',
      ttlSeconds: TTL.game_end,
    });
  }
  return notices;
}

/** The payload sent to one subscription: the notice with that device's display options. */
export function payloadFor(notice: Notice, preferences: PushPreferences, now: number): PushPayload {
  return {
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    roomCode: notice.roomCode,
    requireInteraction: preferences.requireInteraction,
    silent: preferences.silent,
    vibrate: preferences.vibrate,
    timestamp: now,
  };
}
