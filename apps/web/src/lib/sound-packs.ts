// The sound packs and the sounds each one has, and the spec's constants for playing them. Names
// only: the synthesiser (sound-synth.ts) loads on demand.

export const SOUND_PACKS = [
  { id: 'classic', name: 'Classic' },
  { id: 'modern', name: 'Modern' },
  { id: 'llama', name: 'Llama' },
  { id: 'retro', name: '8-bit Retro' },
  { id: 'zen', name: 'Zen' },
] as const;

export type SoundPackId = (typeof SOUND_PACKS)[number]['id'];

/** `lowTime`: the player's own clock has just run low (timed games). */
export const SOUND_NAMES = ['move', 'capture', 'king', 'win', 'lose', 'draw', 'lowTime'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export const DEFAULT_SOUND_PACK: SoundPackId = 'classic';
/** Default volume, 0-1. */
export const DEFAULT_VOLUME = 0.5;
/** A capture plays at 1.2 times the volume; a king at 1.1 times the pitch. */
export const CAPTURE_VOLUME_FACTOR = 1.2;
export const KING_PITCH = 1.1;

/** Vibration lengths in ms. */
export const VIBRATION = { light: 50, medium: 100, heavy: 200 } as const;

/**
 * Which vibration each sound gets (the spec gives the three lengths, not the events): a plain move
 * is light, a capture or a crowning medium, the end of the game heavy.
 */
export const VIBRATION_OF: Readonly<Record<SoundName, number>> = {
  move: VIBRATION.light,
  capture: VIBRATION.medium,
  king: VIBRATION.medium,
  win: VIBRATION.heavy,
  lose: VIBRATION.heavy,
  draw: VIBRATION.heavy,
  lowTime: VIBRATION.medium,
};

export const isSoundPackId = (value: unknown): value is SoundPackId =>
  SOUND_PACKS.some((pack) => pack.id === value);

/** Volume clamped to 0-1; anything not a number is the default. */
export const clampVolume = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : DEFAULT_VOLUME;
