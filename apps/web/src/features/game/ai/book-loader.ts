// Loading the opening book into a worker, lazily and without ever making a search wait.
//
// The AI worker starts fetching the book (a few KB) when it starts, that is when an AI game opens,
// so a visit that never plays the AI never downloads it. The fetch runs in the background: a
// request made before it arrives searches as usual, later ones play from the book (the engine's
// shared book fills when the file arrives). A failed fetch (offline before the service worker cached the file, a server error) is
// tried again on a later request, at most MAX_BOOK_ATTEMPTS times; the AI plays on without a book.
import { loadBook, type BookLoad, type Result } from '@checkers/engine';

/** Fetches of the book before the worker gives up on it. */
export const MAX_BOOK_ATTEMPTS = 3;

export type BookState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface BookLoaderOptions {
  /** The file's URL (a Vite asset URL in the app). */
  readonly url: string;
  /** The global fetch unless a test passes its own. */
  readonly fetch?: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'arrayBuffer'>>;
  /** Loads the file into the engine's shared book unless a test passes its own. */
  readonly load?: (data: ArrayBuffer) => Result<BookLoad>;
}

export interface BookLoader {
  /**
   * Called with each request: starts fetching the book unless it is loaded, on its way, or given
   * up on, and returns at once. The promise (for tests) settles when that fetch is over; undefined
   * when nothing was started.
   */
  offer(): Promise<void> | undefined;
  readonly state: BookState;
}

export function createBookLoader(options: BookLoaderOptions): BookLoader {
  const fetchFile = options.fetch ?? ((url: string) => fetch(url));
  const load = options.load ?? ((data: ArrayBuffer) => loadBook(data));
  let state: BookState = 'idle';
  let attempts = 0;

  const loadFile = async (): Promise<void> => {
    state = 'loading';
    attempts++;
    try {
      const response = await fetchFile(options.url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // A file the engine refuses (corrupt, another format) will not get better: no retry.
      state = load(await response.arrayBuffer()).ok ? 'loaded' : 'failed';
    } catch {
      state = attempts >= MAX_BOOK_ATTEMPTS ? 'failed' : 'idle';
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
