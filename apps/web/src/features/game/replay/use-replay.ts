// The replay's state: which ply is shown, playing one step every 2 s, the arrow and Home/End keys,
// and following a live game: at the last ply a new move is shown as it arrives; once the player
// steps back, the board stays where they are until they go back to live.
import type { Position } from '@checkers/engine';
import type { LastMove, WirePiece } from '@checkers/protocol';
import { useEffect, useMemo, useState } from 'react';
import { buildReplay, frameAt, type ReplayGame, type ReplayPly } from './replay-model';

/** The spec's replay speed: one step every 2 s. */
export const REPLAY_STEP_MS = 2000;

export interface ReplayOptions {
  /** The game is still being played: new moves may arrive, and "Back to live" applies. */
  readonly live?: boolean;
  /** Listen to the arrow, Home and End keys on the page (default true). */
  readonly keys?: boolean;
}

/** What the replay shows and how to move it. */
export interface Replay {
  /** Moves shown: 0 is the start, `total` the latest position. */
  readonly ply: number;
  readonly total: number;
  readonly plies: readonly ReplayPly[];
  readonly position: Position | null;
  readonly pieces: readonly WirePiece[];
  readonly lastMove: LastMove | null;
  readonly playing: boolean;
  /** A live game shown behind its latest move: "Back to live" returns. */
  readonly behindLive: boolean;
  readonly goTo: (ply: number) => void;
  readonly first: () => void;
  readonly previous: () => void;
  readonly next: () => void;
  readonly last: () => void;
  readonly play: () => void;
  readonly pause: () => void;
  readonly backToLive: () => void;
}

interface Cursor {
  readonly id: string | null;
  /** Shown ply while not following. */
  readonly index: number;
  /** Showing the latest ply, whatever arrives. */
  readonly follow: boolean;
}

const FOLLOWING = (id: string | null): Cursor => ({ id, index: 0, follow: true });

/** True when keys typed there are text, not commands. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // The slider moves itself with the arrows; every other input or field takes keys as text.
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const KEY_ACTIONS: Record<string, 'first' | 'previous' | 'next' | 'last'> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/** The replay of `game` (null: nothing to replay yet). A new game id starts at its latest ply. */
export function useReplay(game: ReplayGame | null, options: ReplayOptions = {}): Replay {
  const id = game?.id ?? null;
  const model = useMemo(() => (game === null ? null : buildReplay(game)), [game]);
  const total = model?.plies.length ?? 0;
  const [stored, setCursor] = useState<Cursor>(() => FOLLOWING(id));
  const [playingId, setPlayingId] = useState<string | null>(null);
  const cursor = stored.id === id ? stored : FOLLOWING(id);
  const ply = cursor.follow ? total : Math.min(cursor.index, total);
  const playing = playingId !== null && playingId === id && ply < total;

  const goTo = (n: number): void => {
    const target = Math.max(0, Math.min(total, Math.round(n)));
    setCursor({ id, index: target, follow: target === total });
  };
  const pause = (): void => setPlayingId(null);
  const controls = {
    goTo: (n: number) => {
      pause();
      goTo(n);
    },
    first: () => controls.goTo(0),
    previous: () => controls.goTo(ply - 1),
    next: () => controls.goTo(ply + 1),
    last: () => controls.goTo(total),
    backToLive: () => controls.goTo(total),
    pause,
    play: () => {
      if (total === 0) return;
      // Playing from the end starts again from the beginning.
      if (ply >= total) goTo(0);
      setPlayingId(id);
    },
  };

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => {
      const next = ply + 1;
      setCursor({ id, index: next, follow: next === total });
      // Playing stops at the end; it does not wait there for a live game's next move.
      if (next >= total) setPlayingId(null);
    }, REPLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, ply, total, id]);

  const keys = options.keys ?? true;
  useEffect(() => {
    if (!keys || model === null) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      const action = KEY_ACTIONS[event.key];
      // Keys another control has used (the board's roving focus) or that carry a modifier
      // (browser history, text selection) are not the replay's.
      if (action === undefined || event.defaultPrevented || isTextField(event.target)) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      controls[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const frame = model === null ? null : frameAt(model, ply);
  return {
    ply,
    total,
    plies: model?.plies ?? [],
    position: frame?.position ?? null,
    pieces: frame?.pieces ?? [],
    lastMove: frame?.lastMove ?? null,
    playing,
    behindLive: options.live === true && ply < total,
    ...controls,
  };
}
