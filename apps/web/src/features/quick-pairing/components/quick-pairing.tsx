// The lobby's slot for quick pairing and seeks: the cards load on their own, after the lobby.
import { lazy, Suspense } from 'react';
import { LoadBoundary } from '../../../components/load-boundary';

const QuickPairingPanel = lazy(() => import('./quick-pairing-panel'));

export function QuickPairing() {
  return (
    <LoadBoundary onError={() => undefined}>
      <Suspense fallback={null}>
        <QuickPairingPanel />
      </Suspense>
    </LoadBoundary>
  );
}
