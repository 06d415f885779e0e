// The colour a challenger plays: Random (the default), Red or Black, as three chips in a row.
import { CHALLENGE_COLORS, type ChallengeColor } from '@checkers/protocol';
import { useId } from 'react';

const LABELS: Record<ChallengeColor, string> = { random: 'Random', red: 'Red', black: 'Black' };

export function ColourChoice({
  value,
  onChange,
}: {
  readonly value: ChallengeColor;
  readonly onChange: (color: ChallengeColor) => void;
}) {
  const name = useId();
  return (
    <fieldset className="colour-choice">
      <legend className="colour-choice__legend">Your colour</legend>
      <div className="colour-choice__row">
        {CHALLENGE_COLORS.map((color) => (
          <label
            key={color}
            className={`colour-choice__option colour-choice__option--${color}${value === color ? ' colour-choice__option--on' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
            />
            <span className="colour-choice__swatch" aria-hidden="true" />
            <span>{LABELS[color]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
