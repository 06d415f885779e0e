// The game state the wire carries (protocol `GameState`), built from a room row.
import { firstSteps, followPath, makeSquare, parseFen, type Position } from '@checkers/engine';
import type { EndReason, GameState, SpectatorAnalytics, WireColor } from '@checkers/protocol';
import type { RoomRow } from '../../db/schema.js';
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

/** Legal next steps by origin square, in algebraic notation; only the jumping piece mid-sequence. */
function validMovesOf(match: Match): Record<string, string[]> {
  const steps = new Map<number, number[]>();
  if (match.partial !== null) {
    const progress = followPath(match.position, match.partial);
    if (progress.ok) steps.set(match.partial[match.partial.length - 1]!, [...progress.value.next]);
  } else {
    for (const [from, to] of firstSteps(match.position)) steps.set(from, to);
  }
  const out: Record<string, string[]> = {};
  for (const [from, to] of steps) out[makeSquare(from)] = to.map(makeSquare);
  return out;
}

/** The wire state of a room. `version` is the event version this state corresponds to. */
export function stateOf(
  row: RoomRow,
  spectatorCount: number,
  version = row.version,
  match = matchOf(row),
): GameState {
  const finished = row.status === 'finished';
  const last = match.last;
  const landing = match.partial?.[match.partial.length - 1];
  return {
    roomCode: row.code,
    status: row.status,
    pieces: shownPieces(match).map((p) => ({
      id: p.id,
      color: p.color,
      position: makeSquare(p.square),
      square: makeSquare(p.square),
      king: p.king,
    })),
    currentTurn: match.position.turn,
    validMoves: finished || row.status === 'waiting' ? {} : validMovesOf(match),
    in_multi_jump: landing !== undefined,
    multi_jump_piece: landing === undefined ? null : makeSquare(landing),
    isGameOver: finished,
    winner: (row.winner as WireColor | null) ?? null,
    isDraw: finished && row.winner === null,
    reason: (row.end_reason as EndReason | null) ?? null,
    playerRed: row.red_user_id,
    playerBlack: row.black_user_id,
    spectatorCount,
    moveCount: match.moveCount,
    captures: match.captures,
    promoted: last?.promoted ?? false,
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
    drawOfferedBy: (row.draw_offer as WireColor | null) ?? null,
    rated: row.rated === 1,
    version,
  };
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
