// What the page knows of installing and updating the app: the browser's install offer, whether a
// new version waits, and how to switch to it (set once the service worker is registered).
import { create } from 'zustand';

/** Chromium's `beforeinstallprompt` event. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** The held install offer, until used or the app is installed. */
  installPrompt: InstallPromptEvent | null;
  /** A new service worker waits (workbox-window's `waiting`, or the worker's UPDATE_AVAILABLE). */
  updateAvailable: boolean;
  /** Lets the waiting worker take over and reloads; null until the worker is registered. */
  applyUpdate: (() => void) | null;
}

export const usePwaStore = create<PwaState>(() => ({
  installPrompt: null,
  updateAvailable: false,
  applyUpdate: null,
}));

/** True when the page runs as the installed app. */
export function isStandalone(): boolean {
  try {
    const nav = navigator as Navigator & { standalone?: boolean };
    return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
  } catch {
    return false;
  }
}
