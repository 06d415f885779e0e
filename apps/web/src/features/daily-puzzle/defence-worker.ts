// The defence's worker: each request answered with the engine's best defence (defence.ts).
import { defend, type DefenceRequest, type DefenceResponse } from './defence';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DefenceRequest>) => void) | null;
  postMessage(message: DefenceResponse): void;
};

scope.onmessage = (event) => scope.postMessage(defend(event.data, () => performance.now()));
