// Plays the game's sounds and vibrations. Browsers only let a page make sound after the player has
// touched it, so the AudioContext is created (or resumed) in the first pointer or key gesture; the
// synthesiser itself is loaded on demand. Vibration uses navigator.vibrate where the device has it.
import { getPreferences, type Preferences } from './preferences';
import { VIBRATION_OF, type SoundName } from './sound-packs';

let context: AudioContext | null = null;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Creates or resumes the AudioContext: call it from inside a user gesture. */
export function unlockAudio(): AudioContext | null {
  if (!getPreferences().soundEnabled) return context;
  if (context === null) {
    const Context = audioContextClass();
    if (Context === undefined) return null;
    try {
      context = new Context();
    } catch {
      return null;
    }
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Listens for gestures that may start audio (every one: a suspended context needs one again). */
export function installAudioUnlock(): () => void {
  const onGesture = (): void => {
    unlockAudio();
  };
  const events = ['pointerdown', 'keydown', 'touchend'] as const;
  for (const event of events) window.addEventListener(event, onGesture, { capture: true, passive: true });
  return () => {
    for (const event of events) window.removeEventListener(event, onGesture, { capture: true });
  };
}

/** Vibrates for a sound (light, medium or heavy) where the device can and the player wants it. */
export function vibrateFor(name: SoundName, prefs: Preferences = getPreferences()): boolean {
  if (!prefs.vibration || typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function')
    return false;
  try {
    return navigator.vibrate(VIBRATION_OF[name]);
  } catch {
    return false;
  }
}

/** Plays a sound in the chosen pack at the chosen volume (nothing before the first gesture). */
export async function playSound(name: SoundName, prefs: Preferences = getPreferences()): Promise<boolean> {
  if (!prefs.soundEnabled || prefs.volume <= 0) return false;
  const ctx = context;
  if (ctx === null) return false;
  if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
  const { playRecipe } = await import('./sound-synth');
  playRecipe(ctx, prefs.soundPack, name, prefs.volume);
  return true;
}

/** Sound and vibration for one game event. */
export function feedback(name: SoundName): void {
  const prefs = getPreferences();
  vibrateFor(name, prefs);
  void playSound(name, prefs);
}
