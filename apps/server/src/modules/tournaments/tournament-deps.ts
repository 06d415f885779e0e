// What the tournaments module needs from the rest of the server, declared here so it imports none
// of it: services.ts wires the rooms (games started, finished games read), the ratings, the user
// sockets and the achievements' champion.
import type { TimeControl, WireColor } from '@checkers/protocol';
import type { NotifyUser } from '../realtime/index.js';
import type { TournamentStore } from './tournament-store.js';

/** Starts a tournament game with both players seated; its room code. */
export type StartTournamentGame = (
  red: string,
  black: string,
  options: { readonly timeControl: TimeControl; readonly rated: boolean; readonly ballot: number | null },
) => Promise<string>;

/** The columns of a room's row that recording its result reads. */
export interface EndedRoom {
  readonly code: string;
  readonly status: 'waiting' | 'active' | 'finished';
  readonly winner: WireColor | null;
  readonly end_reason: string | null;
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
