// What the look-and-feel settings need running once the app starts: the saved theme and preferences
// painted again (public/theme-init.js painted them before the first frame), audio unlocked by the
// first gesture, and the game's sounds. Returns the stop.
import { initPreferences } from '../../lib/preferences';
import { installAudioUnlock } from '../../lib/sound';
import { initTheme } from '../../lib/theme-store';
import { watchGameFeedback } from './game-feedback';

export function startSettings(): () => void {
  initTheme();
  initPreferences();
  const stopUnlock = installAudioUnlock();
  const stopFeedback = watchGameFeedback();
  return () => {
    stopUnlock();
    stopFeedback();
  };
}
