// Loading the endgame databases into a worker, lazily and without ever making a search wait.
//
// The browser takes egdb-2, -3 and -4 (278 KB together, 1.6 MB decoded); egdb-5 (2.6 MB) stays out.
// A worker fetches them the first time it is asked about a position of EGDB_TRIGGER_PIECES pieces
// or fewer: from there a search of a few plies can trade down into a 4-piece ending, while an AI
// game or an analysis that never gets that far costs neither the download nor the memory. The
// fetch runs in the background: the search that triggered it (and any started before the files
// arrive) runs without them, later ones use them (the engine's shared registry fills as each file
// arrives). A failed fetch (offline before the service worker cached the files, a server error) is
// tried again on a later request, at most MAX_ATTEMPTS times a file; the AI plays on without it.
import { loadEgdb, type EgdbLoad, type Position, type Result } from '@checkers/engine';

/** Pieces on the board (both sides) at or under which a worker starts fetching the databases. */
export const EGDB_TRIGGER_PIECES = 10;
/** Fetches of one file before the worker gives up on it. */
export const MAX_ATTEMPTS = 3;

/** Men and kings of both sides. */
export function pieceCount(position: Position): number {
  let n = 0;
  for (let b = (position.black | position.red) >>> 0; b !== 0; b &= b - 1) n++;
  return n;
}

/** Whether a request about `position` should start the download. */
export const wantsEgdb = (position: Position): boolean => pieceCount(position) <= EGDB_TRIGGER_PIECES;

export type EgdbFileState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface EgdbLoaderOptions {
  /** The files' URLs (Vite asset URLs in the app). */
  readonly urls: readonly string[];
  /** The global fetch unless a test passes its own. */
  readonly fetch?: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'arrayBuffer'>>;
  /** Adds one file to the engine's shared registry unless a test passes its own. */
  readonly load?: (data: ArrayBuffer) => Result<EgdbLoad>;
}

export interface EgdbLoader {
  /**
   * Called with each request's position: starts fetching the files not loaded yet when the position
   * is small enough, and returns at once. The promise (for tests) settles when that fetch is over;
   * undefined when nothing was started.
   */
  offer(position: Position): Promise<void> | undefined;
  /** Each file's state, in `urls` order. */
  readonly states: readonly EgdbFileState[];
}

export function createEgdbLoader(options: EgdbLoaderOptions): EgdbLoader {
  const fetchFile = options.fetch ?? ((url: string) => fetch(url));
  const load = options.load ?? ((data: ArrayBuffer) => loadEgdb(data));
  const files = options.urls.map((url) => ({ url, state: 'idle' as EgdbFileState, attempts: 0 }));
  let pending: Promise<void> | undefined;

  const loadFile = async (file: (typeof files)[number]): Promise<void> => {
    file.state = 'loading';
    file.attempts++;
    try {
      const response = await fetchFile(file.url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // A file the engine refuses (corrupt, another format) will not get better: no retry.
      file.state = load(await response.arrayBuffer()).ok ? 'loaded' : 'failed';
    } catch {
      file.state = file.attempts >= MAX_ATTEMPTS ? 'failed' : 'idle';
    }
  };

  return {
    offer(position) {
      if (pending !== undefined || !wantsEgdb(position)) return undefined;
      const todo = files.filter((f) => f.state === 'idle');
      if (todo.length === 0) return undefined;
      pending = Promise.all(todo.map(loadFile)).then(() => {
        pending = undefined;
      });
      return pending;
    },
    get states() {
      return files.map((f) => f.state);
    },
  };
}
