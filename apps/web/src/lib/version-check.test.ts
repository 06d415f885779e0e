import { describe, expect, it, vi } from 'vitest';
import { checkServerVersion, checkVersion, fetchServerVersion } from './version-check';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('the version check', () => {
  it('stores 1.0.1 on a first visit without reloading', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(await checkVersion(storage, reload)).toBe(false);
    expect(storage.getItem('checkers.version')).toBe('1.0.1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears caches and reloads when the stored version differs', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['a', 'b'],
      delete: async (name: string) => deleted.push(name),
    });
    const storage = memoryStorage({ 'checkers.version': '1.0.0' });
    const reload = vi.fn();
    expect(await checkVersion(storage, reload)).toBe(true);
    expect(deleted).toEqual(['a', 'b']);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem('checkers.version')).toBe('1.0.1');
    vi.unstubAllGlobals();
  });
});

describe('the server version check', () => {
  const health = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('asks for the new files when the server runs another version', async () => {
    const onNew = vi.fn();
    expect(await checkServerVersion(onNew, health({ status: 'ok', version: '1.0.2' }))).toBe('1.0.2');
    expect(onNew).toHaveBeenCalledWith('1.0.2');
  });

  it('does nothing when the versions agree, the server is away or says no version', async () => {
    const onNew = vi.fn();
    expect(await checkServerVersion(onNew, health({ status: 'ok', version: '1.0.1' }))).toBe('1.0.1');
    expect(await checkServerVersion(onNew, health({ status: 'ok' }))).toBeNull();
    expect(await checkServerVersion(onNew, health({}, 503))).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await checkServerVersion(onNew, offline)).toBeNull();
    expect(onNew).not.toHaveBeenCalled();
  });

  it('reads /api/health without the HTTP cache', async () => {
    const fetcher = health({ version: '1.0.1' });
    expect(await fetchServerVersion(fetcher)).toBe('1.0.1');
    expect(fetcher).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
  });
});
