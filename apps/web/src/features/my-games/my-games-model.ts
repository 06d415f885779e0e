// My games as the list shows them: the server's games of a signed-in player and the games a guest's
// browser recorded (its local history) made into one kind of row, the filters applied to the local
// ones, and the texts of results, clocks, endings and dates.
import {
  SPEED_NAMES,
  formatTimeControl,
  speedOf,
  type GameEndReason,
  type MyGame,
  type PlayerResult,
  type Speed,
  type TimeControl,
  type WireColor,
} from '@checkers/protocol';

/** Rows shown per page ("Show more" adds as many). */
export const MY_GAMES_PAGE = 10;

/**
 * A finished game of the local history as the local data keeps it (the app hands them in; features
 * do not import each other). `roomCode` is 'AI' for a game against the AI.
 */
export interface LocalGame {
  readonly id: string;
  /** When it finished, ms since the epoch. */
  readonly timestamp: number;
  readonly roomCode: string;
  readonly playerColor: WireColor;
  readonly opponentName: string;
  readonly result: PlayerResult;
  readonly moveCount: number;
  /** Absent in entries recorded before the time control was kept. */
  readonly timeControl?: TimeControl;
}

/** The list's filters: null shows all. */
export interface MyGamesFilters {
  readonly result: PlayerResult | null;
  readonly speed: Speed | null;
}

export const NO_FILTERS: MyGamesFilters = { result: null, speed: null };

/** One row of the list. */
export interface ListedGame {
  readonly key: string;
  /** The room code its replay opens (`?game=CODE`); null for a game against the AI. */
  readonly replayCode: string | null;
  readonly opponent: string;
  /** The opponent's rating when the game was played; null for a guest, the AI, or not known. */
  readonly opponentRating: number | null;
  readonly color: WireColor;
  readonly result: MyGame['result'];
  /** How it ended; null where the local history did not keep it. */
  readonly reason: GameEndReason | null;
  readonly timeControl: TimeControl | null;
  readonly rated: boolean;
  /** When it finished, ms since the epoch. */
  readonly finishedAt: number;
  readonly moveCount: number;
}

/** A game of the server's list as a row. */
export const fromServer = (game: MyGame): ListedGame => ({
  key: game.room_code,
  replayCode: game.room_code,
  opponent: game.opponent.name,
  opponentRating: game.opponent.rating,
  color: game.color,
  result: game.result,
  reason: game.reason,
  timeControl: game.time_control,
  rated: game.rated,
  finishedAt: Date.parse(game.finished_at),
  moveCount: game.move_count,
});

/** Whether a local entry is a game against the AI (which has no room to replay). */
export const isAiGame = (game: LocalGame): boolean => game.roomCode === 'AI' || game.id.startsWith('ai-');

/** A game of the local history as a row. */
export const fromLocal = (game: LocalGame): ListedGame => ({
  key: game.id,
  replayCode: isAiGame(game) || !/^[A-Z0-9]{6}$/.test(game.roomCode) ? null : game.roomCode,
  opponent: game.opponentName,
  opponentRating: null,
  color: game.playerColor,
  result: game.result,
  reason: null,
  timeControl: game.timeControl ?? null,
  rated: false,
  finishedAt: game.timestamp,
  moveCount: game.moveCount,
});

/** The local games the filters keep, newest first. A game whose clock was not kept has no speed. */
export function filterLocal(games: readonly LocalGame[], filters: MyGamesFilters): LocalGame[] {
  return [...games]
    .filter((game) => filters.result === null || game.result === filters.result)
    .filter(
      (game) =>
        filters.speed === null ||
        (game.timeControl !== undefined && speedOf(game.timeControl) === filters.speed),
    )
    .sort((a, b) => b.timestamp - a.timestamp);
}

export const RESULT_TEXT: Readonly<Record<ListedGame['result'], string>> = {
  win: 'Won',
  loss: 'Lost',
  draw: 'Draw',
  aborted: 'Aborted',
};

/** The result filter's choices. */
export const RESULT_FILTERS: readonly (readonly [PlayerResult, string])[] = [
  ['win', 'Won'],
  ['loss', 'Lost'],
  ['draw', 'Drawn'],
];

const ENDING_TEXT: Readonly<Record<GameEndReason, string>> = {
  'no-legal-moves': 'no moves left',
  resignation: 'by resignation',
  agreement: 'drawn by agreement',
  'threefold-repetition': 'by repetition',
  'forty-move-rule': 'by the 40-move rule',
  abandonment: 'a player left',
  aborted: '',
  timeout: 'on time',
};

/** How the game ended, in a few words ("by resignation"); empty when not known or aborted. */
export const endingText = (game: ListedGame): string =>
  game.reason === null ? '' : ENDING_TEXT[game.reason];

/** The clock's speed and the clock as players read it: "Blitz 3+2", "Correspondence 2 days", "Untimed". */
export function clockText(control: TimeControl | null): string {
  if (control === null) return 'Clock unknown';
  const speed = speedOf(control);
  return speed === 'untimed' ? SPEED_NAMES.untimed : `${SPEED_NAMES[speed]} ${formatTimeControl(control)}`;
}

/** A row's details in one line: colour, clock, rated, moves and how it ended, between dots. */
export function detailsText(game: ListedGame): string {
  const ending = endingText(game);
  return [
    game.color === 'red' ? 'Red' : 'Black',
    clockText(game.timeControl),
    ...(game.rated ? ['Rated'] : []),
    game.moveCount === 1 ? '1 move' : `${game.moveCount} moves`,
    ...(ending === '' ? [] : [ending]),
  ].join(' · ');
}

/** The date a game finished, short: "3 May 2026, 14:05" in the reader's own format. */
export const dateText = (ms: number): string =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
