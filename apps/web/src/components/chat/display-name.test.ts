import { describe, expect, it } from 'vitest';
import { displayName, displayText } from './display-name';

describe('names as the chat shows them', () => {
  it('drops bidi controls and zero-width characters', () => {
    expect(displayName('\u202erotaredoM')).toBe('rotaredoM');
    expect(displayName('Mo\u200bde\u200dra\u2066tor\u2069')).toBe('Moderator');
    expect(displayName('A\u00adnn\ufeff')).toBe('Ann');
  });

  it('keeps markup as text and names nothing as Unknown', () => {
    expect(displayName('<b>Moderator ✔</b>')).toBe('<b>Moderator ✔</b>');
    expect(displayName('\u200b\u200b')).toBe('Unknown');
    expect(displayText('hi \u202eereht')).toBe('hi ereht');
  });
});
