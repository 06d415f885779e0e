// 'Select AI Difficulty': the spec's four levels with their subtitles, plus the engine's strongest
// level, weakest first. The levels are the dialog's main actions (the first one takes focus);
// Cancel is the secondary one.
import { DialogShell } from '../../../components/modal';

/** The levels offered, in the engine's names, weakest first. */
export const DIFFICULTIES = [
  { level: 'easy', name: 'Easy', subtitle: 'Good for beginners' },
  { level: 'medium', name: 'Medium', subtitle: 'Balanced gameplay' },
  { level: 'hard', name: 'Hard', subtitle: 'Challenging opponent' },
  { level: 'expert', name: 'Expert', subtitle: 'Maximum challenge' },
  { level: 'llama-master', name: 'Llama Master', subtitle: 'Strongest: the engine at full strength' },
] as const;

export interface AiDifficultyDialogProps {
  readonly onChoose: (level: string) => void;
  readonly onCancel: () => void;
}

export function AiDifficultyDialog({ onChoose, onCancel }: AiDifficultyDialogProps) {
  return (
    <DialogShell labelledBy="ai-dialog-title" onClose={onCancel} className="stack">
      <h2 id="ai-dialog-title">Select AI Difficulty</h2>
      <p className="muted">From the gentlest to the strongest.</p>
      {DIFFICULTIES.map(({ level, name, subtitle }, index) => (
        <button
          key={level}
          type="button"
          className="btn difficulty"
          data-level={level}
          {...(index === 0 ? { 'data-autofocus': true } : {})}
          onClick={() => onChoose(level)}
        >
          <strong>{name}</strong>
          <br />
          <small>{subtitle}</small>
        </button>
      ))}
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        Cancel
      </button>
    </DialogShell>
  );
}
