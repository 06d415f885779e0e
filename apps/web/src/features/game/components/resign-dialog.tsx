// "Are you sure you want to resign?": focus stays inside until it is answered; Escape keeps playing.
import { DialogShell } from '../../../components/modal';

export interface ResignDialogProps {
  readonly onResign: () => void;
  readonly onCancel: () => void;
}

export function ResignDialog({ onResign, onCancel }: ResignDialogProps) {
  return (
    <DialogShell role="alertdialog" labelledBy="resign-title" onClose={onCancel} className="stack">
      <h2 id="resign-title">Are you sure you want to resign?</h2>
      <div className="row">
        <button type="button" className="btn btn--danger" onClick={onResign}>
          Resign
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
          Keep playing
        </button>
      </div>
    </DialogShell>
  );
}
