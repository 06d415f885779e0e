// Names as the chat shows them: plain text, never markup, and with nothing invisible left in them.
// Bidirectional controls could reverse the text around a name ("Moderator" read backwards into a
// fake badge), and zero-width characters could make two names look alike; both are removed.

/**
 * Control and format characters (bidi embeddings, overrides, isolates and marks, zero-width spaces
 * and joiners, the soft hyphen, the byte-order mark) and the blank Hangul fillers.
 */
export const INVISIBLE = /[\p{Cc}\p{Cf}\u115f\u1160\u3164\uffa0]/gu;

/** The name to show: invisible characters removed, spaces collapsed; "Unknown" when nothing is left. */
export function displayName(name: string): string {
  const shown = name.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  return shown === '' ? 'Unknown' : shown;
}

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/gu;

/** A message's text to show: bidi controls removed so it cannot reorder what follows it. */
export function displayText(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** A time as hours and minutes, in the reader's locale. */
export function clockTime(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
