// The social module's rows and profiles as the wire shows them (protocol social.ts).
import {
  timeControlSchema,
  type Challenge,
  type CreateChallengeBody,
  type FriendEntry,
  type SocialUser,
  type TimeControl,
} from '@checkers/protocol';
import type { ChallengeRow } from './challenge-store.js';
import type { Linked, Profile } from './friend-types.js';

/** A profile on the wire. */
export const userOnWire = (p: Profile): SocialUser => ({
  id: p.id,
  username: p.username,
  avatar_url: p.avatarUrl,
});

/** A user known only by id (an account since deleted): shown with an empty name. */
export const unknownUser = (id: string): Profile => ({ id, username: '', avatarUrl: null });

/** A friend on the wire. */
export const friendOnWire = (f: Linked, online: Set<string>): FriendEntry => ({
  friend_id: f.user.id,
  friend: userOnWire(f.user),
  online: online.has(f.user.id),
  created_at: f.createdAt,
});

/** A challenge on the wire, with its two players' profiles. */
export function challengeOnWire(row: ChallengeRow, profiles: Map<string, Profile>): Challenge {
  const who = (id: string) => userOnWire(profiles.get(id) ?? unknownUser(id));
  return {
    id: row.id,
    challenger: who(row.challenger_id),
    challenged: who(row.challenged_id),
    message: row.message,
    status: row.status,
    created_at: row.created_at,
    expires_at: row.expires_at,
    responded_at: row.responded_at,
    game_id: row.game_id,
    time_control: controlOf(row.time_control),
    color: row.color,
  };
}

const UNTIMED: TimeControl = { kind: 'untimed' };

/** A challenge's game terms as stored: the clock as JSON (null when untimed) and the colour. */
export function termsColumns(
  body: Pick<CreateChallengeBody, 'time_control' | 'color'>,
): Pick<ChallengeRow, 'time_control' | 'color'> {
  const control = body.time_control;
  return { time_control: control.kind === 'untimed' ? null : JSON.stringify(control), color: body.color };
}

/** The stored clock of a challenge: untimed when none. Only validated controls are written. */
export function controlOf(column: string | null): TimeControl {
  if (column === null) return UNTIMED;
  const parsed = timeControlSchema.safeParse(JSON.parse(column));
  if (!parsed.success) throw new Error(`stored time control is invalid: ${column}`);
  return parsed.data;
}
