// View History: the puzzles the caller attempted, newest first, a page of 20 at a time.
import { DAILY_LIMITS } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { historyQuery } from '../api/daily-api';
import { difficultyName, formatTime, typeName } from '../daily-texts';

const PAGE = DAILY_LIMITS.historyPageSize;

export function HistoryDialog({ me, onClose }: { readonly me: string; readonly onClose: () => void }) {
  const [offset, setOffset] = useState(0);
  const query = useQuery(historyQuery(me, offset));
  const total = query.data?.total ?? 0;
  const rows = query.data?.history ?? [];
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const page = Math.floor(offset / PAGE) + 1;
  return (
    <Modal title="Puzzle History" onClose={onClose} size="wide">
      {query.isPending ? (
        <p role="status">Loading history…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No puzzles attempted yet</p>
      ) : (
        <ul className="daily-list" aria-label="Puzzle history">
          {rows.map((entry) => (
            <li key={`${entry.challenge_id}-${entry.date}`} className="daily-list__item">
              <span className="daily-list__main">
                <strong>{entry.title}</strong>
                <span className="muted">
                  {entry.date} · {typeName(entry.puzzle_type)} · {difficultyName(entry.difficulty)}
                </span>
              </span>
              <span className={entry.is_solved ? 'daily-solved' : 'daily-unsolved'}>
                {entry.is_solved ? 'Solved' : 'Not solved'}
              </span>
              <span>Score {entry.score}</span>
              <span className="muted">
                {entry.attempts} {entry.attempts === 1 ? 'attempt' : 'attempts'} ·{' '}
                {formatTime(entry.time_taken_seconds)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > PAGE ? (
        <div className="row daily-pager">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={offset + PAGE >= total}
            onClick={() => setOffset(offset + PAGE)}
          >
            Next
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
