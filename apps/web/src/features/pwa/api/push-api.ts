// The push calls, made with a registered account's token.
import type { PushPreferences, PushSubscriptionJson } from '@checkers/protocol';
import { api } from '../../../lib/api';

export async function getVapidKey(): Promise<string> {
  const { vapidKey } = await api.get<{ vapidKey: string }>('/api/push/vapid-key');
  return vapidKey;
}

export async function subscribePush(body: {
  readonly subscription: PushSubscriptionJson;
  readonly playerId: string;
  readonly roomCode: string | null;
  readonly preferences: PushPreferences;
}): Promise<void> {
  await api.post('/api/push/subscribe', body);
}

export async function unsubscribePush(playerId: string, endpoint?: string): Promise<void> {
  await api.post('/api/push/unsubscribe', endpoint === undefined ? { playerId } : { playerId, endpoint });
}
