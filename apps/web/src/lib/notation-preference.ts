// How moves are written for the player: algebraic squares (`c3-d4`) or the PDN square numbers
// (`11-15`). Kept in localStorage so it outlives the page, and shared by every component that shows
// moves (the move list now, Settings later) through one tiny external store.
import { useSyncExternalStore } from 'react';

/** The notations a player can choose. */
export const NOTATIONS = ['algebraic', 'numeric'] as const;
/** A notation a player can choose. */
export type Notation = (typeof NOTATIONS)[number];

export const DEFAULT_NOTATION: Notation = 'algebraic';

const KEY = 'checkers.notation';
const listeners = new Set<() => void>();

function read(): Notation {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'numeric' || stored === 'algebraic' ? stored : DEFAULT_NOTATION;
  } catch {
    return DEFAULT_NOTATION;
  }
}

// Read once, then kept in memory: a snapshot read on every render must be cheap and stable.
let current: Notation | undefined;

/** The chosen notation. */
export function getNotation(): Notation {
  current ??= read();
  return current;
}

/** Chooses a notation, remembers it and tells every component showing moves. */
export function setNotation(notation: Notation): void {
  current = notation;
  try {
    localStorage.setItem(KEY, notation);
  } catch {
    // Private modes may refuse storage: the choice lasts until a reload.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` when the notation changes, here or in another tab; returns the unsubscribe. */
export const subscribeNotation = subscribe;

/** The chosen notation and its setter, re-rendering when it changes. */
export function useNotation(): [Notation, (notation: Notation) => void] {
  return [useSyncExternalStore(subscribe, getNotation, () => DEFAULT_NOTATION), setNotation];
}

/** Forgets the in-memory choice (tests start from what is stored). */
export function resetNotationForTests(): void {
  current = undefined;
}
