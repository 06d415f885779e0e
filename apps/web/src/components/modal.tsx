// A modal dialog: a titled box over a dimmed page, closed by its Close button, Escape or the backdrop.
import { useEffect, useId, useRef, type ReactNode } from 'react';

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
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div
      className="overlay"
      onClick={onClose}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Only the innermost dialog closes.
        event.stopPropagation();
        onClose();
      }}
    >
      <div
        className={`dialog dialog--${size} stack`}
        role="dialog"
        aria-modal="true"
        {...(label === undefined ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button ref={close} type="button" className="btn btn--secondary btn--small" onClick={onClose}>
            Close
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
