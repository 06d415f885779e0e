// The AI thinks here, off the page's main thread, so the board never freezes while it searches.
// From EGDB_TRIGGER_PIECES pieces down it also fetches the endgame databases (egdb-loader.ts) in
// the background, and plays perfectly once they are in. The opening book (book-loader.ts, a few KB)
// is fetched as soon as the worker starts, which is when an AI game opens: it is in before the
// AI's first move, and the AI plays from it while the game is in it.
import { chooseMove, isAiLevel, type Position } from '@checkers/engine';
import { BROWSER_BOOK_URL } from './book-file';
import { createBookLoader } from './book-loader';
import { BROWSER_EGDB_URLS } from './egdb-files';
import { createEgdbLoader } from './egdb-loader';

/** A request: the position, the level and a seed; `history` steers away from repetitions. */
export interface AiRequest {
  readonly id: number;
  readonly position: Position;
  readonly level: string;
  readonly seed: number;
  readonly history: readonly Position[];
}

/** The answer: the chosen move's path, and how long the level wants to seem to think. */
export type AiResponse =
  | { readonly id: number; readonly ok: true; readonly path: readonly number[]; readonly thinkTimeMs: number }
  | { readonly id: number; readonly ok: false; readonly message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AiRequest>) => void) | null;
  postMessage(message: AiResponse): void;
};

const egdb = createEgdbLoader({ urls: BROWSER_EGDB_URLS });
const book = createBookLoader({ url: BROWSER_BOOK_URL });
void book.offer();

scope.onmessage = (event) => {
  const { id, position, level, seed, history } = event.data;
  if (!isAiLevel(level)) {
    scope.postMessage({ id, ok: false, message: `unknown level ${level}` });
    return;
  }
  // Never waits: this search runs without the book and the databases if they are not in yet (a
  // failed book fetch is tried again here).
  void book.offer();
  void egdb.offer(position);
  const choice = chooseMove(position, { level, seed, history, clock: () => performance.now() });
  scope.postMessage(
    choice.ok
      ? { id, ok: true, path: choice.value.move.path, thinkTimeMs: choice.value.thinkTimeMs }
      : { id, ok: false, message: choice.error.message },
  );
};
