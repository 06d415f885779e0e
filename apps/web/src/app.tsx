// The one page: the home page, waiting banner and game are sections shown one at a time. Features
// never import each other; they meet here (with the header in app-header.tsx, the home page in
// app-home.tsx and the page load's landing in app-landing.ts) and in the store.
import { lazy, Suspense, useEffect, useState } from 'react';
import { AppHeader } from './app-header';
import { AppHome } from './app-home';
import { TAGLINE } from './app-shell';
import { restoreSession } from './app-landing';
import { LoadBoundary } from './components/load-boundary';
import { Notices } from './components/notices';
import { restoreAccount } from './features/account/api/auth-api';
import { AchievementToasts } from './features/achievements/components/achievement-toasts';
import { startAchievements } from './features/achievements/start-achievements';
import { startDaily } from './features/daily-puzzle/start-daily';
import { onAiGameSaved } from './features/game/ai/saved-ai-game';
import { startSocial } from './features/friends/start-social';
import { startLocalData } from './features/local-data/start-local-data';
import { ConnectionIndicator } from './features/offline/components/connection-indicator';
import { startOffline } from './features/offline/start-offline';
import { PwaBanners } from './features/pwa/components/pwa-banners-slot';
import { startPwa } from './features/pwa/start-pwa';
import { RatingPopup } from './features/rating-popup/components/rating-popup';
import { LazyAccountDialog } from './features/account/components/lazy-account-dialog';
import { startSettings } from './features/settings/start-settings';
import { startTournaments } from './features/tournaments/start-tournaments';
import { useUserSocket } from './features/user-socket/hooks/use-user-socket';
import { PLAY_PARAM, TOURNAMENT_PARAM } from './lib/landing';
import { loadSession } from './lib/session';
import { whenIdle } from './lib/when-idle';
import { appStore, useAppStore } from './stores/app-store';
import { leaveToLobby } from './stores/session-actions';

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
// A tournament's page (standings, games, joining) loads when one is opened.
const TournamentPage = lazy(() => import('./features/tournaments/components/tournament-page'));
// The game screen's line naming a tournament game's event loads with the first such game.
const TournamentGameLine = lazy(() => import('./features/tournaments/components/tournament-game-line'));
const GameReview = lazy(async () => ({
  default: (await import('./features/game/components/game-review')).GameReview,
}));

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
  // A saved seat or AI game may be taken back, or a tournament's page opened: the home page waits
  // until that is decided.
  const [restoring, setRestoring] = useState(() => {
    const params = new URLSearchParams(location.search);
    return loadSession() !== null || params.has(PLAY_PARAM) || params.has(TOURNAMENT_PARAM);
  });
  const leaderboardOpen = useAppStore((s) => s.ui.leaderboardOpen);
  const reviewCode = useAppStore((s) => s.ui.reviewCode);
  const tournamentId = useAppStore((s) => s.ui.tournamentId);
  const inRoom = useAppStore((s) => s.room.roomCode !== null);
  const inTournamentGame = useAppStore((s) => s.room.tournamentId !== null);
  // The signed-in account's own socket: achievement unlocks (and, later, friends and challenges).
  useUserSocket();
  // Unlock toasts, and the reports of AI games and themes used.
  useEffect(() => startAchievements(), []);
  // Friends' and challenges' notifications, the challenger's way into an accepted challenge's game,
  // and their data cleared at logout.
  useEffect(() => startSocial(), []);
  // Being paired in a tournament takes the player to the game; its pages hear of changes.
  useEffect(() => startTournaments(), []);
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
    // drops in the meantime: when the main thread is idle, one part at a time.
    let cancel = (): void => undefined;
    const prefetch = setTimeout(() => {
      cancel = whenIdle(() => {
        void loadGameScreen().catch(() => undefined);
        cancel = whenIdle(() => void loadRoomConnection().catch(() => undefined));
      });
    }, 1_000);
    return () => {
      clearTimeout(prefetch);
      cancel();
    };
  }, []);
  useEffect(() => {
    void restoreSession().finally(() => setRestoring(false));
    void restoreAccount();
  }, []);

  return (
    <div className={section === 'game' || section === 'review' ? 'app app--game' : 'app'}>
      <AppHeader />
      <ConnectionIndicator />
      <main>
        {section === 'lobby' ? <p className="app__tagline">{TAGLINE}</p> : null}
        {restoring ? <p role="status">Loading…</p> : null}
        {!restoring && section === 'lobby' ? <AppHome /> : null}
        {!restoring && section === 'tournament' && tournamentId !== null ? (
          <Suspense fallback={<p role="status">Loading tournament…</p>}>
            <TournamentPage
              key={tournamentId}
              id={tournamentId}
              renderAccount={(mode, close) => <LazyAccountDialog initialMode={mode} onClose={close} />}
            />
          </Suspense>
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
                  event={
                    inTournamentGame ? (
                      <Suspense fallback={null}>
                        <TournamentGameLine />
                      </Suspense>
                    ) : undefined
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
      {/* The rating popup and the unlock toasts, both at a game's end: one under the other. */}
      <div className="top-notices">
        <RatingPopup />
        <AchievementToasts />
      </div>
      <Notices />
      <PwaBanners />
    </div>
  );
}
