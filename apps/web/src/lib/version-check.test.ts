import { describe, expect, it, vi } from 'vitest';
import { checkVersion } from './version-check';

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
