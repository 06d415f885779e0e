// Compare Players: two player search boxes, then both rating cards side by side, the head-to-head
// record, the expected score, and the advantage when the gap is over 50.
import type { CompareResponse, LeaderboardEntry } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { RatingCard } from '../../../components/rating-card';
import { compareQuery } from '../../../lib/leaderboard-api';
import { advantageText } from '../compare-advantage';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { PlayerPicker } from './player-picker';

function CompareResult({ result }: { readonly result: CompareResponse }) {
  const { player1, player2, head_to_head: h2h } = result;
  const advantage = advantageText(result);
  return (
    <section className="stack" aria-label="Comparison">
      <div className="side-by-side">
        <RatingCard name={player1.display_name} figures={player1} rank={player1.rank} headingLevel="h4" />
        <RatingCard name={player2.display_name} figures={player2} rank={player2.rank} headingLevel="h4" />
      </div>
      <p>
        <strong>Head-to-head:</strong>{' '}
        {h2h.games === 0
          ? 'no rated games between them yet.'
          : `${counted(h2h.games, 'game')}: ${player1.display_name} ${counted(h2h.player1_wins, 'win')}, ${player2.display_name} ${counted(h2h.player2_wins, 'win')}, ${counted(h2h.draws, 'draw')}.`}
      </p>
      <p>
        <strong>Rating difference:</strong> {Math.abs(result.rating_difference)} · {player1.display_name}
        &apos;s expected score: {Math.round(result.expected_score * 100)}%
      </p>
      {advantage !== null ? (
        <p className="advantage" data-testid="advantage">
          {advantage}
        </p>
      ) : (
        <p className="muted">Evenly matched: the ratings are within 50 points.</p>
      )}
    </section>
  );
}

export function CompareModal({ onClose }: { readonly onClose: () => void }) {
  const [first, setFirst] = useState<LeaderboardEntry | null>(null);
  const [second, setSecond] = useState<LeaderboardEntry | null>(null);
  const both = first !== null && second !== null;
  const compare = useQuery({ ...compareQuery(first?.user_id ?? '', second?.user_id ?? ''), enabled: both });
  useFailureNotice(
    compare.isError ? compare.errorUpdatedAt : 0,
    'Failed to load leaderboard',
    () => void compare.refetch(),
  );
  return (
    <Modal title="Compare Players" onClose={onClose} size="wide">
      <div className="side-by-side">
        <PlayerPicker label="First player" picked={first} onPick={setFirst} />
        <PlayerPicker label="Second player" picked={second} onPick={setSecond} />
      </div>
      {!both ? (
        <p className="muted">Pick two players to compare them.</p>
      ) : compare.isPending ? (
        <p className="muted">Comparing…</p>
      ) : compare.isSuccess ? (
        <CompareResult result={compare.data} />
      ) : null}
    </Modal>
  );
}

/** "1 game", "2 games". */
const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
