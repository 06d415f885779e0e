// Push messages as notifications: the payload parsed defensively, the rule for when to show one,
// and the options it is shown with.
import { PUSH_CONSTANTS, pushPayloadSchema, type PushPayload } from '@checkers/protocol';

/** The push's JSON as a payload, or null when it is missing or malformed. */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (typeof text !== 'string' || text === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = pushPayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Shown only when no window of the app is visible, except a game's end, which always shows. */
export const shouldShowNotification = (kind: PushPayload['kind'], anyWindowVisible: boolean): boolean =>
  kind === 'game_end' || !anyWindowVisible;

/** The tag groups a room's notifications, so a newer one replaces the older. */
export const notificationTag = (roomCode: string): string => `checkers-room-${roomCode}`;

/** What `showNotification` is given for a payload. */
export interface NotificationSpec {
  readonly title: string;
  readonly options: NotificationOptions & { vibrate?: number[] };
}

export function notificationFor(payload: PushPayload): NotificationSpec {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: notificationTag(payload.roomCode),
      data: { roomCode: payload.roomCode, kind: payload.kind },
      requireInteraction: payload.requireInteraction,
      silent: payload.silent,
      ...(payload.vibrate && !payload.silent ? { vibrate: [...PUSH_CONSTANTS.vibration] } : {}),
      timestamp: payload.timestamp,
    } as NotificationOptions,
  };
}
