// The way into My games: `MyGamesButton` in the page's header (an icon on a phone), and
// `MyGamesCard` for the home page. Both open the same dialog, loaded when first opened.
import { lazy, Suspense, useState } from 'react';
import { HeaderDialogButton } from '../../../components/header-dialog-button';
import type { LocalGame } from '../my-games-model';

const MyGamesDialog = lazy(() => import('./my-games-dialog'));

export interface MyGamesButtonProps {
  /** A guest's finished games as this browser recorded them (the local data's history). */
  readonly loadLocalGames: () => Promise<readonly LocalGame[]>;
}

export function MyGamesButton({ loadLocalGames }: MyGamesButtonProps) {
  return (
    <HeaderDialogButton
      label="My games"
      icon="📋"
      className="my-games-button"
      loadingText="Loading your games…"
      renderDialog={(close) => <MyGamesDialog onClose={close} loadLocalGames={loadLocalGames} />}
    />
  );
}

/** The home page's card: a line on what is there, and the button. */
export function MyGamesCard({ loadLocalGames }: MyGamesButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card stack" aria-labelledby="my-games-card-title">
      <h3 id="my-games-card-title">Your games</h3>
      <p className="muted">Look back at the games you have finished and replay them.</p>
      <div className="row">
        <button
          type="button"
          className="btn btn--secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          My games
        </button>
      </div>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              Loading your games…
            </p>
          }
        >
          <MyGamesDialog onClose={() => setOpen(false)} loadLocalGames={loadLocalGames} />
        </Suspense>
      ) : null}
    </section>
  );
}
