// The chat's rules as the page applies them before sending; the limits themselves are the
// protocol's (CHAT_MAX_LENGTH, CHAT_COOLDOWN_MS), which the server applies too.

/** Characters as the server counts them: an emoji is one. */
export const charCount = (text: string): number => [...text].length;

/** The spec's text when there is no open socket to send on. */
export const NOT_CONNECTED = 'Cannot send message: Not connected';
