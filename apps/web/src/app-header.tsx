// The page's header, where features meet: the title, Sign in for a guest on the home page, and the
// features' buttons (How to play, Friends and Challenges for an account, My games, Achievements,
// Settings), in a row on a
// wide screen and behind Menu on a phone. Adding an entry is adding a control to the menu's list.
import { lazy, Suspense } from 'react';
import { HeaderMenu } from './components/header-menu';
import { AccountHeaderButton } from './features/account/components/account-header-button';
import { LazyAccountDialog } from './features/account/components/lazy-account-dialog';
import { AchievementsButton } from './features/achievements/components/achievements-button';
import { SocialButtons } from './features/friends/components/social-buttons';
import { SocialMenuBadge } from './features/friends/components/social-menu-badge';
import { resumeAiGame } from './features/game/ai/saved-ai-game';
import { HowToPlayButton } from './features/how-to-play/components/how-to-play-button';
import { MyGamesButton } from './features/my-games/components/my-games-button';
import { PwaSettingsSection } from './features/pwa/components/pwa-settings-section';
import { SettingsButton } from './features/settings/components/settings-button';
import { useAppStore } from './stores/app-store';
import { loadLocalGames } from './app-local-games';

// The Settings dialog's achievements grid loads with the dialog, not with the home page.
const AchievementGrid = lazy(() => import('./features/achievements/components/achievement-grid'));
// Settings' "Your data" section (statistics, saved games, export and import) loads with the dialog.
const LocalDataPanel = lazy(() => import('./features/local-data/components/local-data-panel'));

const settingsExtra = (
  <>
    <Suspense fallback={null}>
      <AchievementGrid />
    </Suspense>
    <PwaSettingsSection />
    <Suspense fallback={null}>
      <LocalDataPanel onResume={resumeAiGame} />
    </Suspense>
  </>
);

export function AppHeader() {
  const home = useAppStore((s) => s.ui.currentSection === 'lobby');
  return (
    <header className="app__header">
      <h1 className="app__title">Checkers</h1>
      <HeaderMenu primary={home ? <AccountHeaderButton /> : undefined} badge={<SocialMenuBadge />}>
        <HowToPlayButton />
        <SocialButtons />
        <MyGamesButton loadLocalGames={loadLocalGames} />
        <AchievementsButton
          renderAccount={(mode, close) => <LazyAccountDialog initialMode={mode} onClose={close} />}
        />
        <SettingsButton extra={settingsExtra} />
      </HeaderMenu>
    </header>
  );
}
