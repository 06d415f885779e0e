// The spectator calls of the spectator panel: the game's figures, invites sent and received.
// Failures carry the spec's texts.
import {
  pendingInvitesResponseSchema,
  spectatorAnalyticsSchema,
  spectatorInviteSchema,
  type PendingInvite,
  type SpectatorAnalytics,
  type SpectatorInvite,
} from '@checkers/protocol';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { seatOfJoinReply, type RoomSeat } from '../../../lib/rooms-api';

/** The spec's failure texts for the spectator calls. */
export const SPECTATE_FAILURES = {
  createInvite: 'Failed to create spectator invite',
  acceptInvite: 'Failed to accept spectator invite',
  declineInvite: 'Failed to decline spectator invite',
  analytics: 'Failed to load spectator analytics',
  join: 'Failed to join as spectator',
} as const;

/** A failed spectator call: the spec's text, and the server's reason when it gave one. */
export class SpectateError extends Error {
  constructor(
    message: string,
    readonly reason: string | null,
  ) {
    super(message);
    this.name = 'SpectateError';
  }
}

const reasonOf = (error: unknown): string | null =>
  error instanceof ApiError && error.kind === 'api' && error.message !== '' ? error.message : null;

async function call<T>(failure: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SpectateError(failure, reasonOf(error));
  }
}

/** GET /api/spectate/analytics/{code}. */
export function fetchAnalytics(code: string): Promise<SpectatorAnalytics> {
  return call(SPECTATE_FAILURES.analytics, async () =>
    spectatorAnalyticsSchema.parse(
      await api.get(`/api/spectate/analytics/${encodeURIComponent(code)}`, { attempts: 1 }),
    ),
  );
}

/** POST /api/spectate/invites for a signed-in user, by username. */
export function inviteByUsername(roomCode: string, username: string): Promise<SpectatorInvite> {
  return call(SPECTATE_FAILURES.createInvite, async () => {
    const reply = await api.post(
      '/api/spectate/invites',
      { room_code: roomCode, invitee_username: username },
      { attempts: 1 },
    );
    return spectatorInviteSchema.parse((reply as { invite?: unknown } | null)?.invite);
  });
}

/** GET /api/spectate/invites with the account's token: the invites waiting for this user. */
export async function fetchPendingInvites(token: string): Promise<readonly PendingInvite[]> {
  const reply = await api.get('/api/spectate/invites', { token, attempts: 1 });
  return pendingInvitesResponseSchema.parse(reply).invites;
}

/** POST /api/spectate/invites/{id}/accept: a spectator's place in the invite's room. */
export function acceptInvite(id: string, token: string): Promise<RoomSeat> {
  return call(SPECTATE_FAILURES.acceptInvite, async () =>
    seatOfJoinReply(
      await api.post(`/api/spectate/invites/${encodeURIComponent(id)}/accept`, {}, { token, attempts: 1 }),
    ),
  );
}

/** POST /api/spectate/invites/{id}/decline. */
export function declineInvite(id: string, token: string): Promise<void> {
  return call(SPECTATE_FAILURES.declineInvite, async () => {
    await api.post(`/api/spectate/invites/${encodeURIComponent(id)}/decline`, {}, { token, attempts: 1 });
  });
}
