import { describe, expect, it } from 'vitest';
import { readTip, TIP_KEY, writeTipDone } from './tip';

/** A Storage over a Map, as the browser's localStorage behaves. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('the first visit’s pointer', () => {
  it('shows on a first visit, and on the next ones until dismissed', () => {
    const storage = memoryStorage();
    expect(readTip(storage)).toBe('show');
    expect(storage.getItem(TIP_KEY)).toBe('show');
    // The page wrote its own data meanwhile: the pointer still shows.
    storage.setItem('checkers.preferences', '{}');
    expect(readTip(storage)).toBe('show');
    writeTipDone(storage);
    expect(readTip(storage)).toBe('done');
  });

  it('counts the version the page stores before it draws as nothing', () => {
    expect(readTip(memoryStorage({ 'checkers.version': '1.0.1', 'other-site': 'x' }))).toBe('show');
  });

  it('is never shown to a browser that already holds a player’s data', () => {
    const storage = memoryStorage({ 'checkers.version': '1.0.1', 'checkers.session': '{}' });
    expect(readTip(storage)).toBe('done');
    expect(storage.getItem(TIP_KEY)).toBe('done');
  });

  it('stays hidden where storage is refused, since a dismissal could not be kept', () => {
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readTip(refusing)).toBe('done');
    expect(() => writeTipDone(refusing)).not.toThrow();
  });
});
