// Game records for the replay's tests, in the server's shape, made from engine moves.
import {
  START_FEN,
  START_POSITION,
  crowned,
  legalMoves,
  makeFen,
  makePosition,
  makeSquare,
  play,
  type Move,
} from '@checkers/engine';
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import type { GameRecord } from '@checkers/protocol';
import type { ReplayGame } from './replay-model';

/** A decisive game of 28 plies with a multi-jump and a crowning. */
export const scripted = shortScriptedWin();

/** A record of `moves` from the start position; finished with the scripted winner when all are played. */
export function recordOf(
  moves: readonly Move[] = scripted.moves,
  overrides: Partial<GameRecord> = {},
): GameRecord {
  let position = START_POSITION;
  const wire = moves.map((move) => {
    const entry = {
      path: move.path.map(makeSquare),
      captured: move.captures.map(makeSquare),
      color: position.turn,
      promoted: crowned(position, move),
    };
    position = play(position, move);
    return entry;
  });
  const finished = moves.length === scripted.moves.length;
  return {
    room_code: 'ABC234',
    status: finished ? 'finished' : 'active',
    initial_fen: START_FEN,
    moves: wire,
    partial: null,
    red: { player_id: 'p-red', name: 'Alice', kind: 'account', rating: 1234 },
    black: { player_id: 'p-black', name: 'Guest BOB1', kind: 'guest', rating: null },
    winner: finished ? scripted.winner : null,
    reason: finished ? 'no-legal-moves' : null,
    rated: false,
    created_at: '2026-03-04T09:00:00.000Z',
    started_at: '2026-03-04T09:01:00.000Z',
    finished_at: finished ? '2026-03-04T09:20:00.000Z' : null,
    version: moves.length + 1,
    ...overrides,
  };
}

/** The start position with red to move, and three moves played from it (the first legal each time). */
export function redFirstGame(): ReplayGame {
  const initial = makePosition(START_POSITION.black, START_POSITION.red, 0, 'red');
  const moves: Move[] = [];
  let position = initial;
  for (let i = 0; i < 3; i++) {
    const move = legalMoves(position)[0]!;
    moves.push(move);
    position = play(position, move);
  }
  return {
    id: 'pdn:red-first',
    source: 'pdn',
    roomCode: null,
    initial,
    initialFen: makeFen(initial),
    moves,
    names: { red: null, black: null },
    result: null,
    rated: false,
    startedAt: null,
  };
}
