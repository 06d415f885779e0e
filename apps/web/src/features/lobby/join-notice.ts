// What joining by code says went wrong, one message at a time: a new one replaces the last, and
// changing the code clears it, so an old "Room not found" never sits under a newer message.
import { appStore, type Notice, type NoticeLevel } from '../../stores/app-store';

let shown: number | null = null;

/** Shows why the join did not happen, in place of the last such message. */
export function showJoinProblem(
  level: NoticeLevel,
  message: string,
  retry?: () => void,
  action?: Notice['action'],
): void {
  clearJoinProblem();
  shown = appStore.getState().notify(level, message, retry, action);
}

/** Takes the last join message away (the code changed). */
export function clearJoinProblem(): void {
  const id = shown;
  shown = null;
  if (id !== null) appStore.getState().dismiss(id);
}
