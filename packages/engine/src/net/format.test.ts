import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../ai/random.js';
import { START_POSITION } from '../position.js';
import { NET_FORMAT_VERSION, readNet, writeNet } from './format.js';
import { evaluateWithNet } from './network.js';
import { loadNet, loadedNet, unloadNet } from './registry.js';
import { FloatNet } from './train.js';

const weights = new FloatNet(8, createRandom(2)).quantise();

describe('the network file', () => {
  it('reads back what it wrote', () => {
    const read = readNet(writeNet(weights));
    expect(read.ok && read.value).toEqual(weights);
  });

  it('refuses a damaged, truncated, foreign or newer file, whole', () => {
    const bytes = writeNet(weights);
    const altered = bytes.slice();
    altered[100] = altered[100]! ^ 1;
    expect(readNet(altered)).toMatchObject({ ok: false, error: { code: 'net-checksum' } });
    expect(readNet(bytes.slice(0, bytes.length - 2))).toMatchObject({
      ok: false,
      error: { code: 'invalid-net' },
    });
    expect(readNet(new Uint8Array(10))).toMatchObject({ ok: false, error: { code: 'invalid-net' } });
    const newer = bytes.slice();
    new DataView(newer.buffer).setUint32(4, NET_FORMAT_VERSION + 1, true);
    expect(readNet(newer)).toMatchObject({ ok: false, error: { code: 'net-version' } });
    const wide = bytes.slice();
    new DataView(wide.buffer).setUint32(8, 100_000, true);
    expect(readNet(wide)).toMatchObject({ ok: false, error: { code: 'invalid-net' } });
  });

  it('fills the shared slot, and a refused file leaves it as it was', () => {
    unloadNet();
    expect(loadedNet()).toBeNull();
    expect(loadNet(writeNet(weights))).toEqual({ ok: true, value: { hidden: 8 } });
    expect(loadNet(new Uint8Array(40)).ok).toBe(false);
    expect(loadedNet()).toEqual(weights);
    unloadNet();
  });

  it('the committed network is the one its provenance describes', () => {
    const dir = new URL('../../data/net/', import.meta.url);
    expect(existsSync(new URL('net.bin', dir))).toBe(true);
    const bytes = new Uint8Array(readFileSync(new URL('net.bin', dir)));
    const provenance = JSON.parse(readFileSync(new URL('provenance.json', dir), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(provenance.sha256);
    const read = readNet(bytes);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.hidden).toBe(provenance.hidden);
    // It has learnt the game's first fact: a man up is good for the side that has it.
    const manUp = { ...START_POSITION, red: (START_POSITION.red & ~(1 << 31)) >>> 0 };
    const ahead = evaluateWithNet(read.value, manUp.black, manUp.red, manUp.kings, true);
    const even = evaluateWithNet(read.value, START_POSITION.black, START_POSITION.red, 0, true);
    expect(ahead - even).toBeGreaterThan(50);
  });
});
