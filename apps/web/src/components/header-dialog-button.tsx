// A header button that opens a dialog loaded on first use (outside the lobby's first download). A
// guest the dialog invites to register gets the account form the app hands in (`renderAccount`),
// and comes back to the dialog afterwards. The Achievements and Daily Puzzle buttons are this.
import { Suspense, useState, type ReactNode } from 'react';

/** Which account form a guest asked for. */
export type AccountFormMode = 'signin' | 'register';

export interface HeaderDialogButtonProps {
  /** The button's name (also its accessible name: the label hides on a phone). */
  readonly label: string;
  readonly icon: string;
  readonly className: string;
  /** Said to screen readers while the dialog's code loads. */
  readonly loadingText: string;
  /** The dialog (a lazy component); `onAccount` is there when the app gave an account form. */
  readonly renderDialog: (
    close: () => void,
    onAccount: ((mode: AccountFormMode) => void) | undefined,
  ) => ReactNode;
  /** The account dialog, composed by the app (features do not import each other). */
  readonly renderAccount?: (mode: AccountFormMode, close: () => void) => ReactNode;
}

type Showing =
  | { readonly kind: 'closed' }
  | { readonly kind: 'dialog' }
  | { readonly kind: 'account'; readonly mode: AccountFormMode };

export function HeaderDialogButton(props: HeaderDialogButtonProps) {
  const { label, icon, className, loadingText, renderDialog, renderAccount } = props;
  const [showing, setShowing] = useState<Showing>({ kind: 'closed' });
  const onAccount =
    renderAccount === undefined
      ? undefined
      : (mode: AccountFormMode) => setShowing({ kind: 'account', mode });
  return (
    <>
      <button
        type="button"
        className={`btn btn--secondary btn--small ${className}`}
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => setShowing({ kind: 'dialog' })}
      >
        <span aria-hidden>{icon}</span>
        <span className="btn__label">{label}</span>
      </button>
      {showing.kind === 'dialog' ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              {loadingText}
            </p>
          }
        >
          {renderDialog(() => setShowing({ kind: 'closed' }), onAccount)}
        </Suspense>
      ) : null}
      {showing.kind === 'account' && renderAccount !== undefined
        ? renderAccount(showing.mode, () => setShowing({ kind: 'dialog' }))
        : null}
    </>
  );
}
