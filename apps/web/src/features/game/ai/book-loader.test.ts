import { START_POSITION, type BookLoad, type Result } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { MAX_BOOK_ATTEMPTS, createBookLoader } from './book-loader';

const LOADED: Result<BookLoad> = { ok: true, value: { positions: 1 } };

/** A fake network: answers with the URL's bytes, or fails while `down` says so. */
function network(down: () => boolean = () => false) {
  const fetched: string[] = [];
  const fetch = (url: string) => {
    fetched.push(url);
    if (down()) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({
      ok: true,
      status: 200,
      arrayBuffer: () => Promise.resolve(new TextEncoder().encode(url).buffer as ArrayBuffer),
    });
  };
  return { fetched, fetch };
}

describe('book loader', () => {
  it('fetches nothing until the first request, then the book once', async () => {
    const net = network();
    const loaded: string[] = [];
    const loader = createBookLoader({
      url: '/book.bin',
      fetch: net.fetch,
      load: (data) => (loaded.push(new TextDecoder().decode(data)), LOADED),
    });
    expect(loader.state).toBe('idle');
    expect(net.fetched).toEqual([]);
    const pending = loader.offer();
    // The caller does not wait: the request's search runs now, without the book.
    expect(pending).toBeInstanceOf(Promise);
    expect(loader.state).toBe('loading');
    // A second request while it downloads starts nothing more.
    expect(loader.offer()).toBeUndefined();
    await pending;
    expect(loader.state).toBe('loaded');
    expect(loaded).toEqual(['/book.bin']);
    expect(loader.offer()).toBeUndefined();
    expect(net.fetched).toEqual(['/book.bin']);
  });

  it('tries a failed fetch again on later requests, a bounded number of times', async () => {
    const net = network(() => true);
    const loader = createBookLoader({ url: '/book.bin', fetch: net.fetch, load: () => LOADED });
    await loader.offer();
    expect(loader.state).toBe('idle');
    for (let i = 1; i < MAX_BOOK_ATTEMPTS; i++) await loader.offer();
    expect(loader.state).toBe('failed');
    expect(loader.offer()).toBeUndefined();
    expect(net.fetched).toHaveLength(MAX_BOOK_ATTEMPTS);
  });

  it('gets the book once the network is back', async () => {
    let offline = true;
    const net = network(() => offline);
    const loader = createBookLoader({ url: '/book.bin', fetch: net.fetch, load: () => LOADED });
    await loader.offer();
    offline = false;
    await loader.offer();
    expect(loader.state).toBe('loaded');
  });

  it('does not retry a file the engine refuses, nor an HTTP error forever', async () => {
    const refused = createBookLoader({
      url: '/book.bin',
      fetch: () =>
        Promise.resolve({ ok: true, status: 200, arrayBuffer: () => Promise.resolve(new ArrayBuffer(4)) }),
      load: () => ({ ok: false, error: { code: 'invalid-book', message: 'Not an opening book file.' } }),
    });
    await refused.offer();
    expect(refused.state).toBe('failed');
    expect(refused.offer()).toBeUndefined();
    let calls = 0;
    const missing = createBookLoader({
      url: '/book.bin',
      fetch: () => {
        calls++;
        return Promise.resolve({
          ok: false,
          status: 404,
          arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
        });
      },
    });
    for (let p = missing.offer(); p !== undefined; p = missing.offer()) await p;
    expect(missing.state).toBe('failed');
    expect(calls).toBe(MAX_BOOK_ATTEMPTS);
  });

  it('fills the engine’s shared book with the real file by default', async () => {
    const { readFile } = await import('node:fs/promises');
    const { chooseMove, defaultBook } = await import('@checkers/engine');
    const url = new URL('../../../../../../packages/engine/data/book/book.bin', import.meta.url).href;
    const loader = createBookLoader({
      url,
      fetch: async (u) => {
        const bytes = await readFile(new URL(u));
        return { ok: true, status: 200, arrayBuffer: () => Promise.resolve(bytes.buffer as ArrayBuffer) };
      },
    });
    expect(defaultBook.lookup(START_POSITION)).toBeUndefined();
    await loader.offer();
    expect(loader.state).toBe('loaded');
    expect(defaultBook.size).toBeGreaterThan(100);
    expect(defaultBook.lookup(START_POSITION)).toBeDefined();
    // What the worker then does at the start: a book move, no search.
    const choice = chooseMove(START_POSITION, { level: 'llama-master', seed: 1 });
    expect(choice.ok && choice.value).toMatchObject({ book: true, nodes: 0 });
  });
});
