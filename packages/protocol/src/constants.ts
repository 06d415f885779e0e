// Constants the specification fixes, shared by the server and the client. Values are the spec's.
import { END_REASONS as RULES_END_REASONS } from '@checkers/engine';

/** The client and server version; a client with another stored version clears caches and reloads. */
export const APP_VERSION = '1.0.1';

/** Length of a room's invite code. */
export const ROOM_CODE_LENGTH = 6;
/** Invite-code alphabet: capitals and digits without look-alikes (0/O, 1/I/L). */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Spectators allowed in one room before joins are refused with "Room is full". */
export const MAX_SPECTATORS = 50;
/** A player away this long in a running game lets the opponent claim the win. */
export const ABANDON_CLAIM_MS = 60_000;

/** Pieces per side at the start. */
export const PIECES_PER_SIDE = 12;
/** The board is 8x8. */
export const BOARD_SIZE = 8;

/** Spectator chat: longest message, and the pause required between two messages. */
export const CHAT_MAX_LENGTH = 200;
export const CHAT_COOLDOWN_MS = 1_000;

/** WebSocket close codes the server uses beyond the standard ones. */
export const CLOSE_CODES = {
  badToken: 4001,
  noSuchRoom: 4002,
  sessionExpired: 4003,
  /** Too many open sockets for this token, this address or the whole server: try again later. */
  tooManyConnections: 4008,
  /** The socket kept sending past its rate limit. */
  tooManyMessages: 4009,
} as const;

/** Colours of the two sides, as the wire spells them. */
export const WIRE_COLORS = ['red', 'black'] as const;
/** A side, as the wire spells it. */
export type WireColor = (typeof WIRE_COLORS)[number];

/**
 * Why a game ended: the engine's reasons (the rules' own endings, defined there once), and the two
 * only the platform can see: a player gone too long, and a game ended (resigned, agreed drawn or
 * claimed) before each side made two moves, which is `aborted`: no winner, not rated.
 */
export const END_REASONS = [...RULES_END_REASONS, 'abandonment', 'aborted'] as const;
/** Why a game ended. */
export type EndReason = (typeof END_REASONS)[number];

/** Whole moves (plies) a game needs before it can be won, drawn or rated: two by each side. */
export const MIN_RATED_PLIES = 4;

/**
 * Why a game between two accounts is casual: `pair_limit`, the two have played their rated games
 * for the day (the server's `RATED_PAIR_LIMIT`); `aborted`, it ended too early to be rated.
 */
export const CASUAL_REASONS = ['pair_limit', 'aborted'] as const;
/** Why a game between two accounts is casual. */
export type CasualReason = (typeof CASUAL_REASONS)[number];
