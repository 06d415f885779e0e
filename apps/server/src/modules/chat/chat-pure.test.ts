// Banned words are masked whole, in any case, through punctuation and invisible characters; words
// that merely contain them are left alone. Message text is cleaned, not escaped.
import { describe, expect, it } from 'vitest';
import { Cooldown } from './cooldown.js';
import { maskerFor } from './masking.js';
import { cleanMessage, lengthOf } from './text.js';

const mask = maskerFor(['spam', 'cheat']);

describe('maskerFor', () => {
  it('masks whole words in any case, with one asterisk per letter', () => {
    expect(mask('no spam here')).toBe('no **** here');
    expect(mask('SPAM and Cheat')).toBe('**** and *****');
    expect(mask('spam')).toBe('****');
  });

  it('sees through surrounding punctuation and symbols', () => {
    expect(mask('(spam), "cheat"! #spam spam.')).toBe('(****), "*****"! #**** ****.');
    expect(mask("cheat's")).toBe("*****'s");
  });

  it('sees through invisible characters between the letters', () => {
    expect(mask('sp\u200bam and ch\u00adeat')).toBe('**** and *****');
  });

  it('leaves words that contain a banned word, and what it does not claim to catch', () => {
    expect(mask('spammer cheater spam123 s p a m sp4m')).toBe('spammer cheater spam123 s p a m sp4m');
    expect(mask('éspam spamé')).toBe('éspam spamé');
  });

  it("takes moderators' words as words, not patterns", () => {
    const custom = maskerFor(['a.b', 'noob', 'NooB']);
    expect(custom('a.b axb NOOB')).toBe('*** axb ****');
    expect(maskerFor([])('spam')).toBe('spam');
  });
});

describe('cleanMessage', () => {
  it('trims, makes one line, replaces what is not text, and keeps markup as it is', () => {
    expect(cleanMessage('  hi\nthere\u0000! ')).toBe('hi there !');
    expect(cleanMessage('\t \r\n')).toBe('');
    expect(cleanMessage('<script>alert(1)</script> & "x"')).toBe('<script>alert(1)</script> & "x"');
    expect(cleanMessage('a\ud800b')).toBe('a\ufffdb');
    expect(cleanMessage('😀')).toBe('😀');
  });

  it('drops bidi overrides and invisible characters, as display names do, and keeps emoji sequences whole', () => {
    expect(cleanMessage('gg \u202eniw I\u202c')).toBe('gg niw I');
    expect(cleanMessage('\u2066a\u2069\u200e\u200f\u061c b')).toBe('a b');
    expect(cleanMessage('pa\u200bss\u2060word\ufeff\u00ad')).toBe('password');
    expect(cleanMessage('a\u200db\ufe0f')).toBe('ab');
    expect(cleanMessage('\u{1F468}\u200d\u{1F469}\u200d\u{1F467}')).toBe(
      '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}',
    );
    expect(cleanMessage('\u2764\ufe0f \u{1F44D}\u{1F3FD}\u200d')).toBe(
      '\u2764\ufe0f \u{1F44D}\u{1F3FD}\u200d',
    );
    expect(cleanMessage('\u202e')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(lengthOf('😀😀')).toBe(2);
    expect(lengthOf('abc')).toBe(3);
  });
});

describe('Cooldown', () => {
  it('lets a user send once a second, and forgets users whose pause is over', () => {
    const cooldown = new Cooldown(1000);
    expect(cooldown.take('u1', 10_000)).toBe(true);
    expect(cooldown.take('u1', 10_999)).toBe(false);
    expect(cooldown.take('u2', 10_999)).toBe(true);
    expect(cooldown.take('u1', 11_000)).toBe(true);
    expect(cooldown.take('u3', 20_000)).toBe(true);
    expect(cooldown.size).toBe(1);
  });
});
