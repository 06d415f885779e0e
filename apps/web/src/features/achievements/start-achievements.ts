// What achievements need running while the app is open: unlock toasts from the user socket, the
// report of each finished game against the AI, and the report of each built-in theme applied
// (`explorer`). Only a registered account reports (a guest would get 401). Returns the stop.
import { aiGameReportSchema, EXPLORER_THEMES, type AiGameReport } from '@checkers/protocol';
import { ApiError } from '../../lib/api-error';
import { onAiGameFinished, type FinishedAiGame } from '../../lib/ai-game-record';
import { getThemeSnapshot, subscribeThemes } from '../../lib/theme-store';
import { subscribeUserMessages } from '../../lib/user-socket';
import { appStore } from '../../stores/app-store';
import { reportAiGame, reportThemeUsed } from './api/achievements-api';
import { showUnlock } from './unlock-toasts';

const signedIn = (): boolean => {
  const { account, accountToken } = appStore.getState().user;
  return account !== null && accountToken !== null;
};

/** The report the server replays, or null when the record does not fit the call (too long, a level the server does not know). */
export function aiReportOf(game: FinishedAiGame): AiGameReport | null {
  const parsed = aiGameReportSchema.safeParse({
    level: game.level,
    seed: game.seed,
    human: game.human,
    moves: game.moves.map((path) => [...path]),
    result: game.result,
    duration_ms: Math.max(0, Math.round(game.durationMs)),
  });
  return parsed.success ? parsed.data : null;
}

/** Reports a finished AI game; what it unlocked is shown at once (the socket's copy is then skipped). */
export async function reportFinishedAiGame(game: FinishedAiGame): Promise<void> {
  if (!signedIn()) return;
  const report = aiReportOf(game);
  if (report === null) return;
  try {
    for (const achievement of await reportAiGame(report)) showUnlock(achievement);
  } catch {
    // A refused or failed report only costs an unlock; the game itself is over and shown.
  }
}

/** Themes reported this session, per account. */
const reportedThemes = new Set<string>();

/** Reports the applied theme once per theme and account, if it is one of the eight built-in ones. */
export function reportTheme(themeId: string): void {
  const account = appStore.getState().user.account;
  if (!signedIn() || account === null) return;
  if (!(EXPLORER_THEMES as readonly string[]).includes(themeId)) return;
  const key = `${account.id}:${themeId}`;
  if (reportedThemes.has(key)) return;
  reportedThemes.add(key);
  // Fire and forget: a report that never reached the server is tried again the next time this
  // theme is applied; one the server answered (even with a refusal) is not.
  reportThemeUsed(themeId).catch((error: unknown) => {
    if (error instanceof ApiError && error.kind !== 'api') reportedThemes.delete(key);
  });
}

export function startAchievements(): () => void {
  const stopMessages = subscribeUserMessages((message) => {
    if (message.type === 'achievement_unlocked') showUnlock(message.payload.achievement);
  });
  const stopAiGames = onAiGameFinished((game) => void reportFinishedAiGame(game));
  // The theme in use counts once the account is known (signed in now or on load), then each change.
  let appliedId = getThemeSnapshot().appliedId;
  const stopThemes = subscribeThemes(() => {
    const next = getThemeSnapshot().appliedId;
    if (next === appliedId) return;
    appliedId = next;
    reportTheme(next);
  });
  const stopAccount = appStore.subscribe((state, previous) => {
    if (state.user.accountToken !== null && state.user.accountToken !== previous.user.accountToken) {
      reportTheme(getThemeSnapshot().appliedId);
    }
  });
  reportTheme(appliedId);
  return () => {
    stopMessages();
    stopAiGames();
    stopThemes();
    stopAccount();
  };
}

/** Forgets the reported themes (tests). */
export function resetReportedThemes(): void {
  reportedThemes.clear();
}
