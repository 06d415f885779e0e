// What a client's log line keeps: the words, not the secrets.
import { describe, expect, it } from 'vitest';
import { scrub } from './scrub.js';

describe('scrub', () => {
  it('hides bearer tokens, secrets in query strings, email addresses and long hex or base64 runs', () => {
    const token = 'q0xN3f9Lk2Vb8Zr1Tt6Yw4Uu7Ii5Oo3Pp2Aa1Ss0Dd9';
    expect(scrub(`fetch failed: Authorization: Bearer ${token}`, 500)).toBe(
      'fetch failed: Authorization: Bearer [hidden]',
    );
    expect(scrub(`GET /api/ws?room=ABC234&token=${token}&v=3`, 500)).toBe(
      'GET /api/ws?room=ABC234&token=[hidden]&v=3',
    );
    expect(scrub('signed in as ann.lee+chk@example.co.uk today', 500)).toBe('signed in as [email] today');
    expect(scrub('hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 bad', 500)).toBe(
      'hash [hex] bad',
    );
    expect(scrub(`push endpoint https://fcm.googleapis.com/fcm/send/${token}`, 500)).toBe(
      'push endpoint https://fcm.googleapis.com/fcm/send/[data]',
    );
    expect(scrub('password=hunter2 and secret=xyz', 500)).toBe('password=[hidden] and secret=[hidden]');
  });

  it('keeps ordinary text, flattens control characters and cuts to the length', () => {
    expect(scrub('Move e3-f4 refused: not your turn', 500)).toBe('Move e3-f4 refused: not your turn');
    expect(scrub('one\ntwo\r\nthree', 500)).toBe('one two  three');
    const cut = scrub('x'.repeat(50), 10);
    expect(cut).toHaveLength(10);
    expect(cut.endsWith('…')).toBe(true);
  });
});
