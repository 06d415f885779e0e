// The top of today's puzzle: title, type and difficulty badge, description and goal, and the time,
// moves and hints counters.
import type { DailyChallenge } from '@checkers/protocol';
import { difficultyName, formatTime, typeName } from '../daily-texts';

export interface PuzzleHeadProps {
  readonly challenge: DailyChallenge;
  readonly elapsed: number;
  readonly playedMoves: number;
  readonly hintsUsed: number;
}

export function PuzzleHead({ challenge, elapsed, playedMoves, hintsUsed }: PuzzleHeadProps) {
  return (
    <>
      <div className="daily-head">
        <h3 className="daily-title">{challenge.title}</h3>
        <span className="daily-type">{typeName(challenge.puzzle_type)}</span>
        <span className={`daily-badge daily-badge--${challenge.difficulty}`}>
          {difficultyName(challenge.difficulty)}
        </span>
      </div>
      <p className="daily-description">{challenge.description}</p>
      <p className="daily-goal muted">{challenge.goal}</p>
      <dl className="daily-counters" aria-label="Puzzle counters">
        <div>
          <dt>Time</dt>
          <dd>
            <span role="timer" aria-live="off">
              {formatTime(elapsed)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Moves</dt>
          <dd>
            {playedMoves} / {challenge.max_moves}
          </dd>
        </div>
        <div>
          <dt>Hints</dt>
          <dd>
            {hintsUsed} / {challenge.hints_available}
          </dd>
        </div>
      </dl>
    </>
  );
}
