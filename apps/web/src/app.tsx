// The one page: lobby, waiting banner and game are sections shown one at a time. Features never
// import each other; they meet here and in the store.
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadBoundary } from './components/load-boundary';
import { Notices } from './components/notices';
import { restoreAccount } from './features/account/api/auth-api';
import { LazyAccountDialog } from './features/account/components/lazy-account-dialog';
import { AccountPanel } from './features/account/components/account-panel';
import { AchievementToasts } from './features/achievements/components/achievement-toasts';
import { AchievementsButton } from './features/achievements/components/achievements-button';
import { startAchievements } from './features/achievements/start-achievements';
import { DailyPuzzleButton } from './features/daily-puzzle/components/daily-puzzle-button';
import { startDaily } from './features/daily-puzzle/start-daily';
import { onAiGameSaved, resumeAiGame, resumeSavedAiGame } from './features/game/ai/saved-ai-game';
import { SocialButtons } from './features/friends/components/social-buttons';
import { HowToPlayButton, HowToPlayEntry } from './features/how-to-play/components/how-to-play-button';
import { startSocial } from './features/friends/start-social';
import { LiveGames } from './features/live-games/components/live-games';
import { MyGamesButton, MyGamesCard } from './features/my-games/components/my-games-button';
import { QuickPairing } from './features/quick-pairing/components/quick-pairing';
import { startLocalData } from './features/local-data/start-local-data';
import { Lobby } from './features/lobby/components/lobby';
import { ConnectionIndicator } from './features/offline/components/connection-indicator';
import { startOffline } from './features/offline/start-offline';
import { PwaBanners } from './features/pwa/components/pwa-banners-slot';
import { PwaSettingsSection } from './features/pwa/components/pwa-settings-section';
import { startPwa } from './features/pwa/start-pwa';
import { RatingPopup } from './features/rating-popup/components/rating-popup';
import { SettingsButton } from './features/settings/components/settings-button';
import { startSettings } from './features/settings/start-settings';
import { SpectatorInvites } from './features/spectate/components/spectator-invites';
import { useUserSocket } from './features/user-socket/hooks/use-user-socket';
import { joinRoom } from './lib/rooms-api';
import { loadSession } from './lib/session';
import { appStore, useAppStore } from './stores/app-store';
import { enterRoom, leaveToLobby, openReview } from './stores/session-actions';

/** A reload takes the saved seat back: the same token gets the same seat from the server. */
async function restoreSession(): Promise<void> {
  // A finished game's link (`?game=CODE`) opens it in replay, whatever else the page had.
  const reviewed = new URL(location.href).searchParams.get('game');
  if (reviewed !== null && /^[A-Za-z0-9]{6}$/.test(reviewed)) {
    openReview(reviewed.toUpperCase());
    return;
  }
  const saved = loadSession();
  // No room to go back to: a game against the AI the page was playing goes on.
  if (saved === null) {
    resumeSavedAiGame();
    return;
  }
  appStore.getState().setUser({ authToken: saved.token, playerId: saved.playerId });
  try {
    // A seat whose game has not started yet shows the waiting banner once the state says so.
    const seat = await joinRoom(saved.roomCode);
    enterRoom(seat.roomCode === saved.roomCode ? { ...seat, startedAt: saved.startedAt } : seat, false);
    appStore.getState().setGame({ gameStartTime: saved.startedAt ?? null });
    appStore.getState().setUi({ statusMessage: '' });
  } catch {
    leaveToLobby();
  }
}

// My games lists a guest's finished games from the local data, read when the list opens.
const loadLocalGames = async () =>
  (await import('./features/local-data/local-data')).getLocalData().gameHistory;

// The overlay (and Chart.js behind it) loads when first opened, outside the lobby's first download.
const LeaderboardOverlay = lazy(() => import('./features/leaderboard/components/leaderboard-overlay'));
// The game and review screens (board, replay, side panel) load when a game is first shown, so the
// lobby's first download stays small; a saved or shared game starts fetching them at once.
const loadGameScreen = () => import('./features/game/components/game-screen');
const GameScreen = lazy(async () => ({ default: (await loadGameScreen()).GameScreen }));
// The spectator panel (chat, follow, figures, invites) and the players' chat load with the game
// screen, not the lobby.
const SpectatorPanel = lazy(async () => ({
  default: (await import('./features/spectate/components/spectator-panel')).SpectatorPanel,
}));
const GameChatPanel = lazy(async () => ({
  default: (await import('./features/game-chat/components/game-chat')).GameChatPanel,
}));
// The room's connection (socket, polling, the chat's sender) loads with the first room.
const loadRoomConnection = () => import('./features/room/components/room-connection');
const RoomConnection = lazy(async () => ({ default: (await loadRoomConnection()).RoomConnection }));
// The waiting banner (and its QR code behind it) loads when a room is created or joined.
const WaitingBanner = lazy(async () => ({
  default: (await import('./features/room/components/waiting-banner')).WaitingBanner,
}));
const GameReview = lazy(async () => ({
  default: (await import('./features/game/components/game-review')).GameReview,
}));

// The Settings dialog's achievements grid loads with the dialog, not with the lobby.
const AchievementGrid = lazy(() => import('./features/achievements/components/achievement-grid'));
// Settings' "Your data" section (statistics, saved games, export and import) loads with the dialog.
const LocalDataPanel = lazy(() => import('./features/local-data/components/local-data-panel'));
const achievementGrid = (
  <Suspense fallback={null}>
    <AchievementGrid />
  </Suspense>
);

/**
 * The game screen's code could not be loaded (offline before the worker cached it, or removed by a
 * new deployment): back to the lobby with the spec's text for a game against the AI; a reload
 * fetches the files again.
 */
function gameScreenFailed(): void {
  const { game, notify } = appStore.getState();
  const reload = (): void => location.reload();
  notify('error', game.mode === 'ai' ? 'Failed to start offline game' : 'Failed to load the game', reload);
  leaveToLobby();
}

/** The status line hides after 5 s; the AI's thinking notice stays while it thinks. */
export const STATUS_HIDE_MS = 5_000;

export function App() {
  const section = useAppStore((s) => s.ui.currentSection);
  const status = useAppStore((s) => s.ui.statusMessage);
  useEffect(() => {
    if (status === '' || status === 'The AI is thinking…') return;
    const timer = setTimeout(() => appStore.getState().setUi({ statusMessage: '' }), STATUS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const [restoring, setRestoring] = useState(() => loadSession() !== null);
  const leaderboardOpen = useAppStore((s) => s.ui.leaderboardOpen);
  const reviewCode = useAppStore((s) => s.ui.reviewCode);
  const inRoom = useAppStore((s) => s.room.roomCode !== null);
  // The signed-in account's own socket: achievement unlocks (and, later, friends and challenges).
  useUserSocket();
  // Unlock toasts, and the reports of AI games and themes used.
  useEffect(() => startAchievements(), []);
  // Friends' and challenges' notifications, the challenger's way into an accepted challenge's game,
  // and their data cleared at logout.
  useEffect(() => startSocial(), []);
  // The daily puzzle's replies cleared at logout.
  useEffect(() => startDaily(), []);
  // The saved theme and preferences, audio on the first gesture, and the game's sounds.
  useEffect(() => startSettings(), []);
  // The install offer, and the service worker registered once the page has loaded.
  useEffect(() => startPwa(), []);
  // Moves made offline kept and synced, the connection indicator's count, and finished games recorded.
  useEffect(() => startOffline(), []);
  useEffect(() => startLocalData(onAiGameSaved), []);
  useEffect(() => {
    // Fetched soon after the lobby shows, so a game against the AI still starts if the network
    // drops in the meantime.
    const prefetch = setTimeout(() => {
      void loadGameScreen().catch(() => undefined);
      void loadRoomConnection().catch(() => undefined);
    }, 1_000);
    return () => clearTimeout(prefetch);
  }, []);
  useEffect(() => {
    void restoreSession().finally(() => setRestoring(false));
    void restoreAccount();
  }, []);

  return (
    <div className={section === 'game' || section === 'review' ? 'app app--game' : 'app'}>
      <header className="app__header">
        <h1 className="app__title">Checkers</h1>
        <div className="row app__header-actions">
          <HowToPlayButton />
          <SocialButtons />
          <MyGamesButton loadLocalGames={loadLocalGames} />
          <DailyPuzzleButton
            renderAccount={(mode, close) => <LazyAccountDialog initialMode={mode} onClose={close} />}
          />
          <AchievementsButton
            renderAccount={(mode, close) => <LazyAccountDialog initialMode={mode} onClose={close} />}
          />
          <SettingsButton
            extra={
              <>
                {achievementGrid}
                <PwaSettingsSection />
                <Suspense fallback={null}>
                  <LocalDataPanel onResume={resumeAiGame} />
                </Suspense>
              </>
            }
          />
        </div>
      </header>
      <ConnectionIndicator />
      <main>
        {restoring ? <p role="status">Loading…</p> : null}
        {!restoring && section === 'lobby' ? (
          <div className="stack">
            <HowToPlayEntry />
            <AccountPanel />
            <SpectatorInvites />
            <Lobby />
            <QuickPairing />
            <LiveGames />
            <MyGamesCard loadLocalGames={loadLocalGames} />
          </div>
        ) : null}
        {section === 'waiting' ? (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <WaitingBanner />
          </Suspense>
        ) : null}
        {section === 'game' || section === 'review' ? (
          <LoadBoundary key={section} onError={gameScreenFailed}>
            <Suspense fallback={<p role="status">Loading game…</p>}>
              {section === 'game' ? (
                <GameScreen
                  aside={
                    <Suspense fallback={null}>
                      <SpectatorPanel />
                    </Suspense>
                  }
                  chat={
                    <Suspense fallback={null}>
                      <GameChatPanel />
                    </Suspense>
                  }
                />
              ) : (
                <GameReview code={reviewCode} onLobby={leaveToLobby} />
              )}
            </Suspense>
          </LoadBoundary>
        ) : null}
      </main>
      {leaderboardOpen ? (
        <Suspense fallback={<p role="status">Loading leaderboard…</p>}>
          <LeaderboardOverlay />
        </Suspense>
      ) : null}
      {inRoom ? (
        <Suspense fallback={null}>
          <RoomConnection />
        </Suspense>
      ) : null}
      <RatingPopup />
      <AchievementToasts />
      <Notices />
      <PwaBanners />
    </div>
  );
}
