// The game on screen as a game to replay: a room's record from the server (kept up with the live
// game), or an AI game's moves as this page played them. Spectators may replay at any time, players
// once the game is over (no looking back for help mid-game is needed, and the board stays theirs).
import { START_FEN } from '@checkers/engine';
import type { GameRecord, GameState, LastMove } from '@checkers/protocol';
import { useMemo } from 'react';
import { useGameRecord } from '../replay/use-game-record';
import { replayOfRecord, type ReplayGame } from '../replay/replay-model';
import { useReplay, type Replay } from '../replay/use-replay';
import { aiSides } from './use-player-names';

/** What the screen shows of its game's history. */
export interface ScreenReplay {
  readonly game: ReplayGame | null;
  readonly record: GameRecord | undefined;
  readonly replay: Replay;
  /** The viewer may step through the game now. */
  readonly canReplay: boolean;
  /** The board shows a past position rather than the live one. */
  readonly replaying: boolean;
  readonly error: string | null;
}

/** An AI game's record, from the moves this page has seen (the last MOVE_HISTORY_LIMIT of them). */
export function aiRecord(state: GameState, moves: readonly LastMove[], level: string | null): GameRecord {
  const names = aiSides(level);
  return {
    room_code: 'AI',
    status: state.status,
    initial_fen: START_FEN,
    moves: moves.map((move) => ({
      path: [...move.path],
      captured: [...move.captured],
      color: move.color,
      promoted: move.promoted,
    })),
    partial: null,
    red: { player_id: 'ai', name: names.red.name, kind: 'guest', rating: null },
    black: { player_id: 'you', name: names.black.name, kind: 'guest', rating: null },
    winner: state.winner,
    reason: state.reason,
    rated: false,
    created_at: new Date(0).toISOString(),
    started_at: null,
    finished_at: null,
    version: state.version,
  };
}

export function useScreenReplay(options: {
  readonly mode: 'online' | 'ai' | null;
  readonly roomCode: string | null;
  readonly state: GameState | null;
  readonly isSpectator: boolean;
  readonly moveHistory: readonly LastMove[];
  readonly aiLevel: string | null;
  /** When this AI game began: a new game is a new replay. */
  readonly aiStartedAt: number | null;
}): ScreenReplay {
  const { mode, roomCode, state, isSpectator, moveHistory, aiLevel, aiStartedAt } = options;
  const online = useGameRecord(mode === 'online' && state !== null ? roomCode : null, {
    moveCount: state?.moveCount,
    finished: state?.isGameOver,
  });
  // An AI game's history is complete only when this page saw every move (no reload mid-game).
  const complete = state !== null && moveHistory.length === state.moveCount;
  const aiGame = useMemo(() => {
    if (mode !== 'ai' || !complete || state === null) return null;
    const built = replayOfRecord(aiRecord(state, moveHistory, aiLevel));
    return built.ok ? { ...built.value, id: `ai:${aiStartedAt ?? 0}`, roomCode: null } : null;
  }, [mode, complete, state, moveHistory, aiLevel, aiStartedAt]);
  const game = mode === 'ai' ? aiGame : online.game;
  const over = state?.isGameOver ?? false;
  const canReplay = state !== null && (isSpectator || over);
  const replay = useReplay(game, { live: !over, keys: canReplay });
  return {
    game,
    record: online.record,
    replay,
    canReplay,
    replaying: canReplay && game !== null && replay.ply !== replay.total,
    error: mode === 'online' ? online.error : null,
  };
}
