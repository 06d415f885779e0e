// What the tournaments module needs from the rest of the server, declared here so it imports none
// of it: services.ts wires the rooms (games started, finished games read), the ratings, the user
// sockets and the achievements' champion.
import type { TimeControl, WireColor } from '@checkers/protocol';
import type { NotifyUser } from '../realtime/index.js';
import type { TournamentStore } from './tournament-store.js';

/**
 * Starts a tournament game in the room `code`, both players seated (from an ACF ballot when given):
 * true when that room holds the game, made now or by an earlier call (so a start may be tried
 * again); false when the code is another room's.
 */
export type StartTournamentGame = (
  code: string,
  red: string,
  black: string,
  options: { readonly timeControl: TimeControl; readonly rated: boolean; readonly ballot?: number },
) => Promise<boolean>;

/** The columns of a room's row that recording its result reads. */
export interface EndedRoom {
  readonly code: string;
  readonly status: 'waiting' | 'active' | 'finished';
  readonly winner: WireColor | null;
  readonly end_reason: string | null;
  /** What ended an aborted game (`timeout`: a side never made its first move), and which side. */
  readonly aborted_reason?: string | null;
  readonly aborted_by?: WireColor | null;
}

/** The rooms' games, as the tournaments read them (the rooms' store). */
export interface RoomGames {
  find(code: string): Promise<EndedRoom | undefined>;
}

/** The players' ratings for a time control (the default for one never rated). */
export type RatingsFor = (userIds: readonly string[], control: TimeControl) => Promise<Map<string, number>>;

/** Unlocks the champion's achievement for a tournament's winner, once, told on its sockets. */
export type AwardChampion = (userId: string, tournamentId: string) => Promise<void>;

/** What the tournaments service and its director need. */
export interface TournamentDeps {
  readonly store: TournamentStore;
  readonly notify: NotifyUser;
  readonly ratingsFor: RatingsFor;
  readonly warn: (details: Record<string, unknown>, message: string) => void;
  /** The server's time; tests move it on. */
  readonly clock?: () => number;
}

/** An instant as the tables store it. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** A recurring arena the server keeps scheduled (config.ts reads them). */
export interface ScheduledArena {
  /** Names the entry in the keys of the tournaments made for it. */
  readonly key: string;
  readonly name: string;
  /** Hourly (on the hour) or daily (at `atMinute` minutes past midnight UTC). */
  readonly every: 'hour' | 'day';
  readonly atMinute: number;
  readonly initialSeconds: number;
  readonly incrementSeconds: number;
  readonly durationMinutes: number;
  readonly rated: boolean;
}

/** What the director needs besides the service's own. */
export interface DirectorDeps extends TournamentDeps {
  readonly startGame: StartTournamentGame;
  /** A room code no room has yet, for a game about to be planned. */
  readonly roomCode: () => Promise<string>;
  readonly rooms: RoomGames;
  readonly awardChampion: AwardChampion;
  /** Takes (or renews) a lease until `now + ttlMs`; false when another node holds it. */
  readonly lease: (name: string, holder: string, ttlMs: number, now: Date) => Promise<boolean>;
  /** Draws an ACF ballot's number for a pairing of an event played from ballots (tests fix it). */
  readonly drawBallot: () => number;
  readonly schedule: readonly ScheduledArena[];
}
