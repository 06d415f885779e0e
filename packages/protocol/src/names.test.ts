import { describe, expect, it } from 'vitest';
import {
  cleanDisplayName,
  impersonatesRole,
  isReservedUsername,
  normalizeUsername,
  usernameSkeleton,
} from './names.js';

describe('usernames', () => {
  it('fold compatibility forms, case and look-alikes into one skeleton', () => {
    expect(normalizeUsername('ｗｉｄｅ')).toBe('wide');
    for (const alike of ['Admin', 'adm1n', 'ADMlN', 'admIn'])
      expect(usernameSkeleton(alike)).toBe(usernameSkeleton('admin'));
    expect(usernameSkeleton('rnodern')).toBe(usernameSkeleton('modem'));
    expect(usernameSkeleton('john-doe')).toBe(usernameSkeleton('JOHN_D0E'));
    expect(usernameSkeleton('alice')).not.toBe(usernameSkeleton('alicia'));
  });

  it('refuse reserved names and role words at a word edge, not inside other words', () => {
    for (const name of [
      'admin',
      'Administrator',
      'm0d',
      'support',
      'root',
      'checkers',
      'admin_bob',
      'TheModerator',
      'sysop-1',
    ])
      expect(isReservedUsername(name), name).toBe(true);
    for (const name of ['badminton', 'modern_art', 'rooted', 'alice'])
      expect(isReservedUsername(name), name).toBe(false);
  });
});

describe('display names', () => {
  it('lose controls, bidi and zero-width characters', () => {
    expect(cleanDisplayName('A\u202Eb\u200Bc\u2066d\u200D\u00ADe\nf')).toBe('Abcde f');
    expect(cleanDisplayName('  two   spaces ')).toBe('two spaces');
  });

  it('may not claim a role or carry a badge', () => {
    for (const name of [
      'Moderator ✔',
      'admin',
      'M o d e r a t o r',
      '𝓜𝓸𝓭𝓮𝓻𝓪𝓽𝓸𝓻',
      'Bob ✓',
      'Official Team',
      'Mod Bob',
    ])
      expect(impersonatesRole(name), name).toBe(true);
    for (const name of ['Badminton Fan', 'Modern Ann', 'Ann Lee'])
      expect(impersonatesRole(name), name).toBe(false);
  });
});
