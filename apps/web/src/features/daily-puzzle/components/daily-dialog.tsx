// The daily puzzle's own dialog frame: like the shared Modal (Escape, the backdrop and Close shut
// it; focus stays inside), but focus starts on the dialog itself, not on Close, so Enter can submit
// a solution (extended §2) instead of pressing the focused button.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useFocusTrap } from '../../../components/use-focus-trap';

export interface DailyDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function DailyDialog({ title, onClose, children }: DailyDialogProps) {
  const titleId = useId();
  const dialog = useFocusTrap<HTMLDivElement>({ onEscape: onClose });
  return (
    <div className="overlay" onClick={onClose}>
      <div
        ref={dialog}
        className="dialog dialog--wide stack daily"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn btn--secondary btn--small" onClick={onClose}>
            Close
          </button>
        </div>
        {/* Focus starts here (not on Close), so Enter means "submit" until a control is chosen. */}
        <div className="daily__body stack" tabIndex={-1} data-autofocus>
          {children}
        </div>
      </div>
    </div>
  );
}
