// The unlock toasts' queue: one toast per achievement, each for 3.5 s, with a sound from the chosen
// pack. An unlock can reach the page twice (the user socket, and the reply of an AI game report):
// each achievement is shown once per page and account.
import { ACHIEVEMENT_TOAST_MS, type Achievement } from '@checkers/protocol';
import { create } from 'zustand';
import { LEADERBOARD_KEY, queryClient } from '../../lib/query-client';
import { playSound } from '../../lib/sound';
import { appStore } from '../../stores/app-store';
import { ACHIEVEMENTS_KEY } from './api/achievements-api';

export { ACHIEVEMENT_TOAST_MS };

/** A toast on screen. */
export interface UnlockToast {
  readonly key: number;
  readonly achievement: Achievement;
}

interface ToastState {
  toasts: readonly UnlockToast[];
}

export const useUnlockToasts = create<ToastState>()(() => ({ toasts: [] }));

/** Unlocks already shown, as `<account id>:<achievement id>`. */
const shown = new Set<string>();
let nextKey = 1;
let lastSoundAt = -Infinity;
/** Unlocks arriving together (the end of a game) share one sound. */
const SOUND_GAP_MS = 600;

/**
 * An achievement just unlocked: a toast (once), a sound (the pack's `king`, a short bright chime
 * that does not read as a won game), and fresh achievement data.
 */
export function showUnlock(achievement: Achievement, now: number = Date.now()): boolean {
  const who = appStore.getState().user.account?.id ?? '';
  const id = `${who}:${achievement.id}`;
  if (shown.has(id)) return false;
  shown.add(id);
  const toast: UnlockToast = { key: nextKey++, achievement };
  useUnlockToasts.setState((s) => ({ toasts: [...s.toasts, toast] }));
  if (now - lastSoundAt >= SOUND_GAP_MS) {
    lastSoundAt = now;
    void playSound('king');
  }
  void queryClient.invalidateQueries({ queryKey: ACHIEVEMENTS_KEY });
  void queryClient.invalidateQueries({ queryKey: [...LEADERBOARD_KEY, 'achievements'] });
  return true;
}

/** Removes a toast (its time is up, or it was dismissed). */
export function dismissUnlock(key: number): void {
  useUnlockToasts.setState((s) => ({ toasts: s.toasts.filter((toast) => toast.key !== key) }));
}

/** Forgets the toasts and what was shown (tests). */
export function resetUnlockToasts(): void {
  shown.clear();
  lastSoundAt = -Infinity;
  useUnlockToasts.setState({ toasts: [] });
}
