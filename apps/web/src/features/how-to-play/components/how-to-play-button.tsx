// The two ways into How to play: the header's button (on every screen; its label hides on a phone,
// its name stays) and the home page's entry, which carries the first visit's pointer. Both open the
// same dialog, loaded when first opened.
import { lazy, Suspense, useState } from 'react';
import { HeaderDialogButton } from '../../../components/header-dialog-button';
import { dismissTip, useTip } from '../tip';
import './how-to-play-entry.css';

const HowToPlayDialog = lazy(() => import('./how-to-play-dialog'));

const LOADING = 'Loading How to play…';

/** The header's `How to play` button, with a dot while the first visit's pointer shows. */
export function HowToPlayButton() {
  const tip = useTip();
  return (
    <HeaderDialogButton
      label="How to play"
      icon="?"
      className={tip === 'show' ? 'how-to-play-button how-to-play-button--new' : 'how-to-play-button'}
      loadingText={LOADING}
      renderDialog={(close) => <HowToPlayDialog onClose={close} />}
    />
  );
}

/** The home page's entry, with the pointer a first visit gets until it is dismissed or followed. */
export function HowToPlayEntry() {
  const [open, setOpen] = useState(false);
  const tip = useTip();
  return (
    <div className="card how-to-play-entry">
      <div className="how-to-play-entry__row">
        <p className="how-to-play-entry__text">The rules in plain words, then a short lesson on the board.</p>
        <button
          type="button"
          className="btn btn--secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          How to play
        </button>
      </div>
      {tip === 'show' ? (
        <div className="how-to-play-tip" role="note" aria-label="Tip">
          <p>
            <strong>New to checkers?</strong> Start here: it takes a few minutes.
          </p>
          <button
            type="button"
            className="how-to-play-tip__close"
            aria-label="Dismiss tip"
            onClick={dismissTip}
          >
            ×
          </button>
        </div>
      ) : null}
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              {LOADING}
            </p>
          }
        >
          <HowToPlayDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
