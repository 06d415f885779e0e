// For tests: jsdom has no Web Worker, so this one answers the AI worker's requests on the main
// thread with the same engine call (shallow, so a test game is quick), and records them.
import { chooseMove, isAiLevel } from '@checkers/engine';
import type { AiRequest, AiResponse } from './ai-worker';

export class InlineAiWorker {
  /** Every request any instance received since the last reset. */
  static requests: AiRequest[] = [];
  onmessage: ((event: MessageEvent<AiResponse>) => void) | null = null;
  postMessage(request: AiRequest): void {
    InlineAiWorker.requests.push(request);
    if (!isAiLevel(request.level)) throw new Error(request.level);
    const choice = chooseMove(request.position, { level: request.level, seed: request.seed, maxDepth: 2 });
    if (!choice.ok) throw new Error(choice.error.message);
    const answer: AiResponse = { id: request.id, ok: true, path: choice.value.move.path, thinkTimeMs: 0 };
    setTimeout(() => this.onmessage?.({ data: answer } as MessageEvent<AiResponse>), 0);
  }
  terminate(): void {}
}
