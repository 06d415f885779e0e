// The install banner (Install / Not now, hidden after 30 s, a Not now remembered) and the update
// banner ('A new version is available!', Update / Dismiss, removed after 10 s), at the top of the
// page. Loaded only once one of them has something to show.
import { BANNER_TIMES } from '@checkers/protocol';
import { useEffect, useState } from 'react';
import { isStandalone, usePwaStore } from '../pwa-store';
import '../pwa.css';

/** localStorage: the player said Not now to installing. */
export const INSTALL_DISMISSED_KEY = 'checkers.install-dismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Hides after `ms` once `shown` turns true. */
function useHiddenAfter(shown: boolean, ms: number): [boolean, () => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setHidden(true), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return [hidden, () => setHidden(true)];
}

export function InstallBanner() {
  const prompt = usePwaStore((s) => s.installPrompt);
  const [declined] = useState(dismissedBefore);
  const shown = prompt !== null && !declined && !isStandalone();
  const [hidden, hide] = useHiddenAfter(shown, BANNER_TIMES.installHideMs);
  if (prompt === null || !shown || hidden) return null;

  const install = async (): Promise<void> => {
    hide();
    try {
      await prompt.prompt();
      await prompt.userChoice;
    } catch {
      // The browser withdrew its offer.
    }
    // An install offer can be used once.
    usePwaStore.setState({ installPrompt: null });
  };
  const notNow = (): void => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Private modes: it is at least hidden for this visit.
    }
    hide();
  };
  return (
    <div className="pwa-banner" role="region" aria-label="Install Checkers">
      <img className="pwa-banner__icon" src="/icons/icon-192.png" alt="" width={32} height={32} />
      <p className="pwa-banner__text">Install Checkers to play from your home screen, even offline.</p>
      <div className="pwa-banner__actions">
        <button type="button" className="btn btn--small btn--primary-light" onClick={() => void install()}>
          Install
        </button>
        <button type="button" className="btn btn--small btn--secondary" onClick={notNow}>
          Not now
        </button>
      </div>
    </div>
  );
}

export function UpdateBanner() {
  const available = usePwaStore((s) => s.updateAvailable);
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  const [hidden, hide] = useHiddenAfter(available, BANNER_TIMES.updateHideMs);
  if (!available || hidden) return null;
  return (
    <div className="pwa-banner" role="status">
      <p className="pwa-banner__text">A new version is available!</p>
      <div className="pwa-banner__actions">
        <button
          type="button"
          className="btn btn--small btn--primary-light"
          onClick={() => {
            hide();
            if (applyUpdate === null) location.reload();
            else applyUpdate();
          }}
        >
          Update
        </button>
        <button type="button" className="pwa-banner__close" aria-label="Dismiss" onClick={hide}>
          ×
        </button>
      </div>
    </div>
  );
}

/** Both banners (loaded by pwa-banners-slot.tsx once one of them has something to show). */
export default function PwaBanners() {
  return (
    <div className="pwa-banners">
      <UpdateBanner />
      <InstallBanner />
    </div>
  );
}
