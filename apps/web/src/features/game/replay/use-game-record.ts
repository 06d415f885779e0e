// A room's game record, kept up with the live game: when the live state has more moves than the
// record (or has ended while the record has not), the record is fetched again, so a spectator
// replaying a running game sees new moves arrive.
import type { GameRecord } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { gameRecordQuery } from './api/game-record-api';
import { replayOfRecord, type ReplayGame } from './replay-model';

/** What the live game says, when there is one. */
export interface LiveProgress {
  /** Whole moves played, as the live state counts them. */
  readonly moveCount?: number | undefined;
  readonly finished?: boolean | undefined;
}

/** The record, the game to replay, and why there is none yet. */
export interface GameRecordView {
  readonly record: GameRecord | undefined;
  readonly game: ReplayGame | null;
  readonly loading: boolean;
  /** A failed fetch or a record the engine refuses, for the player. */
  readonly error: string | null;
}

/** Loads the record of room `code` (none while `code` is null). */
export function useGameRecord(code: string | null, live: LiveProgress = {}): GameRecordView {
  const query = useQuery({ ...gameRecordQuery(code ?? ''), enabled: code !== null });
  const { data: record, refetch, isFetching } = query;
  const behind =
    record !== undefined &&
    ((live.moveCount ?? 0) > record.moves.length || (live.finished === true && record.status !== 'finished'));

  // One fetch per live progress: a record still behind after it (a lagging replica) is not asked
  // for again in a loop, only at the next move.
  const asked = useRef<string | null>(null);
  const progress = `${live.moveCount ?? 0}:${live.finished === true}`;
  useEffect(() => {
    // Not while a fetch is under way: the one in flight may already carry the new move.
    if (!behind || isFetching || asked.current === progress) return;
    asked.current = progress;
    void refetch();
  }, [behind, isFetching, refetch, progress]);

  const replay = useMemo(() => (record === undefined ? null : replayOfRecord(record)), [record]);
  const error =
    query.error !== null
      ? 'The game record could not be loaded.'
      : replay !== null && !replay.ok
        ? replay.error.message
        : null;
  return {
    record,
    game: replay?.ok === true ? replay.value : null,
    loading: query.isPending && code !== null,
    error,
  };
}
