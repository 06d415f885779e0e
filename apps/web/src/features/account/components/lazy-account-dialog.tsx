// The Sign in / Register dialog, loaded when first opened: its form, the country list and the
// password rules stay out of the lobby's first download.
import { lazy, Suspense } from 'react';
import type { AccountDialogProps } from './account-dialog';

const AccountDialogChunk = lazy(async () => ({ default: (await import('./account-dialog')).AccountDialog }));

export function LazyAccountDialog(props: AccountDialogProps) {
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <AccountDialogChunk {...props} />
    </Suspense>
  );
}
