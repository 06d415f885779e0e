// 'Select AI Difficulty' (extended §2): the spec's four levels with their subtitles, plus the
// engine's strongest level.
import { useEffect, useRef } from 'react';

/** The levels offered, in the engine's names. */
export const DIFFICULTIES = [
  { level: 'easy', name: 'Easy', subtitle: 'Good for beginners' },
  { level: 'medium', name: 'Medium', subtitle: 'Balanced gameplay' },
  { level: 'hard', name: 'Hard', subtitle: 'Challenging opponent' },
  { level: 'expert', name: 'Expert', subtitle: 'Maximum challenge' },
  { level: 'llama-master', name: 'Llama Master', subtitle: 'The strongest the engine plays' },
] as const;

export interface AiDifficultyDialogProps {
  readonly onChoose: (level: string) => void;
  readonly onCancel: () => void;
}

export function AiDifficultyDialog({ onChoose, onCancel }: AiDifficultyDialogProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="overlay" onClick={onCancel} onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <div
        className="dialog stack"
        role="dialog"
        aria-modal="true"
        aria-labelledby="ai-dialog-title"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="ai-dialog-title">Select AI Difficulty</h2>
        {DIFFICULTIES.map(({ level, name, subtitle }, index) => (
          <button
            key={level}
            ref={index === 0 ? first : undefined}
            type="button"
            className="btn btn--secondary difficulty"
            data-level={level}
            onClick={() => onChoose(level)}
          >
            <strong>{name}</strong>
            <br />
            <small>{subtitle}</small>
          </button>
        ))}
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
