// The online/offline indicator: 'Offline' (or 'Playing vs AI' while an AI game goes on offline) and
// 'N moves to sync' while moves wait in the queue; once back online with nothing to sync it hides
// after 3 s. It sits in the page's flow under the header, so it never covers the board or the
// header's buttons. The live region stays in the page so screen readers hear each change.
import { BANNER_TIMES } from '@checkers/protocol';
import { useEffect, useState } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { useOfflineStore } from '../offline-store';
import { movesToSync } from '../offline-texts';
import './offline.css';

/** The indicator's text for these facts. */
export function indicatorText(online: boolean, pending: number, aiGame: boolean): string {
  const parts: string[] = [];
  if (!online) parts.push(aiGame ? 'Playing vs AI' : 'Offline');
  if (pending > 0) parts.push(movesToSync(pending));
  return parts.length === 0 ? 'Online' : parts.join(' · ');
}

export default function ConnectionIndicatorView() {
  const online = useOfflineStore((s) => s.online);
  const pending = useOfflineStore((s) => s.pending);
  const aiGame = useAppStore((s) => s.game.mode === 'ai' && s.ui.currentSection === 'game');
  const needed = !online || pending > 0;
  const [lingering, setLingering] = useState(false);

  // Back online with nothing to sync: the indicator says so for 3 s, then hides.
  useEffect(() => {
    if (needed) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(() => setLingering(false), BANNER_TIMES.indicatorHideAfterOnlineMs);
    return () => clearTimeout(timer);
  }, [needed]);

  const visible = needed || lingering;
  const state = !online ? 'offline' : pending > 0 ? 'pending' : 'online';
  return (
    <div
      role="status"
      className={`offline-indicator offline-indicator--${state}`}
      data-testid="offline-indicator"
      hidden={!visible}
    >
      {visible ? (
        <>
          <span className="offline-indicator__dot" aria-hidden>
            ●
          </span>{' '}
          {indicatorText(online, pending, aiGame)}
        </>
      ) : null}
    </div>
  );
}
