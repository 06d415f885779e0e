// The password policy: at least 8 characters (the protocol's schema) and not guessable, as judged by
// zxcvbn-ts with its common-password and diceware dictionaries (a maintained list, not one typed
// here): "password", "12345678", "qwertyuiop", "iloveyou1", eight spaces and the like score below 2
// (fewer than a million guesses) and are refused. Server-side only: the dictionaries are ~1 MB and
// stay out of the web bundle. The checker is built on first use (about 75 ms), not at start-up.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's score a password must reach: 2 is "somewhat guessable" (at least 10^6 guesses). */
export const MIN_PASSWORD_SCORE = 2;

// zxcvbn's time grows with the length of what it is given (tens of ms past 100 characters of
// repeats); the first 64 characters say all it needs about a password's weakness.
const CHECKED_LENGTH = 64;

let checker: ZxcvbnFactory | undefined;

/**
 * True when the password is strong enough. `related` are the user's own words (username, display
 * name), which a password may not merely repeat.
 */
export function acceptablePassword(password: string, related: readonly string[] = []): boolean {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const words = related.filter((word) => word.length >= 3);
  return checker.check(password.slice(0, CHECKED_LENGTH), words).score >= MIN_PASSWORD_SCORE;
}
