// The leaderboard overlay (core §2).
import { useAppStore } from '../../../stores/app-store';

export default function LeaderboardOverlay() {
  const setUi = useAppStore((s) => s.setUi);
  return (
    <div className="overlay">
      <div className="dialog" role="dialog" aria-modal="true" aria-label="Leaderboard">
        <button type="button" className="btn" onClick={() => setUi({ leaderboardOpen: false })}>
          Close
        </button>
      </div>
    </div>
  );
}
