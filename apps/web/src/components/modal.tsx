// A modal dialog: a titled box over a dimmed page, closed by its Close button, Escape or the backdrop.
// Focus stays inside while it is open and returns to the opener when it closes.
import { useId, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  readonly title: ReactNode;
  /** The dialog's accessible name when the title is not plain text. */
  readonly label?: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly size?: 'normal' | 'wide';
}

export function Modal({ title, label, onClose, children, size = 'normal' }: ModalProps) {
  const titleId = useId();
  const dialog = useFocusTrap<HTMLDivElement>({ onEscape: onClose });
  return (
    <div className="overlay" onClick={onClose}>
      <div
        ref={dialog}
        className={`dialog dialog--${size} stack`}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        {...(label === undefined ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn btn--secondary btn--small" onClick={onClose} data-autofocus>
            Close
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
