// The chat's limits as the page applies them before sending (extended §5, §9); the server applies
// the same ones.

/** Longest message, in characters. */
export const CHAT_MAX_LENGTH = 200;
/** The pause between two messages. */
export const CHAT_COOLDOWN_MS = 1_000;

/** Characters as the server counts them: an emoji is one. */
export const charCount = (text: string): number => [...text].length;

/** The spec's text when there is no open socket to send on (extended §8). */
export const NOT_CONNECTED = 'Cannot send message: Not connected';
