// The masker of the site's banned words: the spec's (always) and those moderators added (from the
// database). Read again at most every few seconds, so each message does not cost a query; a word
// banned on this node applies at once, on the other nodes within `ttlMs` (or at once in the rooms
// whose chat hears of it).
import { CHAT_BANNED_WORDS } from '@checkers/protocol';
import { maskerFor } from './masking.js';

/** Masks the site's banned words, kept fresh from storage. */
export class BannedWords {
  private masker: ((text: string) => string) | undefined;
  private readAt = 0;

  constructor(
    private readonly read: () => Promise<string[]>,
    private readonly ttlMs = 5_000,
  ) {}

  /** The text with every banned word masked. */
  async mask(text: string, now = Date.now()): Promise<string> {
    if (this.masker === undefined || now - this.readAt > this.ttlMs) {
      this.masker = maskerFor([...CHAT_BANNED_WORDS, ...(await this.read())]);
      this.readAt = now;
    }
    return this.masker(text);
  }

  /** A word was banned: read the list again before the next message. */
  invalidate(): void {
    this.masker = undefined;
  }
}
