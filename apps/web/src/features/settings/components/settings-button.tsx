// The `Settings` button in the page's header, on the lobby and the game alike; the dialog behind it
// (themes, the editor, sounds) loads when first opened, outside the lobby's first download. The app
// may hand in more sections for the dialog (the achievements grid), since features do not import
// each other.
import { lazy, Suspense, useState, type ReactNode } from 'react';

const SettingsDialog = lazy(() => import('./settings-dialog'));

export function SettingsButton({ extra }: { readonly extra?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small settings-button"
        aria-haspopup="dialog"
        aria-label="Settings"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden>⚙</span>
        <span className="btn__label">Settings</span>
      </button>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              Loading settings…
            </p>
          }
        >
          <SettingsDialog onClose={() => setOpen(false)} extra={extra} />
        </Suspense>
      ) : null}
    </>
  );
}
