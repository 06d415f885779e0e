// The password policy: at least 8 characters (the protocol's schema) and not guessable, as judged by
// zxcvbn-ts with its common-password and diceware dictionaries (a maintained list, not one typed
// here): "password", "12345678", "qwertyuiop", "iloveyou1", eight spaces and the like score below 2
// (fewer than a million guesses) and are refused. Server-side only: the dictionaries are ~1 MB and
// stay out of the web bundle. They are loaded and the checker built on first use (about 75 ms), not
// at start-up: held from the start they were 2.9 MB of every node's heap, marked by every full
// collection, on nodes that may never see a sign-up.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's score a password must reach: 2 is "somewhat guessable" (at least 10^6 guesses). */
export const MIN_PASSWORD_SCORE = 2;

// zxcvbn's time grows with the length of what it is given (tens of ms past 100 characters of
// repeats); the first 64 characters say all it needs about a password's weakness.
const CHECKED_LENGTH = 64;

let checker: Promise<ZxcvbnFactory> | undefined;

async function loadChecker(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
}

/**
 * True when the password is strong enough. `related` are the user's own words (username, display
 * name), which a password may not merely repeat.
 */
export async function acceptablePassword(
  password: string,
  related: readonly string[] = [],
): Promise<boolean> {
  // A failed load is not kept: the next sign-up tries again.
  checker ??= loadChecker().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  const words = related.filter((word) => word.length >= 3);
  return (await checker).check(password.slice(0, CHECKED_LENGTH), words).score >= MIN_PASSWORD_SCORE;
}
