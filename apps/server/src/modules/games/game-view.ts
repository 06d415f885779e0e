// The game state the wire carries (protocol `GameState`, built by its `gameState`), from a room row.
import { makeSquare, parseFen, type Position } from '@checkers/engine';
import {
  GAME_END_REASONS,
  gameState,
  type CasualReason,
  type GameAbort,
  type GameEndReason,
  type GameState,
  type SpectatorAnalytics,
  type WireColor,
} from '@checkers/protocol';
import { wireBallotOf, type RoomRow } from '../rooms/index.js';
import { wireClockOf } from './clock-change.js';
import { parsePaths, replay, shownPieces, type Match } from './match.js';

/** The initial position stored in a row. */
export function initialPosition(row: RoomRow): Position {
  const parsed = parseFen(row.initial_fen);
  if (!parsed.ok) throw new Error(`stored FEN is invalid: ${row.initial_fen}`);
  return parsed.value;
}

/** The match a row holds. */
export function matchOf(row: RoomRow): Match {
  const partial = row.partial_path === null ? null : (JSON.parse(row.partial_path) as number[]);
  return replay(initialPosition(row), parsePaths(row.moves), partial);
}

/**
 * The wire state of a room. `version` is the event version this state corresponds to; a timed
 * game's clocks are shown as they stand at `now`.
 */
export function stateOf(
  row: RoomRow,
  spectatorCount: number,
  version = row.version,
  match = matchOf(row),
  now = Date.now(),
): GameState {
  const last = match.last;
  const clock = wireClockOf(row, match, now);
  return gameState({
    roomCode: row.code,
    status: row.status,
    position: match.position,
    pieces: shownPieces(match).map((p) => ({
      id: p.id,
      color: p.color,
      position: makeSquare(p.square),
      square: makeSquare(p.square),
      king: p.king,
    })),
    partial: match.partial,
    moveCount: match.moveCount,
    captures: match.captures,
    lastMove:
      last === null
        ? null
        : {
            from: makeSquare(last.move.from),
            to: makeSquare(last.move.to),
            path: last.move.path.map(makeSquare),
            captured: last.move.captures.map(makeSquare),
            color: last.color,
            promoted: last.promoted,
          },
    winner: (row.winner as WireColor | null) ?? null,
    reason: (row.end_reason as GameEndReason | null) ?? null,
    playerRed: row.red_user_id,
    playerBlack: row.black_user_id,
    spectatorCount,
    drawOfferedBy: (row.draw_offer as WireColor | null) ?? null,
    rated: row.rated === 1,
    casualReason: (row.casual_reason as CasualReason | null) ?? null,
    ballot: wireBallotOf(row),
    version,
    ...(clock === undefined ? {} : { clock }),
    ...abortOf(row),
  });
}

/** What ended an aborted game, when the row kept it. */
function abortOf(row: RoomRow): { abort?: GameAbort } {
  if (row.end_reason !== 'aborted' || row.aborted_reason === null) return {};
  const reason = GAME_END_REASONS.find((r) => r === row.aborted_reason);
  return reason === undefined ? {} : { abort: { reason, by: row.aborted_by } };
}

/** Figures about a game for its spectators. `now` ends the duration of a game still running. */
export function analyticsOf(row: RoomRow, spectatorCount: number, now = Date.now()): SpectatorAnalytics {
  const match = matchOf(row);
  const material = { red: { men: 0, kings: 0 }, black: { men: 0, kings: 0 } };
  for (const piece of shownPieces(match)) material[piece.color][piece.king ? 'kings' : 'men'] += 1;
  const started = row.started_at === null ? null : Date.parse(row.started_at);
  const ended = row.finished_at === null ? now : Date.parse(row.finished_at);
  return {
    room_code: row.code,
    status: row.status,
    move_count: match.moveCount,
    captures: match.captures,
    material,
    current_turn: match.position.turn,
    spectator_count: spectatorCount,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: started === null ? null : Math.max(0, ended - started),
    winner: (row.winner as WireColor | null) ?? null,
    reason: row.end_reason,
  };
}
