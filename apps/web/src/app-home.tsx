// The home page, where features meet: its sections in the order a newcomer needs them. Play now
// first (with the saved game against the AI above it when there is one), then How to play and a
// compact field to join a friend's room, tournaments, live games with the featured board, today's puzzle and
// friends online, the player's own games, open seeks, the ladder and the analysis board, and who is
// playing (a guest's Sign in and Register). Adding an entry is adding a section to the list.
import { lazy, startTransition, Suspense, useCallback, useState, type ReactNode } from 'react';
import { LazyAccountDialog } from './features/account/components/lazy-account-dialog';
import { DailyPuzzleCard } from './features/daily-puzzle/components/daily-puzzle-card';
import { FriendsOnline } from './features/friends/components/friends-online';
import { startNewAiGame } from './features/game/ai/saved-ai-game';
import { ResumeAiGame } from './features/game/components/resume-ai-game';
import { HowToPlayEntry } from './features/how-to-play/components/how-to-play-button';
import { HomePage, type HomeSection } from './features/lobby/components/home-page';
import { JoinRoom } from './features/lobby/components/join-room';
import { MoreCard } from './features/lobby/components/more-card';
import { PlayNow } from './features/lobby/components/play-now';
import { MyGamesCard } from './features/my-games/components/my-games-button';
import { QuickPairing } from './features/quick-pairing/components/quick-pairing';
import { loadLocalGames } from './app-local-games';

// Sections that are not part of Play now load just after it, outside the first download.
const AccountPanel = lazy(async () => ({
  default: (await import('./features/account/components/account-panel')).AccountPanel,
}));
const LiveGames = lazy(async () => ({
  default: (await import('./features/live-games/components/live-games')).LiveGames,
}));
const TournamentsCard = lazy(async () => ({
  default: (await import('./features/tournaments/components/tournaments-card')).TournamentsCard,
}));
const SpectatorInvites = lazy(async () => ({
  default: (await import('./features/spectate/components/spectator-invites')).SpectatorInvites,
}));

const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

export function AppHome() {
  // Open seeks are drawn further down than the Quick game they share their state with.
  const [seeksTarget, setSeeksTarget] = useState<HTMLElement | null>(null);
  // Set while the page is committed: as a transition, Quick game's second render waits for its
  // own turn instead of running at once in the same long task as the first.
  const seeksRef = useCallback(
    (element: HTMLElement | null) => startTransition(() => setSeeksTarget(element)),
    [],
  );
  const sections: HomeSection[] = [
    { id: 'invites', node: later(<SpectatorInvites />), wide: true },
    { id: 'resume-ai', node: <ResumeAiGame />, wide: true },
    {
      id: 'play-now',
      wide: true,
      node: (
        <PlayNow quickGame={<QuickPairing embedded seeksTarget={seeksTarget} />} onPlayAi={startNewAiGame} />
      ),
    },
    { id: 'how-to-play', node: <HowToPlayEntry />, wide: true },
    { id: 'join', node: <JoinRoom />, wide: true },
    {
      id: 'tournaments',
      node: later(
        <TournamentsCard
          renderAccount={(mode, close) => <LazyAccountDialog initialMode={mode} onClose={close} />}
        />,
      ),
    },
    { id: 'live-games', node: later(<LiveGames />) },
    {
      id: 'today',
      node: (
        <>
          <DailyPuzzleCard
            renderAccount={(mode, close) => <LazyAccountDialog initialMode={mode} onClose={close} />}
          />
          <FriendsOnline />
        </>
      ),
    },
    { id: 'my-games', node: <MyGamesCard loadLocalGames={loadLocalGames} /> },
    { id: 'seeks', node: <div className="home__portal" ref={seeksRef} /> },
    { id: 'more', node: <MoreCard /> },
    { id: 'account', node: later(<AccountPanel />), wide: true },
  ];
  return <HomePage sections={sections} />;
}
