// The five sound packs, synthesised with the Web Audio API (no audio files): each sound is a few
// tones (an oscillator with a gain envelope), through the pack's filter, into one master gain set to
// the volume. Loaded on demand by sound.ts, outside the lobby's first download.
import { CAPTURE_VOLUME_FACTOR, KING_PITCH, type SoundName, type SoundPackId } from './sound-packs';

/** One tone of a sound: seconds from its start, Hz, and a peak gain 0-1. */
export interface Tone {
  readonly wave: OscillatorType;
  readonly freq: number;
  /** Glides to this frequency by the end. */
  readonly to?: number;
  readonly at: number;
  readonly dur: number;
  readonly peak: number;
  /** Seconds to reach the peak (a soft attack for the zen bells). */
  readonly attack?: number;
}

/** A pack's voice: its tones per sound and the low-pass filter they go through. */
export interface PackRecipe {
  /** Low-pass cut-off in Hz. */
  readonly lowpass: number;
  readonly sounds: Readonly<Record<SoundName, readonly Tone[]>>;
}

const t = (
  wave: OscillatorType,
  freq: number,
  at: number,
  dur: number,
  peak: number,
  extra: Partial<Tone> = {},
): Tone => ({
  wave,
  freq,
  at,
  dur,
  peak,
  ...extra,
});

/** A run of notes of one wave, `step` seconds apart. */
const run = (
  wave: OscillatorType,
  freqs: readonly number[],
  step: number,
  dur: number,
  peak: number,
  extra: Partial<Tone> = {},
): Tone[] => freqs.map((freq, i) => t(wave, freq, i * step, dur, peak, extra));

// Note frequencies (equal temperament, A4 = 440 Hz).
const C4 = 261.63;
const E4 = 329.63;
const G4 = 392;
const A4 = 440;
const C5 = 523.25;
const D5 = 587.33;
const E5 = 659.25;
const G5 = 783.99;
const A5 = 880;
const C6 = 1046.5;

export const PACKS: Readonly<Record<SoundPackId, PackRecipe>> = {
  // Wooden clicks and plain triangle-wave tunes.
  classic: {
    lowpass: 6000,
    sounds: {
      move: [t('triangle', 520, 0, 0.08, 0.6, { to: 380 })],
      capture: [
        t('triangle', 640, 0, 0.07, 0.6, { to: 420 }),
        t('triangle', 480, 0.09, 0.09, 0.6, { to: 300 }),
      ],
      king: run('triangle', [C5, E5, G5], 0.08, 0.14, 0.5),
      win: run('triangle', [C5, E5, G5, C6], 0.12, 0.22, 0.5),
      lose: run('triangle', [G4, E4, C4], 0.18, 0.3, 0.5),
      draw: run('triangle', [E4, E4], 0.2, 0.2, 0.45),
      lowTime: run('triangle', [A5, A5], 0.14, 0.07, 0.5),
    },
  },
  // Clean sine blips and chords.
  modern: {
    lowpass: 12000,
    sounds: {
      move: [t('sine', 880, 0, 0.06, 0.5)],
      capture: [t('sine', 660, 0, 0.12, 0.4), t('sine', 990, 0, 0.12, 0.35)],
      king: [t('sine', 660, 0, 0.25, 0.45, { to: 1320 })],
      win: [
        t('sine', C5, 0, 0.5, 0.3),
        t('sine', E5, 0.06, 0.45, 0.3),
        t('sine', G5, 0.12, 0.4, 0.3),
        t('sine', 987.77, 0.18, 0.4, 0.25),
      ],
      lose: [t('sine', 440, 0, 0.35, 0.4, { to: 330 }), t('sine', 349.23, 0.3, 0.4, 0.4, { to: 261.63 })],
      draw: [t('sine', 740, 0, 0.3, 0.35), t('sine', 740, 0.32, 0.3, 0.35)],
      lowTime: run('sine', [1244.5, 1244.5], 0.15, 0.08, 0.4),
    },
  },
  // A soft sawtooth hum, and a "spit" for captures.
  llama: {
    lowpass: 1400,
    sounds: {
      move: [t('sawtooth', 220, 0, 0.16, 0.45, { to: 260 })],
      capture: [t('square', 900, 0, 0.12, 0.35, { to: 180 })],
      king: run('sawtooth', [330, 440, 550], 0.1, 0.16, 0.4),
      win: run('sawtooth', [262, 330, 392, 523, 392, 523], 0.1, 0.14, 0.38),
      lose: [t('sawtooth', 300, 0, 0.6, 0.42, { to: 120 })],
      draw: run('sawtooth', [247, 247], 0.22, 0.18, 0.4),
      lowTime: run('sawtooth', [494, 494], 0.16, 0.1, 0.4),
    },
  },
  // Square-wave chip tunes.
  retro: {
    lowpass: 9000,
    sounds: {
      move: [t('square', A4, 0, 0.05, 0.3)],
      capture: [t('square', A5, 0, 0.14, 0.3, { to: 220 })],
      king: run('square', [C5, E5, G5, C6], 0.05, 0.06, 0.28),
      win: run('square', [G4, C5, E5, G5, E5, G5, C6], 0.07, 0.08, 0.28),
      lose: run('square', [G4, 370, 349.23, 329.63, 311.13, 293.66], 0.1, 0.1, 0.28),
      draw: run('square', [G4, G4, G4], 0.12, 0.08, 0.28),
      lowTime: run('square', [C6, C6], 0.12, 0.05, 0.28),
    },
  },
  // Slow-attack sine bells, pentatonic, through a low-pass.
  zen: {
    lowpass: 2500,
    sounds: {
      move: [t('sine', 396, 0, 0.45, 0.45, { attack: 0.02 })],
      capture: [t('sine', 528, 0, 0.6, 0.4, { attack: 0.02 }), t('sine', 792, 0, 0.6, 0.2, { attack: 0.02 })],
      king: [t('sine', 639, 0, 0.8, 0.4, { attack: 0.03 }), t('sine', 1278, 0, 0.8, 0.15, { attack: 0.03 })],
      win: run('sine', [C5, D5, E5, G5, A5], 0.16, 0.7, 0.35, { attack: 0.03 }),
      lose: [t('sine', 174, 0, 1.4, 0.5, { attack: 0.05 }), t('sine', 261, 0, 1.2, 0.15, { attack: 0.05 })],
      draw: [t('sine', 432, 0, 0.9, 0.4, { attack: 0.05 }), t('sine', 432, 0.45, 0.9, 0.3, { attack: 0.05 })],
      lowTime: run('sine', [E5, E5], 0.3, 0.35, 0.35, { attack: 0.02 }),
    },
  },
};

/** The master gain and pitch a sound plays at: capture 1.2x volume, king 1.1x pitch. */
export function levelsOf(name: SoundName, volume: number): { gain: number; pitch: number } {
  return {
    gain: volume * (name === 'capture' ? CAPTURE_VOLUME_FACTOR : 1),
    pitch: name === 'king' ? KING_PITCH : 1,
  };
}

/** The audio-graph calls a sound needs: the part of AudioContext used (a fake one in tests). */
export type SynthContext = Pick<
  BaseAudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'createBiquadFilter'
>;

/**
 * Builds and starts one sound: tones -> envelopes -> the pack's low-pass -> master gain (volume) ->
 * the speakers. Returns the master gain node.
 */
export function playRecipe(ctx: SynthContext, pack: SoundPackId, name: SoundName, volume: number): GainNode {
  const recipe = PACKS[pack];
  const { gain, pitch } = levelsOf(name, volume);
  const now = ctx.currentTime;
  const master = ctx.createGain();
  master.gain.value = gain;
  const filter = ctx.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = recipe.lowpass;
  filter.connect(master);
  master.connect(ctx.destination);
  for (const tone of recipe.sounds[name]) {
    const start = now + tone.at;
    const end = start + tone.dur;
    const osc = ctx.createOscillator();
    osc.type = tone.wave;
    osc.frequency.setValueAtTime(tone.freq * pitch, start);
    if (tone.to !== undefined) osc.frequency.exponentialRampToValueAtTime(tone.to * pitch, end);
    const envelope = ctx.createGain();
    envelope.gain.setValueAtTime(0.0001, start);
    envelope.gain.exponentialRampToValueAtTime(tone.peak, start + (tone.attack ?? 0.005));
    envelope.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(envelope);
    envelope.connect(filter);
    osc.start(start);
    osc.stop(end + 0.02);
  }
  return master;
}
