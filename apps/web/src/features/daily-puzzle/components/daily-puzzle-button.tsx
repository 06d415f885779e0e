// The `Daily Puzzle` button in the page's header: the dialog behind it loads when first opened; a
// guest gets its invitation to register, the account form, and comes back.
import { lazy, type ReactNode } from 'react';
import { HeaderDialogButton, type AccountFormMode } from '../../../components/header-dialog-button';

const DailyPuzzleModal = lazy(() => import('./daily-puzzle-modal'));

export interface DailyPuzzleButtonProps {
  /** The account dialog, composed by the app (features do not import each other). */
  readonly renderAccount?: (mode: AccountFormMode, close: () => void) => ReactNode;
}

export function DailyPuzzleButton({ renderAccount }: DailyPuzzleButtonProps) {
  return (
    <HeaderDialogButton
      label="Daily Puzzle"
      icon="🧩"
      className="daily-puzzle-button"
      loadingText="Loading challenge..."
      renderAccount={renderAccount}
      renderDialog={(close, onAccount) => <DailyPuzzleModal onClose={close} onAccount={onAccount} />}
    />
  );
}
