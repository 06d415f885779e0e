// Where a page load lands. The address decides: a room's address (`?code=`) goes back to the saved
// seat, a game against the AI goes on only from its own address (`?play=ai`), a shared finished game
// (`?game=`) opens in replay, a tournament's (`?tournament=`) opens its page. The bare address is the home page, except for a player's seat in a game
// that is still going on: a finished game or one only watched is left behind.
import type { SavedSession } from './session';

/** The query parameter a game against the AI keeps in the address bar, so a reload goes on with it. */
export const PLAY_PARAM = 'play';
export const PLAY_AI = 'ai';
/** The query parameter of a tournament's page. */
export const TOURNAMENT_PARAM = 'tournament';

/** A tournament id as a link may carry it (the server's ids are short and plain). */
const TOURNAMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type Landing =
  /** A finished game's replay. */
  | { readonly kind: 'review'; readonly code: string }
  /** Take the saved seat back. */
  | { readonly kind: 'room'; readonly session: SavedSession }
  /** The saved game against the AI goes on. */
  | { readonly kind: 'ai' }
  /** A tournament's page. */
  | { readonly kind: 'tournament'; readonly id: string }
  /** The home page; `forget`: the saved seat is not wanted any more. */
  | { readonly kind: 'home'; readonly forget: boolean };

/** What the load knows before deciding. */
export interface LandingFacts {
  readonly params: URLSearchParams;
  readonly saved: SavedSession | null;
  /** Whether a game against the AI is saved. */
  readonly aiSaved: boolean;
}

/** The saved seat's game must be asked about first. */
export interface LandingCheck {
  readonly kind: 'check';
  readonly session: SavedSession;
}

/**
 * The landing that needs nothing from the server, or `check` when the saved seat's game might be
 * over: the server's record says (see `landingAfterCheck`).
 */
export function landingOf({ params, saved, aiSaved }: LandingFacts): Landing | LandingCheck {
  const reviewed = params.get('game');
  if (reviewed !== null && /^[A-Za-z0-9]{6}$/.test(reviewed))
    return { kind: 'review', code: reviewed.toUpperCase() };
  const asked = params.get(TOURNAMENT_PARAM);
  const tournament = asked !== null && TOURNAMENT_ID.test(asked) && !params.has('code') ? asked : null;
  if (saved !== null) {
    // The room's own address (a reload, a rematch's room) goes back to it, whatever happened there.
    if (params.has('code')) return { kind: 'room', session: saved };
    if (tournament !== null) return { kind: 'tournament', id: tournament };
    if (saved.isSpectator) return { kind: 'home', forget: true };
    return { kind: 'check', session: saved };
  }
  if (tournament !== null) return { kind: 'tournament', id: tournament };
  const bare = !params.has('code') && !params.has('action');
  if (bare && params.get(PLAY_PARAM) === PLAY_AI && aiSaved) return { kind: 'ai' };
  return { kind: 'home', forget: false };
}

/**
 * After asking the server about the saved seat's game: over (true) lands home, going on (false) or
 * unknown (null: no answer, offline) takes the seat back as before.
 */
export function landingAfterCheck(saved: SavedSession, over: boolean | null): Landing {
  return over === true ? { kind: 'home', forget: true } : { kind: 'room', session: saved };
}
