// The first visit's pointer to How to play: shown to a browser that has never run the site (nothing
// of ours in localStorage), and again on later visits until it is dismissed or How to play is
// opened; after that, never. A browser that already holds our data belongs to a returning player,
// who is not pointed at the rules.
import { useSyncExternalStore } from 'react';

export const TIP_KEY = 'checkers.how-to-play-tip';
/** Written by the version check before the page first draws, so it says nothing about the visitor. */
const WRITTEN_AT_START = new Set(['checkers.version', TIP_KEY]);

export type TipState = 'show' | 'done';

/** Whether to show the pointer, deciding (and remembering) it on the first visit. */
export function readTip(storage: Storage): TipState {
  try {
    const stored = storage.getItem(TIP_KEY);
    if (stored === 'done') return 'done';
    if (stored === 'show') return 'show';
    let returning = false;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith('checkers.') && !WRITTEN_AT_START.has(key)) returning = true;
    }
    const state: TipState = returning ? 'done' : 'show';
    storage.setItem(TIP_KEY, state);
    return state;
  } catch {
    // Storage refused (a private mode): a dismissal could not be kept, so the pointer would nag.
    return 'done';
  }
}

/** The pointer is never shown again. */
export function writeTipDone(storage: Storage): void {
  try {
    storage.setItem(TIP_KEY, 'done');
  } catch {
    // Refused: it stays hidden for this visit all the same.
  }
}

let current: TipState | undefined;
const listeners = new Set<() => void>();

const storageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The pointer's state, read once per page. */
export function getTip(): TipState {
  if (current === undefined) {
    const storage = storageOrNull();
    current = storage === null ? 'done' : readTip(storage);
  }
  return current;
}

/** Dismissed, or How to play was opened: hidden now and on every later visit. */
export function dismissTip(): void {
  const storage = storageOrNull();
  if (storage !== null) writeTipDone(storage);
  if (current === 'done') return;
  current = 'done';
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the pointer shows, following dismissals. */
export const useTip = (): TipState => useSyncExternalStore(subscribe, getTip, getTip);
