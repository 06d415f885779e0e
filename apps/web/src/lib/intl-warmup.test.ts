import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warmup';

describe('warmUpIntl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts a module worker from its own file', () => {
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );
    warmUpIntl();
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/intl-warmup-worker\.ts$/);
    expect(started[0]!.options).toEqual({ type: 'module' });
  });

  it('does without when the browser cannot start one', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new TypeError('module workers are not supported');
        }
      },
    );
    expect(() => warmUpIntl()).not.toThrow();
  });
});
