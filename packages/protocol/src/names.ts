// Names people choose: usernames (sign-in and uniqueness) and display names (what others see). Pure
// string rules, shared by the server (which enforces them) and the web app (which explains them).

/**
 * A username as stored and compared: NFKC folds compatibility forms into their plain letters
 * (full-width `ａｄｍｉｎ` is `admin`, the ligature `ﬁ` is `fi`), and spaces around it go.
 */
export const normalizeUsername = (raw: string): string => raw.normalize('NFKC').trim();

/** What a username may be after normalising: 3-20 ASCII letters, digits, `_` or `-`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

// Look-alike runs first (`rn` reads as `m`, `vv` as `w`), then single characters. Usernames are
// ASCII after normalising, so the look-alikes that matter are these, not the Unicode tables'.
const LOOKALIKE_RUNS: readonly (readonly [RegExp, string])[] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];
const LOOKALIKE_CHARS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '-': '_',
};

/**
 * The key usernames are unique by: lower case, look-alikes folded (`0`/`o`, `1`/`l`/`I`/`i`,
 * `rn`/`m`, `vv`/`w`, `-`/`_` and a few digits read as letters), so `Admin`, `adm1n` and `AdMln`
 * are one name. Two usernames with one skeleton cannot both exist.
 */
export function usernameSkeleton(username: string): string {
  let key = normalizeUsername(username).toLowerCase();
  for (const [run, letter] of LOOKALIKE_RUNS) key = key.replace(run, letter);
  return [...key].map((c) => LOOKALIKE_CHARS[c] ?? c).join('');
}

/** Names nobody may register: roles, the site's own voice and words that read as them. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'moderator',
  'mod',
  'mods',
  'system',
  'support',
  'root',
  'checkers',
  'staff',
  'official',
  'security',
  'help',
  'helpdesk',
  'owner',
  'operator',
  'sysop',
  'server',
  'bot',
  'guest',
  'anonymous',
  'null',
  'undefined',
  'api',
  'www',
  'team',
] as const;

const RESERVED_SKELETONS = new Set(RESERVED_USERNAMES.map(usernameSkeleton));
/** Role words a name may not begin or end a word with ("TheModerator", "admin_bob"). */
const ROLE_WORDS = ['admin', 'administrator', 'moderator', 'official', 'sysop'].map(usernameSkeleton);
/** Role words a name may not have as a whole word ("Mod Bob"), but may hold inside one ("modern"). */
const ROLE_WHOLE_WORDS = new Set(['mod', 'mods', 'staff', 'system', 'support', 'root'].map(usernameSkeleton));

/** True when one of the words (letters and digits) is, starts or ends with a role word. */
function claimsRole(words: readonly string[]): boolean {
  const keys = words.filter((word) => word !== '').map(usernameSkeleton);
  // Letters spaced apart ("M O D E R A T O R") read as one word.
  const spaced = keys.filter((key) => key.length === 1).join('');
  return [...keys, spaced].some(
    (key) =>
      ROLE_WHOLE_WORDS.has(key) || ROLE_WORDS.some((word) => key.startsWith(word) || key.endsWith(word)),
  );
}

/** True when a username is reserved: one of the list (by skeleton) or a role word at a word's edge. */
export function isReservedUsername(username: string): boolean {
  const key = usernameSkeleton(username);
  return RESERVED_SKELETONS.has(key) || claimsRole(normalizeUsername(username).split(/[_-]+/));
}

/**
 * Characters a display name may not hold: controls (Cc), format characters (Cf: the bidi controls
 * U+202A-U+202E and U+2066-U+2069, the marks U+200E/U+200F/U+061C, zero-width space, joiners,
 * U+2060, U+FEFF, soft hyphen), line and paragraph separators, and variation selectors.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]|\p{Variation_Selector}/gu;

/**
 * The same characters, except a joiner or variation selector right after an emoji, which is part of
 * it (👨‍👩‍👧, ❤️): for free text such as chat, where emoji sequences are welcome and a bidi
 * override or an invisible character is not.
 */
const INVISIBLE_OUTSIDE_EMOJI =
  /(?<!\p{Extended_Pictographic}\p{Emoji_Modifier}?)(?:\u200d|\ufe0e|\ufe0f)|(?!(?:\u200d|\ufe0e|\ufe0f))(?:[\p{Cc}\p{Cf}\u2028\u2029]|\p{Variation_Selector})/gu;

/** Free text without invisible or direction-changing characters, emoji sequences kept whole. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE_OUTSIDE_EMOJI, '');

/** A display name without invisible or direction-changing characters, spaces collapsed and trimmed. */
export function cleanDisplayName(raw: string): string {
  // Line breaks and tabs become spaces; the rest of the invisible characters go.
  return raw
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Marks that read as a verified or staff badge next to a name. */
const BADGES = /[\u2705\u2713\u2714\u2611\u2612\u{1F6E1}\u{1F451}\u{1F46E}\u{1F393}\u{1F4DB}\u00AE\u2122]/u;

/**
 * True when a display name claims a role: a badge look-alike (✔ ✓ ☑ ✅ 🛡 ...) or a role word
 * (moderator, admin, mod, staff, official, sysop, system, support) in any case, spacing,
 * look-alike letters or compatibility form ("Moderator ✔", "M O D E R A T O R", "𝓜𝓸𝓭𝓮𝓻𝓪𝓽𝓸𝓻").
 */
export function impersonatesRole(displayName: string): boolean {
  const plain = cleanDisplayName(displayName).normalize('NFKC');
  if (BADGES.test(plain)) return true;
  return claimsRole(plain.split(/[^\p{L}\p{N}]+/u));
}
