// Sound settings: the Sound switch, the Volume slider 0-100 (stored 0-1), the Sound pack, a sample,
// and vibration where the device has it.
import { useId } from 'react';
import { setPreferences, usePreferences } from '../../../lib/preferences';
import { playSound, unlockAudio } from '../../../lib/sound';
import { SOUND_PACKS, isSoundPackId, type SoundName } from '../../../lib/sound-packs';
import { SwitchRow } from '../../../components/switch-row';

const SAMPLES: readonly (readonly [SoundName, string])[] = [
  ['move', 'Move'],
  ['capture', 'Capture'],
  ['king', 'King'],
  ['win', 'Win'],
];

const canVibrate = (): boolean => typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';

export function SoundSettings() {
  const prefs = usePreferences();
  const volumeId = useId();
  const packId = useId();
  const percent = Math.round(prefs.volume * 100);
  const sample = (sound: SoundName): void => {
    unlockAudio();
    void playSound(sound);
  };
  return (
    <section className="settings__section" aria-labelledby={`${packId}-heading`}>
      <h3 id={`${packId}-heading`}>Sound</h3>
      <SwitchRow
        label="Sound"
        checked={prefs.soundEnabled}
        onChange={(soundEnabled) => {
          setPreferences({ soundEnabled });
          if (soundEnabled) unlockAudio();
        }}
      />
      <div className="setting-row">
        <label htmlFor={volumeId}>Volume</label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={1}
          value={percent}
          aria-valuetext={`${percent}%`}
          disabled={!prefs.soundEnabled}
          onChange={(event) => setPreferences({ volume: Number(event.target.value) / 100 })}
        />
        <output htmlFor={volumeId} aria-hidden>
          {percent}
        </output>
      </div>
      <div className="setting-row">
        <label htmlFor={packId}>Sound pack</label>
        <select
          id={packId}
          value={prefs.soundPack}
          onChange={(event) => {
            if (isSoundPackId(event.target.value)) setPreferences({ soundPack: event.target.value });
            sample('move');
          }}
        >
          {SOUND_PACKS.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {pack.name}
            </option>
          ))}
        </select>
      </div>
      <div className="row" role="group" aria-label="Play a sample">
        <span className="muted" aria-hidden>
          Play a sample:
        </span>
        {SAMPLES.map(([sound, label]) => (
          <button
            key={sound}
            type="button"
            className="btn btn--secondary btn--small"
            disabled={!prefs.soundEnabled}
            onClick={() => sample(sound)}
          >
            {label}
          </button>
        ))}
      </div>
      {canVibrate() ? (
        <SwitchRow
          label="Vibration"
          hint="Short for a move, longer for a capture or a crowning, longest at the end of a game."
          checked={prefs.vibration}
          onChange={(vibration) => setPreferences({ vibration })}
        />
      ) : null}
    </section>
  );
}
