// The Settings dialog: theme and the custom theme editor, sound, volume, sound pack, notation,
// board coordinates, move animations, legal-move hints, the chat with the opponent, the
// accessibility mode, and the sections the app hands in (the achievements grid by category). Focus
// stays inside and Escape closes it (the shared Modal). Loaded on demand by SettingsButton.
import { useId, type ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { useNotation, type Notation } from '../../../lib/notation-preference';
import { setPreferences, usePreferences } from '../../../lib/preferences';
import { SoundSettings } from './sound-settings';
import { SwitchRow } from '../../../components/switch-row';
import { ThemePicker } from './theme-picker';

const NOTATION_CHOICES: readonly (readonly [Notation, string])[] = [
  ['algebraic', 'Algebraic'],
  ['numeric', 'Numeric'],
];

const systemReducesMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface SettingsDialogProps {
  readonly onClose: () => void;
  /** More sections, shown last (the achievements grid). */
  readonly extra?: ReactNode;
}

export default function SettingsDialog({ onClose, extra }: SettingsDialogProps) {
  const prefs = usePreferences();
  const [notation, setNotation] = useNotation();
  const id = useId();
  const reduced = systemReducesMotion();

  return (
    <Modal title="Settings" onClose={onClose} size="wide">
      <div className="settings stack">
        <ThemePicker />
        <div className="settings__section">
          <div className="setting-row">
            <span id={`${id}-notation`} className="picker__label">
              Notation
            </span>
            <div role="radiogroup" aria-labelledby={`${id}-notation`} className="segmented">
              {NOTATION_CHOICES.map(([value, label]) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`${id}-notation`}
                    value={value}
                    checked={notation === value}
                    onChange={() => setNotation(value)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </div>
          <SwitchRow
            label="Board coordinates"
            hint="Each dark square's name, or its number in numeric notation."
            checked={prefs.showCoordinates}
            onChange={(showCoordinates) => setPreferences({ showCoordinates })}
          />
          <SwitchRow
            label="Show legal moves"
            checked={prefs.showMoveHints}
            onChange={(showMoveHints) => setPreferences({ showMoveHints })}
          />
          <SwitchRow
            label="Move animations"
            hint={reduced ? 'Off while your system asks for reduced motion.' : undefined}
            checked={prefs.animations && !reduced}
            disabled={reduced}
            onChange={(animations) => setPreferences({ animations })}
          />
        </div>
        <SoundSettings />
        <section className="settings__section" aria-labelledby={`${id}-chat`}>
          <h3 id={`${id}-chat`}>Chat</h3>
          <SwitchRow
            label="Game chat"
            hint="Talk with your opponent during online games. Off, it is hidden and nothing is sent."
            checked={prefs.gameChat}
            onChange={(gameChat) => setPreferences({ gameChat })}
          />
        </section>
        <section className="settings__section" aria-labelledby={`${id}-a11y`}>
          <h3 id={`${id}-a11y`}>Accessibility</h3>
          <SwitchRow
            label="Accessibility"
            hint="High contrast, a large focus ring, and every move read out in full words."
            checked={prefs.accessibility}
            onChange={(accessibility) => setPreferences({ accessibility })}
          />
        </section>
        {extra}
      </div>
    </Modal>
  );
}
