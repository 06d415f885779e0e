import { describe, expect, it } from 'vitest';
import { ConnectionCaps, type CapSlot } from './connection-caps.js';

describe('ConnectionCaps', () => {
  it('caps sockets per token, per address and in all, and frees slots on release', () => {
    const caps = new ConnectionCaps({ perToken: 2, perAddress: 3, total: 4 });
    const a1 = caps.admit('ip1', 't1') as CapSlot;
    caps.admit('ip1', 't1');
    expect(caps.admit('ip1', 't1')).toBe('token');
    caps.admit('ip1', 't2');
    expect(caps.admit('ip1', 't3')).toBe('address');
    caps.admit('ip2', 't3');
    expect(caps.admit('ip3', 't4')).toBe('server');
    caps.release(a1);
    expect(caps.size).toBe(3);
    expect(typeof caps.admit('ip3', 't4')).toBe('object');
  });
});
