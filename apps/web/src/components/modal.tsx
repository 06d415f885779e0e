// Modal dialogs. DialogShell is the frame every one of them shares: a box over a dimmed page, closed
// by Escape and (unless told otherwise) a click on the backdrop; focus stays inside while it is open
// and returns to the opener when it closes. Modal adds the usual head: a title and a Close button.
import { useId, type CSSProperties, type FormEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useFocusTrap } from './use-focus-trap';

/** normal: a small box; wide: a wider one that scrolls; sheet: a page-wide sheet from the top. */
export type DialogSize = 'normal' | 'wide' | 'sheet';

const BOX_CLASS: Record<DialogSize, string> = {
  normal: 'dialog',
  wide: 'dialog dialog--wide',
  sheet: 'sheet',
};

export interface DialogShellProps {
  /** The id of the element that names the dialog, usually its title. */
  readonly labelledBy?: string;
  /** The dialog's accessible name, where no element in it names it. */
  readonly label?: string;
  /** 'alertdialog' for a question that must be answered before going on. */
  readonly role?: 'dialog' | 'alertdialog';
  /** Escape, and a click on the backdrop unless closeOnBackdrop is false. */
  readonly onClose: () => void;
  readonly closeOnBackdrop?: boolean;
  readonly size?: DialogSize;
  /** Classes added to the box's own. */
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly testId?: string;
  /** Makes the box a form (checked by the dialog itself, not the browser). */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  readonly children: ReactNode;
}

const keepInside = (event: MouseEvent): void => event.stopPropagation();

export function DialogShell(props: DialogShellProps) {
  const { size = 'normal', closeOnBackdrop = true, onClose, onSubmit } = props;
  const box = useFocusTrap<HTMLElement>({ onEscape: onClose });
  const boxProps = {
    tabIndex: -1,
    className: props.className === undefined ? BOX_CLASS[size] : `${BOX_CLASS[size]} ${props.className}`,
    role: props.role ?? 'dialog',
    'aria-modal': true,
    'aria-labelledby': props.labelledBy,
    'aria-label': props.label,
    style: props.style,
    'data-testid': props.testId,
    // A click inside is not one on the backdrop.
    onClick: closeOnBackdrop ? keepInside : undefined,
  };
  return (
    <div
      className={size === 'sheet' ? 'overlay overlay--sheet' : 'overlay'}
      role="presentation"
      onClick={closeOnBackdrop ? onClose : undefined}
    >
      {onSubmit === undefined ? (
        <div ref={box as Ref<HTMLDivElement>} {...boxProps}>
          {props.children}
        </div>
      ) : (
        <form ref={box as Ref<HTMLFormElement>} {...boxProps} onSubmit={onSubmit} noValidate>
          {props.children}
        </form>
      )}
    </div>
  );
}

export interface ModalProps {
  readonly title: ReactNode;
  /** The dialog's accessible name when the title is not plain text. */
  readonly label?: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly size?: DialogSize;
  /** Classes added to the box's own. */
  readonly className?: string;
  readonly closeOnBackdrop?: boolean;
  /**
   * Focus starts on Close (the default); false leaves it to the element in the body marked
   * `data-autofocus`, else the first control.
   */
  readonly focusClose?: boolean;
}

export function Modal({
  title,
  label,
  onClose,
  children,
  size,
  className,
  closeOnBackdrop,
  focusClose = true,
}: ModalProps) {
  const titleId = useId();
  return (
    <DialogShell
      {...(label === undefined ? { labelledBy: titleId } : { label })}
      onClose={onClose}
      size={size}
      className={className === undefined ? 'stack' : `stack ${className}`}
      closeOnBackdrop={closeOnBackdrop}
    >
      <div className="dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={onClose}
          {...(focusClose ? { 'data-autofocus': true } : {})}
        >
          Close
        </button>
      </div>
      {children}
    </DialogShell>
  );
}
