// The home page's way to the rated ladder and the analysis board.
import { useAppStore } from '../../../stores/app-store';
import { openReview } from '../../../stores/session-actions';

export function MoreCard() {
  const setUi = useAppStore((s) => s.setUi);
  return (
    <section className="card stack" aria-labelledby="more-title">
      <h2 id="more-title" className="home__title">
        Rated ladder and analysis
      </h2>
      <p className="muted">Games between two signed-in players are rated.</p>
      <div className="row">
        <button type="button" className="btn btn--secondary" onClick={() => setUi({ leaderboardOpen: true })}>
          Leaderboard
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => openReview(null)}>
          Analysis board
        </button>
      </div>
    </section>
  );
}
