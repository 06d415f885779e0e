// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { PlayNow } from './play-now';
import { controlOfDraft, UNTIMED_DRAFT } from '../../../components/time-control-picker';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
  appStore.getState().setUi({ notices: [] });
});

const created = {
  invite_code: 'abc234',
  player_id: 'p1',
  token: 'tok',
  color: 'black',
};

describe('the time control of a new room', () => {
  it('is untimed by default, a preset, or a custom clock within the bounds', () => {
    expect(controlOfDraft(UNTIMED_DRAFT)).toEqual({});
    expect(controlOfDraft({ ...UNTIMED_DRAFT, choice: '3+2' })).toEqual({
      control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
    });
    const custom = { ...UNTIMED_DRAFT, choice: 'custom' };
    expect(controlOfDraft({ ...custom, minutes: '0.5', increment: '0' })).toEqual({
      control: { kind: 'clock', initialSeconds: 30, incrementSeconds: 0 },
    });
    expect(controlOfDraft({ ...custom, minutes: '180', increment: '60' }).control).toBeDefined();
    expect(controlOfDraft({ ...custom, minutes: '0.25', increment: '0' }).error).toBe(
      'A clock has at least 30 seconds (0.5 minutes)',
    );
    expect(controlOfDraft({ ...custom, minutes: '181', increment: '0' }).error).toBe(
      'A clock has at most 180 minutes',
    );
    expect(controlOfDraft({ ...custom, minutes: '3', increment: '61' }).error).toBe(
      'The increment is at most 60 seconds',
    );
    expect(controlOfDraft({ ...custom, minutes: '3', increment: '1.5' }).error).toBe(
      'incrementSeconds must be a whole number of seconds',
    );
    expect(controlOfDraft({ ...custom, minutes: '', increment: '0' }).error).toMatch(/Enter the minutes/);
    expect(controlOfDraft({ ...UNTIMED_DRAFT, choice: 'correspondence', days: 3 })).toEqual({
      control: { kind: 'correspondence', daysPerMove: 3 },
    });
  });

  it('is offered as a named group, and Create Room sends the chosen control', async () => {
    const calls = fakeServer(() => ({
      status: 201,
      body: { ...created, time_control: { kind: 'clock', initialSeconds: 30, incrementSeconds: 0 } },
    }));
    render(<PlayNow onPlayAi={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Time control' });
    for (const name of ['Untimed', '1+0', '3+2', '5+3', '10+5', '15+10', 'Custom', 'Correspondence']) {
      expect(within(group).getByRole('radio', { name })).toBeTruthy();
    }
    expect((within(group).getByRole('radio', { name: 'Untimed' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Custom' }));
    fireEvent.change(within(group).getByLabelText('Minutes'), { target: { value: '0.5' } });
    fireEvent.change(within(group).getByLabelText('Increment (s)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('ABC234'));
    const create = calls.find((call) => call.url.endsWith('/api/create-room'));
    expect(create?.body).toEqual({ timeControl: { kind: 'clock', initialSeconds: 30, incrementSeconds: 0 } });
    expect(appStore.getState().room.timeControl).toEqual({
      kind: 'clock',
      initialSeconds: 30,
      incrementSeconds: 0,
    });
  });

  it('sends nothing for untimed, and days per move for correspondence', async () => {
    const calls = fakeServer(() => ({ status: 201, body: created }));
    render(<PlayNow onPlayAi={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('ABC234'));
    expect(calls.find((call) => call.url.endsWith('/api/create-room'))?.body).toEqual({});
    cleanup();
    appStore.getState().resetToLobby();

    const again = fakeServer(() => ({ status: 201, body: created }));
    render(<PlayNow onPlayAi={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Correspondence' }));
    const days = screen.getByLabelText('Days per move');
    expect(within(days).getByRole('option', { name: '1 day' })).toBeTruthy();
    expect(within(days).getAllByRole('option')).toHaveLength(14);
    fireEvent.change(days, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('ABC234'));
    expect(again.find((call) => call.url.endsWith('/api/create-room'))?.body).toEqual({
      timeControl: { kind: 'correspondence', daysPerMove: 3 },
    });
  });

  it('refuses a custom clock out of bounds before sending, and shows the server’s refusal', async () => {
    const calls = fakeServer(() => ({
      status: 400,
      body: {
        error: 'Bad Request',
        code: 'validation_failed',
        message: 'timeControl.initialSeconds: A clock has at least 30 seconds (0.5 minutes)',
      },
    }));
    render(<PlayNow onPlayAi={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Increment (s)'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(screen.getByRole('alert').textContent).toBe('The increment is at most 60 seconds');
    expect(calls.filter((call) => call.url.endsWith('/api/create-room'))).toHaveLength(0);

    // What the server still refuses is said beside the choice.
    fireEvent.change(screen.getByLabelText('Increment (s)'), { target: { value: '5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('A clock has at least 30 seconds'),
    );
    expect(appStore.getState().room.roomCode).toBeNull();
  });
});
