// The leaderboard overlay: tabs, search and filters, the stats panel, the table with paging, and
// the actions My Rank, Analytics, Compare Players and Refresh; the Achievements tab ranks by
// achievement points instead (with its category filter). Loaded on demand.
import type { LeaderboardEntry } from '@checkers/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { AchievementBoard } from '../../../components/achievement-board';
import { Modal } from '../../../components/modal';
import { clearLeaderboardCache, LEADERBOARD_KEY } from '../../../lib/query-client';
import { useAppStore } from '../../../stores/app-store';
import {
  changesFilter,
  filtersOf,
  makeView,
  typeOfTab,
  viewReducer,
  type ViewAction,
} from '../hooks/leaderboard-view';
import { useBoardRows } from '../hooks/use-board-rows';
import { AnalyticsModal } from './analytics-modal';
import { CompareModal } from './compare-modal';
import { DistributionPanel } from './distribution-panel';
import { LeaderboardFilters } from './leaderboard-filters';
import { LeaderboardTable } from './leaderboard-table';
import { LeaderboardTabs } from './leaderboard-tabs';
import { Pager } from './pager';
import { PlayerDetailsModal } from './player-details-modal';
import { StatsPanel } from './stats-panel';

type OpenModal =
  { kind: 'analytics' } | { kind: 'compare' } | { kind: 'player'; entry: LeaderboardEntry } | null;

export default function LeaderboardOverlay() {
  const setUi = useAppStore((s) => s.setUi);
  const account = useAppStore((s) => s.user.account);
  const client = useQueryClient();
  const [view, dispatch] = useReducer(viewReducer, account?.region, makeView);
  const [modal, setModal] = useState<OpenModal>(null);
  const [showDistribution, setShowDistribution] = useState(false);
  const meId = account?.id ?? null;
  const rows = useBoardRows(view, meId);
  const type = typeOfTab(view.tab);
  const close = () => setUi({ leaderboardOpen: false });

  const act = (action: ViewAction): void => {
    // A filter change starts from fresh replies; an emptied search box reloads the list.
    if (changesFilter(action)) clearLeaderboardCache(client);
    if (action.type === 'search' && action.text.trim() === '' && view.search.trim() !== '') {
      void client.invalidateQueries({ queryKey: [...LEADERBOARD_KEY, 'page'] });
    }
    dispatch(action);
  };

  const filters = filtersOf(view);
  const needsAccount = meId === null ? 'Sign in to use this' : undefined;

  return (
    <>
      <Modal title="Leaderboard" onClose={close} size="sheet" closeOnBackdrop={false}>
        <LeaderboardTabs tab={view.tab} onTab={(tab) => act({ type: 'tab', tab })} />
        <div
          id="leaderboard-panel"
          role="tabpanel"
          aria-labelledby={`leaderboard-tab-${view.tab}`}
          className="stack"
        >
          {type === null ? (
            <AchievementBoard meId={meId} />
          ) : type === 'friends' && meId === null ? (
            <p className="muted">Sign in to see how you rank among your friends.</p>
          ) : (
            <>
              <LeaderboardFilters view={view} dispatch={act} />
              <div className="row actions">
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={meId === null}
                  title={needsAccount}
                  aria-pressed={view.aroundMe}
                  onClick={() => act({ type: 'around-me', on: !view.aroundMe })}
                >
                  My Rank
                </button>
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={meId === null}
                  title={needsAccount}
                  onClick={() => setModal({ kind: 'analytics' })}
                >
                  Analytics
                </button>
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => setModal({ kind: 'compare' })}
                >
                  Compare Players
                </button>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-pressed={showDistribution}
                  onClick={() => setShowDistribution(!showDistribution)}
                >
                  Rating Distribution
                </button>
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => void client.invalidateQueries({ queryKey: LEADERBOARD_KEY })}
                >
                  Refresh
                </button>
              </div>
              <StatsPanel stats={rows.stats} />
              {showDistribution ? <DistributionPanel type={type} filters={filters} /> : null}
              {view.aroundMe ? (
                <p className="muted" role="note">
                  {rows.myRank === null
                    ? 'Players around you'
                    : `Your rank: #${rows.myRank}. Players around you:`}
                </p>
              ) : null}
              <LeaderboardTable
                entries={rows.entries}
                highlightId={meId}
                revealHighlight={view.aroundMe}
                empty={rows.empty}
                onPick={(entry) => setModal({ kind: 'player', entry })}
              />
              {view.aroundMe ? null : (
                <Pager
                  page={rows.page}
                  totalPages={rows.totalPages}
                  hasPrevious={rows.hasPrevious}
                  hasNext={rows.hasNext}
                  onPage={(page) => act({ type: 'page', page })}
                />
              )}
            </>
          )}
        </div>
      </Modal>
      {modal?.kind === 'analytics' && meId !== null ? (
        <AnalyticsModal userId={meId} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'compare' ? <CompareModal onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'player' ? (
        <PlayerDetailsModal entry={modal.entry} speed={view.speed} onClose={() => setModal(null)} />
      ) : null}
    </>
  );
}
