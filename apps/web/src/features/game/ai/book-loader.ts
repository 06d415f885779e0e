// Loading the opening book into a worker, lazily and without ever making a search wait.
//
// The AI worker starts fetching the book (a few KB) when it starts, that is when an AI game opens,
// so a visit that never plays the AI never downloads it. The fetch runs in the background: a
// request made before it arrives searches as usual, later ones play from the book (the engine's
// shared book fills when the file arrives). See file-loader.ts for the retries.
import { loadBook, type BookLoad, type Result } from '@checkers/engine';
import { createFileLoader, type FileLoader, type FileState } from './file-loader';

/** Fetches of the book before the worker gives up on it. */
export const MAX_BOOK_ATTEMPTS = 3;

export type BookState = FileState;

export interface BookLoaderOptions {
  /** The file's URL (a Vite asset URL in the app). */
  readonly url: string;
  /** The global fetch unless a test passes its own. */
  readonly fetch?: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'arrayBuffer'>>;
  /** Loads the file into the engine's shared book unless a test passes its own. */
  readonly load?: (data: ArrayBuffer) => Result<BookLoad>;
}

export type BookLoader = FileLoader;

export const createBookLoader = (options: BookLoaderOptions): BookLoader =>
  createFileLoader({
    url: options.url,
    fetch: options.fetch,
    load: options.load ?? ((data: ArrayBuffer) => loadBook(data)),
    maxAttempts: MAX_BOOK_ATTEMPTS,
  });
