// The thread's opening book: a file is loaded into one shared book, which chooseMove consults unless
// told otherwise. As with the endgame databases, loading is the caller's business (the browser's AI
// worker fetches the file, Node reads it), so the engine itself never touches files.
import { fail, ok, type Result } from '../result.js';
import { readBook } from './format.js';
import { OpeningBook } from './opening-book.js';

/** The shared book, empty until `loadBook` fills it. */
export const defaultBook = new OpeningBook();

/** What a load gave. */
export interface BookLoad {
  /** Positions now in the book. */
  readonly positions: number;
}

/**
 * Reads a book file (`book.bin`, from an ArrayBuffer or bytes) into `book`, by default the shared
 * one, replacing what it held. A refused file leaves the book as it was.
 */
export function loadBook(data: ArrayBuffer | Uint8Array, book: OpeningBook = defaultBook): Result<BookLoad> {
  const read = readBook(data);
  if (!read.ok) return fail(read.error.code, read.error.message);
  book.replace(read.value);
  return ok({ positions: book.size });
}
