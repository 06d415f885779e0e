// Where app.tsx puts the install and update banners: nothing (and nothing downloaded) until the
// browser offers installation or a new version waits.
import { lazy, Suspense } from 'react';
import { usePwaStore } from '../pwa-store';

const Banners = lazy(async () => ({ default: (await import('../pwa-lazy')).PwaBannersView }));

export function PwaBanners() {
  const needed = usePwaStore((s) => s.installPrompt !== null || s.updateAvailable);
  return needed ? (
    <Suspense fallback={null}>
      <Banners />
    </Suspense>
  ) : null;
}
