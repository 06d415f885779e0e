// Spectator invites: a member of a room invites someone (or anyone holding the link) to watch.
// Accepting makes the caller a spectator (the room's cap still applies); declining closes it.
import type { Kysely } from 'kysely';
import { MESSAGES } from '@checkers/protocol';
import type { RoomsDb, SpectatorInvitesTable } from './tables.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { randomId } from '../../lib/tokens.js';
import type { Identity } from '../accounts/index.js';
import type { Caller, Membership, RoomService } from './room-service.js';
import { seatOf } from './room-row.js';
import type { RoomStore } from './room-store.js';

/** How long an invite stays valid. */
export const INVITE_TTL_MS = 24 * 3600 * 1000;
/** At most this many pending invites are listed. */
export const PENDING_INVITES_LIMIT = 20;

/** An invite as the wire shows it. */
export type Invite = SpectatorInvitesTable;

/** A pending invite as its invitee sees it in GET /api/spectate/invites. */
export type PendingInvite = Invite & { readonly inviter_name: string };

/** Who an invite is for: a user id, an account's username (any case), or anyone (undefined). */
export type Invitee = string | { readonly username: string } | undefined;

/** Spectator invite services. */
export class InviteService {
  constructor(
    private readonly db: Kysely<RoomsDb>,
    private readonly store: RoomStore,
    private readonly rooms: RoomService,
  ) {}

  /** Creates an invite to a room the caller plays or watches. */
  async create(identity: Identity, roomCode: string, invitee: Invitee): Promise<Outcome<Invite>> {
    const row = await this.store.find(roomCode);
    if (row === undefined) return failure('room_not_found', MESSAGES.roomNotFound);
    const member =
      seatOf(row, identity.userId) !== null || (await this.store.isSpectator(roomCode, identity.userId));
    if (!member) return failure('forbidden', 'Only members of a room can invite spectators');
    if (row.status === 'finished') return failure('game_over', 'The game is over');
    let inviteeId: string | undefined;
    if (typeof invitee === 'string') {
      const found = await this.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', invitee)
        .executeTakeFirst();
      if (found === undefined) return failure('not_found', 'No such user to invite');
      inviteeId = found.id;
    } else if (invitee !== undefined) {
      const found = await this.db
        .selectFrom('accounts')
        .select('user_id')
        .where('username_key', '=', invitee.username.toLowerCase())
        .executeTakeFirst();
      if (found === undefined) return failure('not_found', 'No such user to invite');
      inviteeId = found.user_id;
    }
    const now = Date.now();
    const invite: Invite = {
      id: randomId('inv'),
      room_code: roomCode,
      created_by: identity.userId,
      invitee_id: inviteeId ?? null,
      status: 'pending',
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + INVITE_TTL_MS).toISOString(),
    };
    await this.db.insertInto('spectator_invites').values(invite).execute();
    return success(invite);
  }

  /** The caller's invites still open (pending and unexpired), newest first, with the inviter's name. */
  async pendingFor(identity: Identity): Promise<PendingInvite[]> {
    const rows = await this.db
      .selectFrom('spectator_invites')
      .innerJoin('users', 'users.id', 'spectator_invites.created_by')
      .selectAll('spectator_invites')
      .select('users.display_name as inviter_name')
      .where('spectator_invites.invitee_id', '=', identity.userId)
      .where('spectator_invites.status', '=', 'pending')
      .where('spectator_invites.expires_at', '>', new Date().toISOString())
      .orderBy('spectator_invites.created_at', 'desc')
      .limit(PENDING_INVITES_LIMIT)
      .execute();
    return rows;
  }

  private async pending(identity: Identity | null, id: string): Promise<Outcome<Invite>> {
    const invite = await this.db
      .selectFrom('spectator_invites')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (invite === undefined) return failure('not_found', 'Invite not found');
    if (invite.invitee_id !== null && invite.invitee_id !== identity?.userId) {
      return failure('forbidden', 'This invite is for someone else');
    }
    if (invite.status !== 'pending') return failure('conflict', `This invite was already ${invite.status}`);
    if (new Date(invite.expires_at).getTime() <= Date.now())
      return failure('conflict', 'This invite has expired');
    return success(invite);
  }

  /**
   * Accepts an invite: the caller becomes a spectator of its room. An open invite may be accepted
   * without a token, like a join: the caller then becomes a new guest.
   */
  async accept(caller: Caller, id: string): Promise<Outcome<Membership>> {
    const invite = await this.pending(caller.identity, id);
    if (!invite.ok) return invite;
    const watching = await this.rooms.watch(caller, invite.value.room_code);
    if (!watching.ok) return watching;
    if (invite.value.invitee_id !== null) await this.setStatus(id, 'accepted');
    return watching;
  }

  /** Declines an invite. */
  async decline(identity: Identity, id: string): Promise<Outcome<Invite>> {
    const invite = await this.pending(identity, id);
    if (!invite.ok) return invite;
    if (invite.value.invitee_id === null)
      return failure('conflict', 'An open invite cannot be declined; just leave it');
    await this.setStatus(id, 'declined');
    return success({ ...invite.value, status: 'declined' });
  }

  private async setStatus(id: string, status: Invite['status']): Promise<void> {
    await this.db.updateTable('spectator_invites').set({ status }).where('id', '=', id).execute();
  }
}
