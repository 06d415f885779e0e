// The time control a room is created with: Untimed (the default, as before), the five clock presets,
// a custom clock (minutes + increment within the server's bounds) or correspondence (days per move).
// A compact grid of choices (the home page's Play now card, the challenge form); Custom and
// Correspondence open their fields.
import {
  CLOCK_BOUNDS,
  TIME_CONTROL_PRESETS,
  formatTimeControl,
  timeControlSchema,
  type TimeControl,
} from '@checkers/protocol';
import { useId } from 'react';
import './time-control.css';

/** What the player has chosen, as the fields hold it. */
export interface TimeControlDraft {
  /** 'untimed', a preset's text ('3+2'), 'custom' or 'correspondence'. */
  readonly choice: string;
  /** Custom: minutes (0.5 to 180) and increment in seconds (0 to 60), as typed. */
  readonly minutes: string;
  readonly increment: string;
  /** Correspondence: days per move. */
  readonly days: number;
}

export const UNTIMED_DRAFT: TimeControlDraft = { choice: 'untimed', minutes: '5', increment: '3', days: 1 };

const PRESETS = TIME_CONTROL_PRESETS.map((control) => ({ id: formatTimeControl(control), control }));
const CHOICES = [
  { id: 'untimed', label: 'Untimed' },
  ...PRESETS.map(({ id }) => ({ id, label: id })),
  { id: 'custom', label: 'Custom' },
  { id: 'correspondence', label: 'Correspondence' },
];
const DAYS = Array.from(
  { length: CLOCK_BOUNDS.maxDaysPerMove - CLOCK_BOUNDS.minDaysPerMove + 1 },
  (_, i) => CLOCK_BOUNDS.minDaysPerMove + i,
);

/**
 * The control a draft stands for: `control` undefined for untimed (the create-room body leaves it
 * out), or the error to show, in the server's words, when a custom clock is out of bounds.
 */
export function controlOfDraft(draft: TimeControlDraft): { control?: TimeControl; error?: string } {
  if (draft.choice === 'untimed') return {};
  const preset = PRESETS.find(({ id }) => id === draft.choice);
  if (preset !== undefined) return { control: preset.control };
  const candidate =
    draft.choice === 'correspondence'
      ? { kind: 'correspondence', daysPerMove: draft.days }
      : {
          kind: 'clock',
          initialSeconds: Math.round(Number(draft.minutes.trim() || NaN) * 60),
          incrementSeconds: Number(draft.increment.trim() || NaN),
        };
  if (candidate.kind === 'clock' && !Number.isFinite(candidate.initialSeconds))
    return { error: 'Enter the minutes for each side (0.5 to 180)' };
  if (candidate.kind === 'clock' && !Number.isFinite(candidate.incrementSeconds))
    return { error: 'Enter the increment in seconds (0 to 60)' };
  const parsed = timeControlSchema.safeParse(candidate);
  return parsed.success ? { control: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Invalid' };
}

export interface TimeControlPickerProps {
  readonly value: TimeControlDraft;
  readonly onChange: (draft: TimeControlDraft) => void;
  /** Why the last try was refused (out of bounds, or the server's message). */
  readonly error: string | null;
  /** The group's name for screen readers only, where a heading above already says what it is for. */
  readonly legendHidden?: boolean;
  /** Whether Untimed and Correspondence are offered (a tournament's games must end on a clock). */
  readonly untimed?: boolean;
  readonly correspondence?: boolean;
}

export function TimeControlPicker({
  value,
  onChange,
  error,
  legendHidden = false,
  untimed = true,
  correspondence = true,
}: TimeControlPickerProps) {
  const id = useId();
  const choices = CHOICES.filter(
    ({ id: choice }) => (untimed || choice !== 'untimed') && (correspondence || choice !== 'correspondence'),
  );
  const set = (patch: Partial<TimeControlDraft>): void => onChange({ ...value, ...patch });
  return (
    <fieldset className="time-control">
      <legend className={legendHidden ? 'visually-hidden' : 'time-control__legend'}>Time control</legend>
      <div className="time-control__grid">
        {choices.map(({ id: choice, label }) => (
          <label
            key={choice}
            className={`time-control__option${label.length > 7 ? ' time-control__option--wide' : ''}${value.choice === choice ? ' time-control__option--on' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-time-control`}
              value={choice}
              checked={value.choice === choice}
              onChange={() => set({ choice })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {value.choice === 'custom' ? (
        <div className="time-control__fields">
          <label>
            Minutes
            <input
              type="number"
              inputMode="decimal"
              min={CLOCK_BOUNDS.minInitialSeconds / 60}
              max={CLOCK_BOUNDS.maxInitialSeconds / 60}
              step={0.5}
              value={value.minutes}
              onChange={(event) => set({ minutes: event.target.value })}
            />
          </label>
          <label>
            Increment (s)
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={CLOCK_BOUNDS.maxIncrementSeconds}
              step={1}
              value={value.increment}
              onChange={(event) => set({ increment: event.target.value })}
            />
          </label>
        </div>
      ) : null}
      {value.choice === 'correspondence' ? (
        <div className="time-control__fields">
          <label>
            Days per move
            <select value={value.days} onChange={(event) => set({ days: Number(event.target.value) })}>
              {DAYS.map((days) => (
                <option key={days} value={days}>
                  {days === 1 ? '1 day' : `${days} days`}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {error !== null ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
