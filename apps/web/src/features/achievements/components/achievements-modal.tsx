// The achievements modal: stat cards, a search box, a category filter, the five sorts, Export,
// Leaderboard and Share, and the list, whose unlocked items open their detail. A guest sees what
// could be earned (the definitions, hidden ones concealed) and is invited to register. Loaded on
// demand by AchievementsButton.
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENTS,
  type Account,
  type AchievementCategory,
  type UserAchievement,
} from '@checkers/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { AccountFormMode } from '../../../components/header-dialog-button';
import { Modal } from '../../../components/modal';
import { copyText } from '../../../lib/clipboard';
import { useAppStore } from '../../../stores/app-store';
import {
  categoryName,
  EMPTY_SUMMARY,
  exportJson,
  guestAchievements,
  shareText,
  SORTS,
  viewRows,
  type Sort,
} from '../achievement-view';
import { userAchievementsQuery } from '../api/achievements-api';
import { downloadFile } from '../../../lib/download-file';
import { EXPORT_FAILED, LOAD_FAILED, SHARE_FAILED } from '../texts';
import { AchievementCard } from './achievement-card';
import { AchievementDetail } from './achievement-detail';
import { AchievementsLeaderboardModal } from './achievements-leaderboard-modal';
import { StatCards } from './stat-cards';
import './achievements.css';

const TOTAL = ACHIEVEMENTS.length;

function Controls(props: {
  readonly search: string;
  readonly category: AchievementCategory | 'all';
  readonly sort: Sort;
  readonly onSearch: (text: string) => void;
  readonly onCategory: (category: AchievementCategory | 'all') => void;
  readonly onSort: (sort: Sort) => void;
}) {
  const id = useId();
  return (
    <div className="filters achievement-controls" role="search">
      <input
        type="search"
        aria-label="Search achievements"
        placeholder="Search achievements"
        value={props.search}
        maxLength={40}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <label htmlFor={`${id}-category`} className="visually-hidden">
        Category
      </label>
      <select
        id={`${id}-category`}
        value={props.category}
        onChange={(event) => props.onCategory(event.target.value as AchievementCategory | 'all')}
      >
        <option value="all">All categories</option>
        {ACHIEVEMENT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {categoryName(value)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-sort`} className="visually-hidden">
        Sort by
      </label>
      <select
        id={`${id}-sort`}
        value={props.sort}
        onChange={(event) => props.onSort(event.target.value as Sort)}
      >
        {SORTS.map(([value, name]) => (
          <option key={value} value={value}>
            Sort: {name}
          </option>
        ))}
      </select>
    </div>
  );
}

function List({
  rows,
  onOpen,
}: {
  readonly rows: readonly UserAchievement[];
  readonly onOpen: (row: UserAchievement) => void;
}) {
  if (rows.length === 0) return <p className="muted">No achievements match.</p>;
  return (
    <ul className="achievement-list" aria-label="Achievement list">
      {rows.map((row) => (
        <AchievementCard key={row.achievement.id} row={row} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function GuestInvite({ onAccount }: { readonly onAccount: ((mode: AccountFormMode) => void) | undefined }) {
  return (
    <section className="achievement-invite stack--tight" aria-label="Register to earn achievements">
      <p>
        <strong>Register to start earning achievements.</strong> Guests can look, but only registered players
        unlock them, appear on the achievements leaderboard and keep what their games proved.
      </p>
      {onAccount === undefined ? null : (
        <div className="row">
          <button type="button" className="btn" onClick={() => onAccount('register')}>
            Register
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => onAccount('signin')}>
            Sign in
          </button>
        </div>
      )}
    </section>
  );
}

function useAccountRows(account: Account | null) {
  const query = useQuery({ ...userAchievementsQuery(account?.id ?? ''), enabled: account !== null });
  if (account === null) return { rows: guestAchievements(), summary: EMPTY_SUMMARY, query: null };
  return { rows: query.data?.achievements ?? [], summary: query.data?.summary ?? EMPTY_SUMMARY, query };
}

export interface AchievementsModalProps {
  readonly onClose: () => void;
  /** Opens the app's Register or Sign in form (guests). */
  readonly onAccount?: ((mode: AccountFormMode) => void) | undefined;
}

export default function AchievementsModal({ onClose, onAccount }: AchievementsModalProps) {
  const account = useAppStore((s) => s.user.account);
  const notify = useAppStore((s) => s.notify);
  const client = useQueryClient();
  const { rows, summary, query } = useAccountRows(account);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<AchievementCategory | 'all'>('all');
  const [sort, setSort] = useState<Sort>('category');
  const [detail, setDetail] = useState<UserAchievement | null>(null);
  const [leaderboard, setLeaderboard] = useState(false);
  const shown = useMemo(() => viewRows(rows, { search, category, sort }), [rows, search, category, sort]);
  const needsAccount = account === null ? 'Register or sign in to use this' : undefined;

  const exportAll = async (): Promise<void> => {
    if (account === null) return;
    try {
      const data = await client.fetchQuery({ ...userAchievementsQuery(account.id), staleTime: 0 });
      downloadFile(`achievements-${account.username}.json`, exportJson(account, data, new Date()));
    } catch {
      notify('error', EXPORT_FAILED);
    }
  };

  const share = async (): Promise<void> => {
    const copied = await copyText(shareText(summary, TOTAL, window.location.origin)).catch(() => false);
    if (copied) notify('success', 'Share text copied!');
    else notify('error', SHARE_FAILED);
  };

  return (
    <Modal title="Achievements" onClose={onClose} size="wide">
      <div className="achievements stack">
        {account === null ? (
          <GuestInvite onAccount={onAccount} />
        ) : (
          <StatCards summary={summary} total={TOTAL} />
        )}
        <Controls
          search={search}
          category={category}
          sort={sort}
          onSearch={setSearch}
          onCategory={setCategory}
          onSort={setSort}
        />
        <div className="row actions">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={account === null || query?.data === undefined}
            title={needsAccount}
            onClick={() => void exportAll()}
          >
            Export
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={account === null}
            title={needsAccount}
            onClick={() => setLeaderboard(true)}
          >
            Leaderboard
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={account === null || query?.data === undefined}
            title={needsAccount}
            onClick={() => void share()}
          >
            Share
          </button>
        </div>
        {query?.isError ? (
          <div className="row" role="alert">
            <span>{LOAD_FAILED}</span>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => void query.refetch()}
            >
              Retry
            </button>
          </div>
        ) : query?.isPending ? (
          <p role="status">Loading achievements…</p>
        ) : (
          <List rows={shown} onOpen={setDetail} />
        )}
      </div>
      {detail !== null ? <AchievementDetail row={detail} onClose={() => setDetail(null)} /> : null}
      {leaderboard ? <AchievementsLeaderboardModal onClose={() => setLeaderboard(false)} /> : null}
    </Modal>
  );
}
