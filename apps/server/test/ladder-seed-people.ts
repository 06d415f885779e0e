// The accounts of a seeded ladder: deterministic ids, usernames, display names, countries and a
// hidden playing strength that decides their games. Pure: a seeded generator in, accounts out.
import { randomInt, type Random } from '@checkers/engine';
import type { Region } from '@checkers/protocol';
import { regionOf } from '../src/modules/accounts/index.js';

/** One element of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  return items[randomInt(random, items.length)] as T;
}

/** An account as the seed makes it. */
export interface SeedPerson {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly country: string | null;
  readonly region: Region;
  /** Hidden playing strength on the rating scale: decides who wins, never stored. */
  readonly strength: number;
}

// Several first syllables shared by many names, so that two-to-four-letter prefix searches find
// from a handful to thousands of players.
const PREFIXES = (
  'King Red Black Crown Jump Swift Draught Check Board Piece Dark Light Quick Sly Bold Max Ace Zen ' +
  'Neo Kai Lee Ann Mar Sam Tom Eva Jo Li'
).split(' ');
const WORDS =
  'mover jumper master player fox hawk wolf rider crown runner sage storm blade pawn star x'.split(' ');
const SEPARATORS = ['', '', '_', '-'] as const;

// Countries weighted roughly like an online player base; null (no country given) counts as Other.
const COUNTRIES: readonly (string | null)[] = [
  ...Array<string>(6).fill('US'),
  ...['DE', 'FR', 'ES', 'IT', 'PL', 'NL'],
  ...['JP', 'CN', 'IN', 'KR', 'TR'],
  ...['BR', 'CA', 'GB', 'AU', 'RU', null],
];

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

function styled(random: Random, text: string): string {
  const roll = random();
  if (roll < 0.2) return text.toLowerCase();
  if (roll < 0.25) return text.toUpperCase();
  return text;
}

/** A username unique ignoring case, 3-20 characters of [A-Za-z0-9_-]. */
function uniqueUsername(random: Random, prefix: string, word: string, taken: Set<string>): string {
  const base = styled(random, `${prefix}${pick(random, SEPARATORS)}${capitalised(word)}`).slice(0, 15);
  if (!taken.has(base.toLowerCase())) return base;
  for (;;) {
    const candidate = `${base}${randomInt(random, 100_000)}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A user id shaped like the server's own (`p_` and 16 hex digits), drawn from `random`. */
function seededUserId(random: Random): string {
  const half = (): string => randomInt(random, 0x1_0000_0000).toString(16).padStart(8, '0');
  return `p_${half()}${half()}`;
}

/** Strength spread like a bell around 1200 (sum of uniforms), about 250 either way. */
const strengthOf = (random: Random): number => 1200 + (random() + random() + random() - 1.5) * 500;

/** `count` accounts, each with a unique id and username. */
export function makePeople(random: Random, count: number): SeedPerson[] {
  const takenNames = new Set<string>();
  const takenIds = new Set<string>();
  const people: SeedPerson[] = [];
  while (people.length < count) {
    const id = seededUserId(random);
    if (takenIds.has(id)) continue;
    takenIds.add(id);
    const prefix = pick(random, PREFIXES);
    const word = pick(random, WORDS);
    const username = uniqueUsername(random, prefix, word, takenNames);
    takenNames.add(username.toLowerCase());
    const country = pick(random, COUNTRIES);
    people.push({
      id,
      username,
      displayName: `${prefix} ${capitalised(word)}`,
      country,
      region: regionOf(country),
      strength: strengthOf(random),
    });
  }
  return people;
}
