// The AI thinks here, off the page's main thread, so the board never freezes while it searches.
// From EGDB_TRIGGER_PIECES pieces down it also fetches the endgame databases (egdb-loader.ts) in
// the background, and plays perfectly once they are in. The opening book (book-loader.ts, a few KB)
// and the network the search evaluates with (a few KB each) are fetched as soon as the worker
// starts, which is when an AI game opens: they are in before the AI's first move. After each reply the worker
// solves the endgame distances the next move may need (prepareEndgame), so no search waits for them.
import {
  TranspositionTable,
  chooseMove,
  isAiLevel,
  loadNet,
  play,
  prepareEndgame,
  type Position,
} from '@checkers/engine';
import { BROWSER_BOOK_URL } from './book-file';
import { createBookLoader } from './book-loader';
import { BROWSER_EGDB_URLS } from './egdb-files';
import { createEgdbLoader } from './egdb-loader';
import { createFileLoader } from './file-loader';
import { BROWSER_NET_URL } from './net-file';

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
// One table for the worker's life (2^20 entries, 19 MB): each search starts from what the last one
// learnt about the same game, instead of a fresh 4 MB table a move.
const table = new TranspositionTable(20);
const book = createBookLoader({ url: BROWSER_BOOK_URL });
void book.offer();
// The network (a few KB) likewise: until it arrives the search uses the hand-written evaluation.
const net = createFileLoader({ url: BROWSER_NET_URL, load: (data) => loadNet(data), maxAttempts: 3 });
void net.offer();

scope.onmessage = (event) => {
  const { id, position, level, seed, history } = event.data;
  if (!isAiLevel(level)) {
    scope.postMessage({ id, ok: false, message: `unknown level ${level}` });
    return;
  }
  // Never waits: this search runs without the book and the databases if they are not in yet (a
  // failed book fetch is tried again here).
  void book.offer();
  void net.offer();
  void egdb.offer(position);
  const choice = chooseMove(position, { level, seed, history, table, clock: () => performance.now() });
  scope.postMessage(
    choice.ok
      ? { id, ok: true, path: choice.value.move.path, thinkTimeMs: choice.value.thinkTimeMs }
      : { id, ok: false, message: choice.error.message },
  );
  // While the player thinks: the endgame distances the AI's next move may need, so that no move
  // waits for them (a 4-piece slice takes up to half a second).
  if (choice.ok) prepareEndgame(play(position, choice.value.move));
};
