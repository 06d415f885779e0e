// The home page's "Today's puzzle" card: its `Daily Puzzle` button opens the puzzle's dialog (loaded
// when first opened); a guest gets its invitation to register, the account form, and comes back.
import type { ReactNode } from 'react';
import type { AccountFormMode } from '../../../components/header-dialog-button';
import { DailyPuzzleButton } from './daily-puzzle-button';

export interface DailyPuzzleCardProps {
  /** The account dialog, composed by the app (features do not import each other). */
  readonly renderAccount?: (mode: AccountFormMode, close: () => void) => ReactNode;
}

export function DailyPuzzleCard({ renderAccount }: DailyPuzzleCardProps) {
  return (
    <section className="card row row--spread daily-card" aria-labelledby="daily-card-title">
      <div>
        <h2 id="daily-card-title" className="home__title">
          Today&apos;s puzzle
        </h2>
        <p className="muted daily-card__text">A new position every day: find the winning line.</p>
      </div>
      <DailyPuzzleButton renderAccount={renderAccount} />
    </section>
  );
}
