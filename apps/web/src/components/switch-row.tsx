// A labelled on/off switch: a checkbox with role="switch" (a screen reader says "switch, on").
import { useId, type ReactNode } from 'react';

export interface SwitchRowProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** A line under the label. */
  readonly hint?: ReactNode | undefined;
  readonly disabled?: boolean;
}

export function SwitchRow({ label, checked, onChange, hint, disabled = false }: SwitchRowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="setting-row">
      <div className="stack stack--tight">
        <label htmlFor={id}>{label}</label>
        {hint === undefined ? null : (
          <small id={hintId} className="muted">
            {hint}
          </small>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint === undefined ? undefined : hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
