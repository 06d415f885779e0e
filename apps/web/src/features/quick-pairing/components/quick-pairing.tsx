// The home page's slot for quick pairing and seeks: the cards load on their own, after the page.
import { lazy, Suspense } from 'react';
import { LoadBoundary } from '../../../components/load-boundary';
import type { QuickPairingPanelProps } from './quick-pairing-panel';

const QuickPairingPanel = lazy(() => import('./quick-pairing-panel'));

export function QuickPairing(props: QuickPairingPanelProps) {
  return (
    <LoadBoundary onError={() => undefined}>
      <Suspense fallback={null}>
        <QuickPairingPanel {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
