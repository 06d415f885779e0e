// Loading one engine data file (the opening book, the network) into a worker, lazily and without
// ever making a search wait. The worker offers on each request; the first offer starts the fetch in
// the background, and a request made before it arrives plays without the file. A failed fetch
// (offline before the service worker cached the file, a server error) is tried again on a later
// request, at most `maxAttempts` times; a file the engine refuses is not fetched again.
import type { Result } from '@checkers/engine';

export type FileState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface FileLoaderOptions {
  /** The file's URL (a Vite asset URL in the app). */
  readonly url: string;
  /** The global fetch unless a test passes its own. */
  readonly fetch?: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'arrayBuffer'>>;
  /** Hands the bytes to the engine. */
  readonly load: (data: ArrayBuffer) => Result<unknown>;
  /** Fetches before the worker gives up on the file. */
  readonly maxAttempts: number;
}

export interface FileLoader {
  /**
   * Starts fetching the file unless it is loaded, on its way, or given up on, and returns at once.
   * The promise (for tests) settles when that fetch is over; undefined when nothing was started.
   */
  offer(): Promise<void> | undefined;
  readonly state: FileState;
}

export function createFileLoader(options: FileLoaderOptions): FileLoader {
  const fetchFile = options.fetch ?? ((url: string) => fetch(url));
  let state: FileState = 'idle';
  let attempts = 0;

  const loadFile = async (): Promise<void> => {
    state = 'loading';
    attempts++;
    try {
      const response = await fetchFile(options.url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // A file the engine refuses (corrupt, another format) will not get better: no retry.
      state = options.load(await response.arrayBuffer()).ok ? 'loaded' : 'failed';
    } catch {
      state = attempts >= options.maxAttempts ? 'failed' : 'idle';
    }
  };

  return {
    offer() {
      return state === 'idle' ? loadFile() : undefined;
    },
    get state() {
      return state;
    },
  };
}
