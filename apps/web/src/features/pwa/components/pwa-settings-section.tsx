// The Settings sections of this feature, loaded only when the dialog opens (outside the lobby's
// first download); app.tsx hands this to the Settings dialog.
import { lazy, Suspense } from 'react';

const PwaSettings = lazy(async () => ({ default: (await import('../pwa-lazy')).PwaSettings }));

export function PwaSettingsSection() {
  return (
    <Suspense fallback={null}>
      <PwaSettings />
    </Suspense>
  );
}
