// "Are you sure you want to resign?": focus stays inside until it is answered; Escape keeps playing.
import { useFocusTrap } from '../../../components/use-focus-trap';

export interface ResignDialogProps {
  readonly onResign: () => void;
  readonly onCancel: () => void;
}

export function ResignDialog({ onResign, onCancel }: ResignDialogProps) {
  const ref = useFocusTrap<HTMLDivElement>({ onEscape: onCancel });
  return (
    <div className="overlay" onClick={onCancel}>
      <div
        ref={ref}
        tabIndex={-1}
        className="dialog stack"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="resign-title"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="resign-title">Are you sure you want to resign?</h2>
        <div className="row">
          <button type="button" className="btn btn--danger" onClick={onResign}>
            Resign
          </button>
          <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
            Keep playing
          </button>
        </div>
      </div>
    </div>
  );
}
