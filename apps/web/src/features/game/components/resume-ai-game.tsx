// The home page's offer of the game against the AI that was left for the lobby (or kept when the page
// closed): its level, how far it went, and Resume AI game. Play vs AI starts a new game instead.
import { useState } from 'react';
import { loadAiGame, resumeSavedAiGame } from '../ai/saved-ai-game';
import { AI_LEVEL_NAMES } from '../hooks/use-player-names';

/** "3 moves played": whole moves, black's and red's reply counting one. */
export function movesPlayedText(plies: number): string {
  if (plies === 0) return 'No moves yet';
  const moves = Math.ceil(plies / 2);
  return `${moves} ${moves === 1 ? 'move' : 'moves'} played`;
}

export function ResumeAiGame() {
  // Read once: the home page shows again (and reads it again) each time a game is left.
  const [saved] = useState(loadAiGame);
  if (saved === null) return null;
  return (
    <section className="card row row--spread resume-ai" aria-labelledby="resume-ai-title">
      <div>
        <h2 id="resume-ai-title" className="home__title">
          Your game against the AI
        </h2>
        <p className="muted resume-ai__detail">
          {AI_LEVEL_NAMES[saved.level] ?? saved.level} · {movesPlayedText(saved.moves.length)}
        </p>
      </div>
      <button type="button" className="btn btn--highlight" onClick={() => resumeSavedAiGame()}>
        Resume AI game
      </button>
    </section>
  );
}
