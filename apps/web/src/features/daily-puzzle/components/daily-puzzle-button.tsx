// The `Daily Puzzle` button in the page's header (CONTRACTS "Names"). The modal behind it loads when
// first opened, outside the lobby's first download. A guest gets the modal's invitation to register
// and the account dialog the app hands in (`renderAccount`), then comes back to the modal.
import { lazy, Suspense, useState, type ReactNode } from 'react';

const DailyPuzzleModal = lazy(() => import('./daily-puzzle-modal'));

/** Which account form a guest asked for. */
type AccountFormMode = 'signin' | 'register';

export interface DailyPuzzleButtonProps {
  /** The account dialog, composed by the app (features do not import each other). */
  readonly renderAccount?: (mode: AccountFormMode, close: () => void) => ReactNode;
}

type Showing =
  | { readonly kind: 'closed' }
  | { readonly kind: 'modal' }
  | { readonly kind: 'account'; readonly mode: AccountFormMode };

export function DailyPuzzleButton({ renderAccount }: DailyPuzzleButtonProps) {
  const [showing, setShowing] = useState<Showing>({ kind: 'closed' });
  const onAccount =
    renderAccount === undefined
      ? undefined
      : (mode: AccountFormMode) => setShowing({ kind: 'account', mode });
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small daily-puzzle-button"
        aria-haspopup="dialog"
        aria-label="Daily Puzzle"
        onClick={() => setShowing({ kind: 'modal' })}
      >
        <span aria-hidden>🧩</span>
        <span className="btn__label">Daily Puzzle</span>
      </button>
      {showing.kind === 'modal' ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              Loading challenge...
            </p>
          }
        >
          <DailyPuzzleModal onClose={() => setShowing({ kind: 'closed' })} onAccount={onAccount} />
        </Suspense>
      ) : null}
      {showing.kind === 'account' && renderAccount !== undefined
        ? renderAccount(showing.mode, () => setShowing({ kind: 'modal' }))
        : null}
    </>
  );
}
