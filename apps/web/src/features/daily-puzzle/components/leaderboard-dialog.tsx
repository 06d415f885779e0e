// Leaderboard: the puzzle's 50 best solvers, best score first.
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../components/modal';
import { leaderboardQuery } from '../api/daily-api';
import { formatTime } from '../daily-texts';

export interface LeaderboardDialogProps {
  readonly me: string;
  readonly challengeId: string;
  readonly title: string;
  readonly onClose: () => void;
}

export function LeaderboardDialog({ me, challengeId, title, onClose }: LeaderboardDialogProps) {
  const query = useQuery(leaderboardQuery(me, challengeId));
  const rows = query.data?.leaderboard ?? [];
  return (
    <Modal title="Puzzle Leaderboard" onClose={onClose} size="wide">
      <p className="muted">{title}</p>
      {query.isPending ? (
        <p role="status">Loading leaderboard…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No one has solved this puzzle yet</p>
      ) : (
        <table className="daily-table">
          <caption className="visually-hidden">Best solvers of {title}</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Score</th>
              <th scope="col">Time</th>
              <th scope="col">Hints</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.user_id} className={row.user_id === me ? 'daily-table__me' : undefined}>
                <td>#{row.rank}</td>
                <td>{row.username}</td>
                <td>{row.score}</td>
                <td>{formatTime(row.time_taken_seconds)}</td>
                <td>{row.hints_used}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
