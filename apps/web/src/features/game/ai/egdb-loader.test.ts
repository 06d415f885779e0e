import { parseFen, START_POSITION, type EgdbLoad, type Position, type Result } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { EGDB_TRIGGER_PIECES, MAX_ATTEMPTS, createEgdbLoader, pieceCount, wantsEgdb } from './egdb-loader';

const position = (fen: string): Position => {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
// Ten pieces: the first position that starts the download.
const TEN = position('B:W21,22,23,24,25:B1,2,3,4,5');
const ELEVEN = position('B:W21,22,23,24,25,26:B1,2,3,4,5');

const LOADED: Result<EgdbLoad> = { ok: true, value: { slices: 1, positions: 1, maxPieces: 2 } };

/** A fake network: answers each URL with the bytes of its name, or fails those in `down`. */
function network(down: Set<string> = new Set()) {
  const fetched: string[] = [];
  const fetch = (url: string) => {
    fetched.push(url);
    if (down.has(url)) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({
      ok: true,
      status: 200,
      arrayBuffer: () => Promise.resolve(new TextEncoder().encode(url).buffer as ArrayBuffer),
    });
  };
  return { fetched, fetch };
}

describe('egdb loader', () => {
  it('starts at ten pieces or fewer', () => {
    expect(EGDB_TRIGGER_PIECES).toBe(10);
    expect(pieceCount(START_POSITION)).toBe(24);
    expect(pieceCount(TEN)).toBe(10);
    expect(wantsEgdb(START_POSITION)).toBe(false);
    expect(wantsEgdb(ELEVEN)).toBe(false);
    expect(wantsEgdb(TEN)).toBe(true);
  });

  it('fetches nothing for a middle game, and every file once when the ending comes', async () => {
    const net = network();
    const loaded: string[] = [];
    const loader = createEgdbLoader({
      urls: ['/a.bin', '/b.bin', '/c.bin'],
      fetch: net.fetch,
      load: (data) => (loaded.push(new TextDecoder().decode(data)), LOADED),
    });
    expect(loader.offer(START_POSITION)).toBeUndefined();
    expect(loader.offer(ELEVEN)).toBeUndefined();
    expect(net.fetched).toEqual([]);

    const pending = loader.offer(TEN);
    // The caller does not wait: the request's search runs now, without the files.
    expect(pending).toBeInstanceOf(Promise);
    expect(loader.states).toEqual(['loading', 'loading', 'loading']);
    // A second request while they download starts nothing more.
    expect(loader.offer(TEN)).toBeUndefined();
    await pending;
    expect(loader.states).toEqual(['loaded', 'loaded', 'loaded']);
    expect(loaded.sort()).toEqual(['/a.bin', '/b.bin', '/c.bin']);
    expect(loader.offer(TEN)).toBeUndefined();
    expect(net.fetched).toEqual(['/a.bin', '/b.bin', '/c.bin']);
  });

  it('carries on without a file that fails, and tries it again on later requests', async () => {
    const net = network(new Set(['/b.bin']));
    const loader = createEgdbLoader({ urls: ['/a.bin', '/b.bin'], fetch: net.fetch, load: () => LOADED });
    await loader.offer(TEN);
    expect(loader.states).toEqual(['loaded', 'idle']);
    for (let i = 1; i < MAX_ATTEMPTS; i++) await loader.offer(TEN);
    expect(loader.states).toEqual(['loaded', 'failed']);
    expect(loader.offer(TEN)).toBeUndefined();
    expect(net.fetched.filter((u) => u === '/b.bin')).toHaveLength(MAX_ATTEMPTS);
    expect(net.fetched.filter((u) => u === '/a.bin')).toHaveLength(1);
  });

  it('does not retry a file the engine refuses, nor an HTTP error forever', async () => {
    let calls = 0;
    const loader = createEgdbLoader({
      urls: ['/bad.bin', '/missing.bin'],
      fetch: (url) => {
        calls++;
        return Promise.resolve({
          ok: url !== '/missing.bin',
          status: url === '/missing.bin' ? 404 : 200,
          arrayBuffer: () => Promise.resolve(new ArrayBuffer(4)),
        });
      },
      load: () => ({ ok: false, error: { code: 'invalid-egdb', message: 'not a database' } }),
    });
    await loader.offer(TEN);
    expect(loader.states).toEqual(['failed', 'idle']);
    for (let p = loader.offer(TEN); p !== undefined; p = loader.offer(TEN)) await p;
    expect(loader.states).toEqual(['failed', 'failed']);
    expect(calls).toBe(1 + MAX_ATTEMPTS);
  });

  it('fills the engine’s shared registry with the real files by default', async () => {
    const { readFile } = await import('node:fs/promises');
    const { probe } = await import('@checkers/engine');
    const urls = [2, 3, 4].map(
      (n) => new URL(`../../../../../../packages/engine/data/egdb/egdb-${n}.bin`, import.meta.url).href,
    );
    const loader = createEgdbLoader({
      urls,
      fetch: async (url) => {
        const bytes = await readFile(new URL(url));
        return { ok: true, status: 200, arrayBuffer: () => Promise.resolve(bytes.buffer as ArrayBuffer) };
      },
    });
    const ending = position('B:WK15:BK1,K32');
    expect(probe(ending)).toBeUndefined();
    await loader.offer(ending);
    expect(loader.states).toEqual(['loaded', 'loaded', 'loaded']);
    expect(probe(ending)).toBe('win');
  });
});
