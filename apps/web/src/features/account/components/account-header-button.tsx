// Sign in from the header, one tap away wherever the home page is scrolled (the guest's card further
// down has Register too). A signed-in player's account is on the home page's card.
import { useState } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { LazyAccountDialog } from './lazy-account-dialog';

export function AccountHeaderButton() {
  const signedIn = useAppStore((s) => s.user.account !== null);
  const [open, setOpen] = useState(false);
  if (signedIn) return null;
  // The opener steps aside while the dialog is open, so the name names the dialog's button only.
  return open ? (
    <LazyAccountDialog initialMode="signin" onClose={() => setOpen(false)} />
  ) : (
    <button type="button" className="btn btn--small account-header-button" onClick={() => setOpen(true)}>
      Sign in
    </button>
  );
}
