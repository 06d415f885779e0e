// Values read from the environment, shared by config.ts and the settings it gathers.

/** Reads a whole number of the environment (`fallback` when unset). */
export function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}
