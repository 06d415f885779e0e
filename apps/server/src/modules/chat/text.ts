// What the server does to the text of a chat message before anything else: one line of well-formed
// text without invisible or direction-changing characters (the ones display names lose too), trimmed. It does not escape or strip markup: `<b>` stays `<b>`, and showing it as text is the
// client's job (the web app escapes it). Length is counted in characters (code points), so an emoji
// counts once, as a person would count it.

import { withoutInvisible } from '@checkers/protocol';

// C0 and C1 control characters (newlines and NUL among them) become spaces: the chat is one line,
// and PostgreSQL refuses NUL in text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// Half of a surrogate pair on its own is not text (JSON lets a client send one); it becomes U+FFFD,
// as any UTF-8 encoder would make it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The message as stored and shown: control characters as spaces, bidi controls and other invisible
 * characters gone (emoji sequences kept whole), lone surrogates replaced, trimmed.
 */
export function cleanMessage(raw: string): string {
  return withoutInvisible(raw.replace(CONTROL, ' ').replace(LONE_SURROGATE, '\ufffd')).trim();
}

/** Characters (code points) in a text. */
export function lengthOf(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
