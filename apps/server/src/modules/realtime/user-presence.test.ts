import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalUserPresence } from './user-presence.js';

describe('user presence on one node', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces online at the first socket and offline only after the delay without any', async () => {
    const presence = new LocalUserPresence(1000);
    const changes: [string, boolean][] = [];
    presence.listen((user, online) => changes.push([user, online]));
    presence.opened('a');
    presence.opened('a');
    expect(changes).toEqual([['a', true]]);
    presence.closed('a');
    vi.advanceTimersByTime(2000);
    expect(changes).toEqual([['a', true]]);
    expect(await presence.onlineAmong(['a', 'b'])).toEqual(new Set(['a']));
    presence.closed('a');
    expect(await presence.onlineAmong(['a'])).toEqual(new Set());
    vi.advanceTimersByTime(999);
    expect(changes).toEqual([['a', true]]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([
      ['a', true],
      ['a', false],
    ]);
  });

  it('says nothing for a reload (closed and opened again within the delay)', () => {
    const presence = new LocalUserPresence(1000);
    const changes: [string, boolean][] = [];
    presence.listen((user, online) => changes.push([user, online]));
    presence.opened('a');
    presence.closed('a');
    vi.advanceTimersByTime(500);
    presence.opened('a');
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([['a', true]]);
  });

  it('ignores a close without an open', () => {
    const presence = new LocalUserPresence(10);
    const changes: [string, boolean][] = [];
    presence.listen((user, online) => changes.push([user, online]));
    presence.closed('a');
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([]);
  });
});
