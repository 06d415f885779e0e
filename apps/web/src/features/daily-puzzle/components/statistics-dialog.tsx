// Statistics: the caller's figures over every daily puzzle.
import { DAILY_PUZZLE_TYPES } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../components/modal';
import { statisticsQuery } from '../api/daily-api';
import { formatTime, TEXTS, typeName } from '../daily-texts';

export function StatisticsDialog({ me, onClose }: { readonly me: string; readonly onClose: () => void }) {
  const query = useQuery(statisticsQuery(me));
  const stats = query.data?.statistics;
  return (
    <Modal title="Puzzle Statistics" onClose={onClose}>
      {query.isError ? (
        <div className="row" role="alert">
          <span>{TEXTS.statisticsFailed}</span>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </div>
      ) : stats === undefined ? (
        <p role="status">Loading statistics…</p>
      ) : (
        <>
          <dl className="daily-figures" aria-label="Your puzzle statistics">
            <div>
              <dt>Solved</dt>
              <dd>{stats.total_solved}</dd>
            </div>
            <div>
              <dt>Attempted</dt>
              <dd>{stats.total_attempted}</dd>
            </div>
            <div>
              <dt>Current streak</dt>
              <dd>{stats.current_streak}</dd>
            </div>
            <div>
              <dt>Best streak</dt>
              <dd>{stats.best_streak}</dd>
            </div>
            <div>
              <dt>Average score</dt>
              <dd>{Math.round(stats.average_score)}</dd>
            </div>
            <div>
              <dt>Average time</dt>
              <dd>{formatTime(stats.average_time_seconds)}</dd>
            </div>
            <div>
              <dt>Total score</dt>
              <dd>{stats.total_score}</dd>
            </div>
          </dl>
          <h3>Solved by type</h3>
          <ul className="daily-by-type">
            {DAILY_PUZZLE_TYPES.map((type) => (
              <li key={type}>
                {typeName(type)}: {stats.solved_by_type[type] ?? 0}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
