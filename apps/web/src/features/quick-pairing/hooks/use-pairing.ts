// The caller's place in the pools and its open seek, kept alive by the status poll (every 2 s while
// it waits or has a seek open: the server withdraws both once the polls stop). A match, told by a
// reply, a poll or (for an account) the user socket, takes the player into the room. Leaving the
// lobby while waiting leaves the pool and withdraws the seek; closing the page does the same with
// requests that outlive it.
import { PAIRING_TIMING, type PairingReply, type PoolKey } from '@checkers/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeUserMessages } from '../../../lib/user-socket';
import {
  cancelSeek,
  joinPool,
  leavePool,
  pairingStatus,
  pairingToken,
  withdrawOnExit,
} from '../api/pairing-api';
import { enterPairedRoom } from '../enter-paired-room';

/** Where the caller is in the pools. */
export type PoolView =
  | { readonly phase: 'idle' }
  | { readonly phase: 'joining'; readonly pool: PoolKey }
  | { readonly phase: 'waiting'; readonly pool: PoolKey; readonly rated: boolean; readonly since: number };

export interface Pairing {
  readonly view: PoolView;
  /** The caller's open seek, if any. */
  readonly seekId: string | null;
  readonly error: string | null;
  join(pool: PoolKey, rated: boolean): Promise<void>;
  cancel(): Promise<void>;
  /** A seek was posted (or withdrawn: null). */
  seekChanged(id: string | null): void;
}

const IDLE: PoolView = { phase: 'idle' };

export function usePairing(): Pairing {
  const [view, setView] = useState<PoolView>(IDLE);
  const [seekId, setSeekId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef({ view, seekId });
  current.current = { view, seekId };

  const onReply = useCallback((reply: PairingReply): void => {
    if (reply.status === 'matched') {
      // Nothing left to withdraw: the lobby's unmount must not leave or cancel anything.
      current.current = { view: IDLE, seekId: null };
      setView(IDLE);
      setSeekId(null);
      void enterPairedRoom(reply.roomCode, pairingToken());
      return;
    }
    setSeekId(reply.seekId ?? null);
    if (reply.status === 'idle') {
      setView(IDLE);
      return;
    }
    const since = Date.now() - reply.waitedSeconds * 1000;
    setView((before) =>
      before.phase === 'waiting' && before.pool === reply.pool && before.rated === reply.rated
        ? before
        : { phase: 'waiting', pool: reply.pool, rated: reply.rated, since },
    );
  }, []);

  const join = useCallback(
    async (pool: PoolKey, rated: boolean): Promise<void> => {
      setError(null);
      setView({ phase: 'joining', pool });
      try {
        onReply(await joinPool(pool, rated));
      } catch (failure) {
        setView(IDLE);
        setError(failure instanceof Error && failure.message ? failure.message : 'Could not join the pool');
      }
    },
    [onReply],
  );

  const cancel = useCallback(async (): Promise<void> => {
    setView(IDLE);
    try {
      onReply(await leavePool());
    } catch {
      // The server withdraws the entry once the polls stop.
    }
  }, [onReply]);

  const active = view.phase === 'waiting' || seekId !== null;
  useEffect(() => {
    if (!active) return;
    const poll = setInterval(() => {
      pairingStatus()
        .then(onReply)
        .catch(() => undefined);
    }, PAIRING_TIMING.pollMs);
    const stopMessages = subscribeUserMessages((message) => {
      if (message.type === 'pairing_matched')
        onReply({ status: 'matched', roomCode: message.payload.roomCode });
    });
    const exit = (): void => withdrawOnExit(current.current.seekId);
    window.addEventListener('pagehide', exit);
    return () => {
      clearInterval(poll);
      stopMessages();
      window.removeEventListener('pagehide', exit);
    };
  }, [active, onReply]);

  // Leaving the lobby (another room, the AI, the review) withdraws what is still waiting.
  useEffect(
    () => () => {
      const { view: last, seekId: seek } = current.current;
      if (last.phase !== 'idle') void leavePool().catch(() => undefined);
      if (seek !== null) void cancelSeek(seek).catch(() => undefined);
    },
    [],
  );

  return { view, seekId, error, join, cancel, seekChanged: setSeekId };
}
