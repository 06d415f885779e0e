// The connection indicator as app.tsx places it: the view (connection-indicator-view.tsx) loads just
// after the page's first download, before the network can be lost.
import { lazy, Suspense } from 'react';

const View = lazy(() => import('./connection-indicator-view'));

export function ConnectionIndicator() {
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
