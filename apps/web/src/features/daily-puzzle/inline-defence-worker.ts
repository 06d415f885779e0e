// For tests: jsdom has no Web Worker, so this one answers the defence's requests on the main thread
// with the same search (shallow, so a test is quick), and records them.
import { defend, type DefenceRequest, type DefenceResponse } from './defence';

export class InlineDefenceWorker {
  /** Every request any instance received since the last reset. */
  static requests: DefenceRequest[] = [];
  onmessage: ((event: MessageEvent<DefenceResponse>) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage(request: DefenceRequest): void {
    InlineDefenceWorker.requests.push(request);
    const answer = defend(request, undefined, 3);
    setTimeout(() => this.onmessage?.({ data: answer } as MessageEvent<DefenceResponse>), 0);
  }
  terminate(): void {}
}
