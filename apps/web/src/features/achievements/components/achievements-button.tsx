// The `Achievements` button in the page's header, for guests and accounts alike: the dialog behind it
// loads when first opened; a guest invited to register gets the account form and comes back.
import { lazy, type ReactNode } from 'react';
import { HeaderDialogButton, type AccountFormMode } from '../../../components/header-dialog-button';

const AchievementsModal = lazy(() => import('./achievements-modal'));

export type { AccountFormMode };

export interface AchievementsButtonProps {
  /** The account dialog, composed by the app (features do not import each other). */
  readonly renderAccount?: (mode: AccountFormMode, close: () => void) => ReactNode;
}

export function AchievementsButton({ renderAccount }: AchievementsButtonProps) {
  return (
    <HeaderDialogButton
      label="Achievements"
      icon="🏆"
      className="achievements-button"
      loadingText="Loading achievements…"
      renderAccount={renderAccount}
      renderDialog={(close, onAccount) => <AchievementsModal onClose={close} onAccount={onAccount} />}
    />
  );
}
