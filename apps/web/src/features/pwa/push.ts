// Push notifications in the browser: the six preferences saved locally, permission asked only when
// the player enables them, the subscription made with the server's VAPID key and sent with the
// player's id, room and preferences. No support or a refused permission answers false quietly.
import {
  DEFAULT_PUSH_PREFERENCES,
  pushPreferencesSchema,
  type PushPreferences,
  type PushSubscriptionJson,
} from '@checkers/protocol';
import { describeError, logger } from '../../lib/logger';
import { getVapidKey, subscribePush, unsubscribePush } from './api/push-api';

const PREFERENCES_KEY = 'checkers.push.preferences';
const ENABLED_KEY = 'checkers.push.enabled';

export function loadPushPreferences(): PushPreferences {
  try {
    const text = localStorage.getItem(PREFERENCES_KEY);
    if (text === null) return DEFAULT_PUSH_PREFERENCES;
    const parsed = pushPreferencesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_PUSH_PREFERENCES;
  } catch {
    return DEFAULT_PUSH_PREFERENCES;
  }
}

export function savePushPreferences(preferences: PushPreferences): void {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Kept for this visit only.
  }
}

/** Whether this browser was subscribed from this page (the browser's own subscription decides). */
export function pushWasEnabled(): boolean {
  try {
    return localStorage.getItem(ENABLED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.setItem(ENABLED_KEY, '1');
    else localStorage.removeItem(ENABLED_KEY);
  } catch {
    // Nothing to remember it in.
  }
}

/** 'unsupported', or the Notification permission. */
export type PushSupport = 'unsupported' | NotificationPermission;

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('Notification' in window) ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The service worker's registration, if one controls or serves this page (at most 5 s). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found !== undefined) return found;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
  ]);
}

export interface PushTarget {
  readonly playerId: string;
  readonly roomCode: string | null;
  readonly preferences: PushPreferences;
}

async function send(subscription: PushSubscription, target: PushTarget): Promise<void> {
  await subscribePush({
    subscription: subscription.toJSON() as PushSubscriptionJson,
    playerId: target.playerId,
    roomCode: target.roomCode,
    preferences: target.preferences,
  });
}

/**
 * Asks for permission (call it from the player's click only), subscribes and tells the server.
 * False, quietly, when the browser cannot or the player refuses; false too when the server fails.
 */
export async function enablePush(target: PushTarget): Promise<boolean> {
  if (pushSupport() === 'unsupported') return false;
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    return false;
  }
  if (permission !== 'granted') return false;
  try {
    const sw = await registration();
    if (sw === null) return false;
    const existing = await sw.pushManager.getSubscription();
    const subscription =
      existing ??
      (await sw.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(await getVapidKey()),
      }));
    await send(subscription, target);
    rememberEnabled(true);
    return true;
  } catch (error) {
    logger.warn(`push subscription failed: ${describeError(error)}`, 'push');
    return false;
  }
}

/** Sends the subscription again (new preferences, another room); false when there is none. */
export async function resendPush(target: PushTarget): Promise<boolean> {
  if (pushSupport() !== 'granted') return false;
  try {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (subscription === null || subscription === undefined) return false;
    await send(subscription, target);
    return true;
  } catch (error) {
    logger.warn(`push subscription update failed: ${describeError(error)}`, 'push');
    return false;
  }
}

/** Unsubscribes at the server and in the browser. */
export async function disablePush(playerId: string): Promise<void> {
  rememberEnabled(false);
  if (pushSupport() === 'unsupported') return;
  try {
    const subscription = (await (await registration())?.pushManager.getSubscription()) ?? null;
    await unsubscribePush(playerId, subscription?.endpoint).catch((error: unknown) =>
      logger.warn(`push unsubscribe failed at the server: ${describeError(error)}`, 'push'),
    );
    await subscription?.unsubscribe();
  } catch (error) {
    logger.warn(`push unsubscribe failed: ${describeError(error)}`, 'push');
  }
}
