// The daily puzzle's own dialog frame: the shared Modal (Escape, the backdrop and Close shut it;
// focus stays inside), but focus starts on the body, not on Close, so Enter can submit a solution
// instead of pressing the focused button.
import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal';

export interface DailyDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function DailyDialog({ title, onClose, children }: DailyDialogProps) {
  return (
    <Modal title={title} onClose={onClose} size="wide" className="daily" focusClose={false}>
      {/* Focus starts here (not on Close), so Enter means "submit" until a control is chosen. */}
      <div className="daily__body stack" tabIndex={-1} data-autofocus>
        {children}
      </div>
    </Modal>
  );
}
