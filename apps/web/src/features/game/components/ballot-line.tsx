// The ACF ballot a game was started from, named as players know it: "Ballot 12: 9-14 22-17 11-15"
// (its number and its three moves in square numbers, black's first).
import type { GameBallot } from '@checkers/protocol';

/** "Ballot 12: 9-14 22-17 11-15". */
export const ballotText = (ballot: GameBallot): string => `Ballot ${ballot.number}: ${ballot.moves}`;

export function BallotLine({ ballot }: { readonly ballot: GameBallot | null | undefined }) {
  if (ballot === null || ballot === undefined) return null;
  return (
    <p className="game__ballot" data-testid="ballot">
      {ballotText(ballot)}
    </p>
  );
}
