// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { TournamentResults } from './tournament-results';

const result = (fields: Record<string, unknown> = {}) => ({
  tournament_id: 't1',
  name: 'Hourly Blitz Arena',
  kind: 'arena',
  finished_at: '2026-07-01T13:00:00.000Z',
  rank: 1,
  players: 12,
  score: 18,
  ...fields,
});

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
  appStore.getState().setUi({ leaderboardOpen: true });
  history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe("a player's tournament results", () => {
  it('lists each with the place, the field and the score; a name opens its page', async () => {
    const calls = fakeServer(() => ({
      results: [
        result(),
        result({ tournament_id: 's1', name: 'Club Swiss', kind: 'swiss', rank: 3, players: 8, score: 3.5 }),
      ],
    }));
    renderWithQuery(<TournamentResults userId="u 2" />);
    const list = await screen.findByRole('list', { name: 'Tournament results' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/^🏆 1 of 12 Hourly Blitz Arena Arena · 18 points · /);
    expect(items[1]).toMatch(/^3 of 8 Club Swiss Swiss · 3½ points · /);
    expect(calls[0]?.url).toBe('/api/tournaments/results?user_id=u%202');
    fireEvent.click(within(list).getByRole('link', { name: 'Club Swiss' }));
    expect(appStore.getState().ui).toMatchObject({
      leaderboardOpen: false,
      currentSection: 'tournament',
      tournamentId: 's1',
    });
  });

  it('says when there are none, or when they could not be loaded', async () => {
    fakeServer(() => ({ results: [] }));
    const first = renderWithQuery(<TournamentResults userId="u2" />);
    expect(await screen.findByText('No tournaments played yet.')).toBeTruthy();
    first.unmount();
    fakeServer(() => ({ results: [{ name: 'no id' }] }));
    renderWithQuery(<TournamentResults userId="u3" />);
    expect(await screen.findByText('Tournament results could not be loaded.')).toBeTruthy();
  });
});
