// Banned words are masked with asterisks, one per letter, before a message is stored or sent.
//
// A word is matched whole (not inside a longer word: "cheater" and "spammer" stay), in any case
// ("SPAM", "Spam"), whatever punctuation or symbols surround it ("spam!", "(cheat)", "#spam"), and
// with invisible characters slipped between its letters (soft hyphen, zero-width space or joiner,
// word joiner, BOM: "sp\u200bam"), which would otherwise look like the word on screen.
//
// Not caught: letters spaced or dotted apart ("s p a m", "s.p.a.m"), repeated letters ("spaaam"),
// digits for letters ("sp4m"), look-alike letters of other scripts (Cyrillic "а") or full-width
// forms ("ｓｐａｍ"), and words glued to letters or digits ("spam123"). A person can always spell
// around a list; the list keeps the casual cases out, moderators the rest.

/** Characters invisible on screen that may sit between the letters of a banned word. */
const INVISIBLE = '\\u00ad\\u200b-\\u200d\\u2060\\ufeff';
const INVISIBLE_RUN = new RegExp(`[${INVISIBLE}]`, 'gu');
/** What continues a word: letters, combining marks, digits, the underscore. */
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';

const escape = (char: string): string => char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The pattern of one word: its letters, with any invisible characters between them. */
function patternOf(word: string): string {
  return [...word].map(escape).join(`[${INVISIBLE}]*`);
}

/** A function that masks the given words (none: the text as it is). */
export function maskerFor(words: readonly string[]): (text: string) => string {
  const unique = [...new Set(words.map((word) => word.toLowerCase()).filter((word) => word !== ''))];
  if (unique.length === 0) return (text) => text;
  // Longer words first, so a word that starts another is not matched in its place.
  unique.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(?<!${WORD_CHAR})(?:${unique.map(patternOf).join('|')})(?!${WORD_CHAR})`,
    'giu',
  );
  return (text) => text.replace(pattern, (found) => '*'.repeat([...found.replace(INVISIBLE_RUN, '')].length));
}
