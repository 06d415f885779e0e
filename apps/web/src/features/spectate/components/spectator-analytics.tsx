// The game's figures for its spectators (GET /api/spectate/analytics/{code}): material, captures,
// moves and playing time, fetched again whenever a move arrives.
import type { SpectatorAnalytics as Analytics } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchAnalytics, SpectateError, SPECTATE_FAILURES } from '../api/spectate-api';

/** A duration as m:ss, or h:mm:ss past an hour. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Playing time now: the server's figure plus the time since it was read, while the game runs. */
function useDuration(data: Analytics | undefined, readAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = data?.status === 'active';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (data === undefined || data.duration_ms === null) return null;
  return running ? data.duration_ms + Math.max(0, now - readAt) : data.duration_ms;
}

const pieces = (side: Analytics['material']['red']): string =>
  `${side.men} ${side.men === 1 ? 'man' : 'men'}, ${side.kings} ${side.kings === 1 ? 'king' : 'kings'}`;

export interface SpectatorAnalyticsProps {
  readonly code: string;
  /** The game's event version: a new one (a move) fetches the figures again. */
  readonly version: number;
}

export function SpectatorAnalytics({ code, version }: SpectatorAnalyticsProps) {
  const query = useQuery({
    queryKey: ['spectate-analytics', code, version],
    queryFn: () => fetchAnalytics(code),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const duration = useDuration(query.data, query.dataUpdatedAt);
  const data = query.data;
  return (
    <section className="card spectator-analytics" aria-label="Game figures">
      <h3>Game figures</h3>
      {query.isError && data === undefined ? (
        <p className="form-error" role="alert">
          {query.error instanceof SpectateError ? query.error.message : SPECTATE_FAILURES.analytics}
        </p>
      ) : data === undefined ? (
        <p className="muted">Loading…</p>
      ) : (
        <dl className="spectator-analytics__list">
          <div>
            <dt>Red material</dt>
            <dd data-testid="material-red">{pieces(data.material.red)}</dd>
          </div>
          <div>
            <dt>Black material</dt>
            <dd data-testid="material-black">{pieces(data.material.black)}</dd>
          </div>
          <div>
            <dt>Captures</dt>
            <dd>
              Red {data.captures.red} · Black {data.captures.black}
            </dd>
          </div>
          <div>
            <dt>Moves</dt>
            <dd data-testid="analytics-moves">{data.move_count}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{duration === null ? '—' : formatDuration(duration)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
