// A yes-or-no question before an action that cannot be undone (remove a friend, block a user).
import { Modal } from '../../../components/modal';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly question: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmDialog({ title, question, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{question}</p>
      <div className="row">
        <button type="button" className="btn btn--danger" onClick={onConfirm}>
          Confirm
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
