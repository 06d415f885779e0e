// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { swiss, testAccount, tournament } from '../test-fixtures';
import { TournamentsCard } from './tournaments-card';

const list = [
  tournament({ id: 'f1', name: 'Old Arena', status: 'finished' }),
  tournament({ id: 'u1', name: 'Evening Arena', status: 'upcoming', starts_at: '2099-07-01T18:00:00.000Z' }),
  swiss({ id: 'r1', name: 'Club Swiss' }),
];

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('the home page’s Tournaments', () => {
  it('lists the running and upcoming ones; a name opens the page', async () => {
    const calls = fakeServer(() => ({ tournaments: list }));
    renderWithQuery(<TournamentsCard />);
    const shown = await screen.findByRole('list', { name: 'Running and upcoming tournaments' });
    const links = within(shown).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Club Swiss', 'Evening Arena']);
    expect(links[0]!.getAttribute('href')).toBe('?tournament=r1');
    expect(within(shown).getAllByRole('listitem')[1]!.textContent).toMatch(/Starts in .* · 3 players/);
    expect(calls[0]?.url).toBe('/api/tournaments');
    fireEvent.click(links[0]!);
    expect(appStore.getState().ui).toMatchObject({ currentSection: 'tournament', tournamentId: 'r1' });
  });

  it('opens the whole list, grouped, and Create tournament from it', async () => {
    fakeServer(() => ({ tournaments: list }));
    renderWithQuery(<TournamentsCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Tournaments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournaments' });
    const group = (name: string) =>
      within(within(dialog).getByRole('list', { name }))
        .getAllByRole('link')
        .map((a) => a.textContent);
    await waitFor(() => expect(group('Finished tournaments')).toEqual(['Old Arena']));
    expect(group('Running tournaments')).toEqual(['Club Swiss']);
    expect(group('Upcoming tournaments')).toEqual(['Evening Arena']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByRole('dialog', { name: 'Create tournament' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Tournaments' })).toBeNull();
  });

  it('says when none is on, and shows the last finished', async () => {
    fakeServer(() => ({ tournaments: [list[0]] }));
    renderWithQuery(<TournamentsCard />);
    expect(await screen.findByText(/No tournament is running or planned/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Recently finished tournaments' }).textContent).toContain(
      'Old Arena',
    );
  });

  it('sends a guest who wants to create one to the account form', async () => {
    appStore.getState().setUser({ account: null, accountToken: null });
    fakeServer(() => ({ tournaments: [] }));
    const renderAccount = vi.fn((mode: string) => <p>Account form: {mode}</p>);
    renderWithQuery(<TournamentsCard renderAccount={renderAccount} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tournament' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account form: register')).toBeTruthy();
  });
});
