// A game to replay, and what each ply of it shows: the position, the pieces to draw (with ids that
// follow each piece, so the board animates the right one), the last move and the move's text. A
// game comes from the server's record or from a PDN file; the engine checks every move of either.
import {
  crowned,
  fail,
  findMove,
  makeMoveText,
  makeSquare,
  ok,
  parseFen,
  parseSquare,
  pieceAt,
  piecesOf,
  play,
  type Color,
  type Move,
  type Position,
  type Result,
} from '@checkers/engine';
import type { GameBallot, GameRecord, LastMove, MoveClock, TimeControl, WirePiece } from '@checkers/protocol';

/** How a replayed game ended; `reason` is the engine's or the server's (e.g. `abandonment`). */
export interface ReplayResult {
  readonly winner: Color | null;
  readonly reason: string;
}

/** A game to replay, from a server record or a PDN file, or a line played on the analysis board. */
export interface ReplayGame {
  /** Tells games apart: a new id resets the replay, the same id with more moves extends it. */
  readonly id: string;
  readonly source: 'record' | 'pdn' | 'analysis';
  readonly roomCode: string | null;
  readonly initial: Position;
  /** `initial` as PDN FEN (what the analysis panel takes). */
  readonly initialFen: string;
  readonly moves: readonly Move[];
  readonly names: { readonly red: string | null; readonly black: string | null };
  /** Null while the game goes on, or when a PDN file gives no result. */
  readonly result: ReplayResult | null;
  readonly rated: boolean;
  /** When play began (ISO), when known. */
  readonly startedAt: string | null;
  /** A timed game's control (absent: untimed, or not known). */
  readonly timeControl?: TimeControl;
  /** Both clocks after each move, in ms, when the record kept them. */
  readonly clocks?: readonly MoveClock[];
  /** The ACF ballot the game was started from: its three moves are the first three of `moves`. */
  readonly ballot?: GameBallot;
}

/** What the board shows at one point of the game. */
export interface ReplayFrame {
  readonly position: Position;
  readonly pieces: readonly WirePiece[];
  readonly lastMove: LastMove | null;
}

/** One move of the game and what the board shows after it. */
export interface ReplayPly extends ReplayFrame {
  /** 1 for the first move of the game. */
  readonly index: number;
  /** The full-move number (black's move and red's reply share one). */
  readonly moveNumber: number;
  readonly color: Color;
  readonly move: Move;
  readonly text: { readonly algebraic: string; readonly numeric: string };
  readonly lastMove: LastMove;
}

/** The start of a game and its plies. Frame `n` is the start for 0, else `plies[n - 1]`. */
export interface ReplayModel {
  readonly start: ReplayFrame;
  readonly plies: readonly ReplayPly[];
}

/** The pieces of a position with the server's ids: `b1`.. and `r1`.. in square order. */
function initialPieces(position: Position): WirePiece[] {
  const counters = { black: 0, red: 0 };
  return piecesOf(position).map(({ square, piece }): WirePiece => {
    const name = makeSquare(square);
    const id = `${piece.color === 'black' ? 'b' : 'r'}${++counters[piece.color]}`;
    return { id, color: piece.color, position: name, square: name, king: piece.role === 'king' };
  });
}

/** The full-move number of the 0-based ply `ply` of a game starting with `initialTurn` to move. */
export const moveNumberOf = (initialTurn: Color, ply: number): number =>
  Math.floor((ply + (initialTurn === 'red' ? 1 : 0)) / 2) + 1;

/** Every frame of a game. The moves are trusted to be legal (both sources check them). */
export function buildReplay(game: Pick<ReplayGame, 'initial' | 'moves'>): ReplayModel {
  const start: ReplayFrame = { position: game.initial, pieces: initialPieces(game.initial), lastMove: null };
  const plies: ReplayPly[] = [];
  let frame = start;
  for (const [i, move] of game.moves.entries()) {
    const before = frame.position;
    const color = pieceAt(before, move.from)?.color ?? before.turn;
    const promoted = crowned(before, move);
    const from = makeSquare(move.from);
    const to = makeSquare(move.to);
    const captured = move.captures.map(makeSquare);
    const pieces = frame.pieces
      .filter((piece) => !captured.includes(piece.square))
      .map((piece) =>
        piece.square === from ? { ...piece, position: to, square: to, king: piece.king || promoted } : piece,
      );
    const lastMove: LastMove = { from, to, path: move.path.map(makeSquare), captured, color, promoted };
    const ply: ReplayPly = {
      index: i + 1,
      moveNumber: moveNumberOf(game.initial.turn, i),
      color,
      move,
      text: { algebraic: makeMoveText(move, 'algebraic'), numeric: makeMoveText(move, 'pdn') },
      position: play(before, move),
      pieces,
      lastMove,
    };
    plies.push(ply);
    frame = ply;
  }
  return { start, plies };
}

/** The frame after `n` moves (0: the start). */
export const frameAt = (model: ReplayModel, n: number): ReplayFrame =>
  n <= 0 ? model.start : (model.plies[Math.min(n, model.plies.length) - 1] ?? model.start);

/** The engine moves of a record's wire moves, each checked against the position it was played in. */
function movesOfRecord(initial: Position, record: GameRecord): Result<Move[]> {
  const moves: Move[] = [];
  let position = initial;
  for (const [i, wire] of record.moves.entries()) {
    const path: number[] = [];
    for (const name of wire.path) {
      const square = parseSquare(name);
      if (!square.ok) return fail('invalid-record', `Move ${i + 1}: ${square.error.message}`);
      path.push(square.value);
    }
    const move = findMove(position, path[0]!, path[path.length - 1]!, path);
    if (!move.ok) return fail('invalid-record', `Move ${i + 1}: ${move.error.message}`);
    moves.push(move.value);
    position = play(position, move.value);
  }
  return ok(moves);
}

/** The replay of a server record. */
export function replayOfRecord(record: GameRecord): Result<ReplayGame> {
  const initial = parseFen(record.initial_fen);
  if (!initial.ok)
    return fail('invalid-record', `The game's start position is invalid: ${initial.error.message}`);
  const moves = movesOfRecord(initial.value, record);
  if (!moves.ok) return moves;
  return ok({
    id: `room:${record.room_code}`,
    source: 'record',
    roomCode: record.room_code,
    initial: initial.value,
    initialFen: record.initial_fen,
    moves: moves.value,
    names: { red: record.red?.name ?? null, black: record.black?.name ?? null },
    result:
      record.status === 'finished'
        ? {
            winner: record.winner,
            reason: record.reason ?? (record.winner === null ? 'agreement' : 'resignation'),
          }
        : null,
    rated: record.rated,
    startedAt: record.started_at,
    ...(record.time_control === undefined || record.time_control.kind === 'untimed'
      ? {}
      : { timeControl: record.time_control }),
    ...(record.clocks === undefined ? {} : { clocks: record.clocks }),
    ...(record.ballot === null || record.ballot === undefined ? {} : { ballot: record.ballot }),
  });
}
