// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { swiss, testAccount, tournament } from '../test-fixtures';
import CreateTournamentDialog from './create-tournament-dialog';

function open() {
  const onClose = vi.fn();
  const onAccount = vi.fn();
  renderWithQuery(<CreateTournamentDialog onClose={onClose} onAccount={onAccount} />);
  return { onClose, onAccount, dialog: screen.getByRole('dialog', { name: 'Create tournament' }) };
}

beforeEach(() => {
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
  appStore.setState((s) => ({ ui: { ...s.ui, notices: [] } }));
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('Create tournament', () => {
  it('sends an arena with its clock, start and length, and opens its page', async () => {
    const calls = fakeServer(() => ({ status: 201, body: { tournament: tournament({ id: 'new1' }) } }));
    const { onClose, dialog } = open();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Friday Blitz' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '5+3' }));
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText('Duration (minutes)'), { target: { value: '20' } });
    // An arena's games are on a clock: no untimed, no correspondence, no ballots.
    expect(within(dialog).queryByRole('radio', { name: 'Untimed' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Correspondence' })).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: 'ACF ballots' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/tournaments',
      authorization: 'Bearer acc',
      body: {
        name: 'Friday Blitz',
        kind: 'arena',
        timeControl: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
        startsInSeconds: 1800,
        durationMinutes: 20,
        rated: true,
        ballots: false,
      },
    });
    expect(appStore.getState().ui).toMatchObject({ currentSection: 'tournament', tournamentId: 'new1' });
    expect(new URL(location.href).searchParams.get('tournament')).toBe('new1');
  });

  it('sends a Swiss event with rounds, ballots, casual play and a password', async () => {
    const calls = fakeServer(() => ({ status: 201, body: { tournament: swiss() } }));
    const { dialog } = open();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Club Swiss' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Swiss/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Correspondence' }));
    fireEvent.change(within(dialog).getByLabelText('Rounds'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Rated' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'ACF ballots' }));
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: 'now' } });
    fireEvent.change(within(dialog).getByLabelText('Password (optional)'), { target: { value: 'club' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      name: 'Club Swiss',
      kind: 'swiss',
      timeControl: { kind: 'correspondence', daysPerMove: 1 },
      startsInSeconds: 0,
      rounds: 7,
      rated: false,
      ballots: true,
      password: 'club',
    });
  });

  it('points at the wrong fields before sending, and shows a refusal in the server’s words', async () => {
    const calls = fakeServer(() => ({
      status: 400,
      body: {
        error: 'Bad Request',
        message: 'durationMinutes: too long for tonight',
        code: 'validation_failed',
      },
    }));
    const { onClose, dialog } = open();
    fireEvent.change(within(dialog).getByLabelText('Duration (minutes)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A name has at least 3 characters')).toBeTruthy();
    expect(within(dialog).getByText('An arena lasts 1 to 720 minutes')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Late Arena' } });
    fireEvent.change(within(dialog).getByLabelText('Duration (minutes)'), { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('durationMinutes: too long for tonight')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks a guest to sign in first', () => {
    appStore.getState().setUser({ account: null, accountToken: null });
    const { onAccount, dialog } = open();
    expect(within(dialog).getByText(/Sign in to create a tournament/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(onAccount).toHaveBeenCalledWith('signin');
  });
});
