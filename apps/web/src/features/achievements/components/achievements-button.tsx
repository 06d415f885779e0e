// The `Achievements` button in the page's header, for guests and accounts alike. The modal behind it
// loads when first opened, outside the lobby's first download. A guest invited to register gets the
// account dialog the app hands in (`renderAccount`), and comes back to the modal afterwards.
import { lazy, Suspense, useState, type ReactNode } from 'react';

const AchievementsModal = lazy(() => import('./achievements-modal'));

/** Which account form a guest asked for. */
export type AccountFormMode = 'signin' | 'register';

export interface AchievementsButtonProps {
  /** The account dialog, composed by the app (features do not import each other). */
  readonly renderAccount?: (mode: AccountFormMode, close: () => void) => ReactNode;
}

type Showing =
  | { readonly kind: 'closed' }
  | { readonly kind: 'modal' }
  | { readonly kind: 'account'; readonly mode: AccountFormMode };

export function AchievementsButton({ renderAccount }: AchievementsButtonProps) {
  const [showing, setShowing] = useState<Showing>({ kind: 'closed' });
  const onAccount =
    renderAccount === undefined
      ? undefined
      : (mode: AccountFormMode) => setShowing({ kind: 'account', mode });
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small achievements-button"
        aria-haspopup="dialog"
        aria-label="Achievements"
        onClick={() => setShowing({ kind: 'modal' })}
      >
        <span aria-hidden>🏆</span>
        <span className="btn__label">Achievements</span>
      </button>
      {showing.kind === 'modal' ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              Loading achievements…
            </p>
          }
        >
          <AchievementsModal onClose={() => setShowing({ kind: 'closed' })} onAccount={onAccount} />
        </Suspense>
      ) : null}
      {showing.kind === 'account' && renderAccount !== undefined
        ? renderAccount(showing.mode, () => setShowing({ kind: 'modal' }))
        : null}
    </>
  );
}
