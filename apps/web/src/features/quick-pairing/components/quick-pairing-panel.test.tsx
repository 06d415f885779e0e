// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery, type SeenCall } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import QuickPairingPanel from './quick-pairing-panel';

const joined = (code: string, token: string, color: 'red' | 'black') => ({
  room_code: code,
  player_id: 'p_me',
  token,
  is_spectator: false,
  color,
  time_control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
});

const seek = (fields: Record<string, unknown> = {}) => ({
  id: 'seek_1',
  ownerName: 'Ruby',
  rating: 1510,
  timeControl: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
  rated: false,
  color: 'random',
  created: '2025-01-01T00:00:00.000Z',
  mine: false,
  ...fields,
});

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.getState().resetToLobby();
  appStore.getState().setUser({ account: null, accountToken: null });
});

const find = (calls: SeenCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.includes(path));

describe('the Quick game card', () => {
  it('waits with a timer, polls, and Cancel leaves the pool', async () => {
    const calls = fakeServer((url, call) => {
      if (url.includes('/api/pairing/pools') && call.method === 'POST')
        return { status: 'waiting', pool: '3+2', rated: false, waitedSeconds: 7, token: 'guest-token' };
      if (url.includes('/api/pairing/pools') && call.method === 'DELETE') return { status: 'idle' };
      if (url.endsWith('/api/seeks')) return { seeks: [] };
      return { status: 'waiting', pool: '3+2', rated: false, waitedSeconds: 8 };
    });
    renderWithQuery(<QuickPairingPanel />);
    expect(screen.getByText('Guests play casual games. Sign in to play rated.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quick game 3+2' }));
    const waiting = await screen.findByText(/Looking for an opponent…/);
    expect(waiting.textContent).toContain('0:07');
    expect(find(calls, 'POST', '/api/pairing/pools/3%2B2')[0]?.body).toEqual({ rated: false });
    // The new guest's token is kept and presented by the polls.
    await waitFor(() => expect(find(calls, 'GET', '/api/pairing').length).toBeGreaterThan(0), {
      timeout: 3_000,
    });
    expect(find(calls, 'GET', '/api/pairing')[0]?.authorization).toBe('Bearer guest-token');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Quick game 1+0' })).toBeTruthy();
    expect(find(calls, 'DELETE', '/api/pairing/pools')).toHaveLength(1);
  });

  it('enters the room when matched, with the token it paired with', async () => {
    const calls = fakeServer((url) => {
      if (url.includes('/api/pairing/pools'))
        return { status: 'matched', roomCode: 'QWE234', token: 'guest-2' };
      if (url.includes('/api/join-room')) return joined('QWE234', 'guest-2', 'black');
      return { seeks: [] };
    });
    renderWithQuery(<QuickPairingPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Quick game 5+3' }));
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('QWE234'));
    expect(appStore.getState().room.playerColor).toBe('black');
    expect(appStore.getState().ui.currentSection).toBe('game');
    expect(find(calls, 'GET', '/api/join-room')[0]?.authorization).toBe('Bearer guest-2');
  });

  it('offers rated games to an account, and a poll that says matched enters the room', async () => {
    appStore.getState().setUser({
      account: { id: 'u1', username: 'me', displayName: 'me' } as never,
      accountToken: 'account-token',
    });
    let polls = 0;
    const calls = fakeServer((url, call) => {
      if (url.includes('/api/pairing/pools'))
        return { status: 'waiting', pool: '1+0', rated: true, waitedSeconds: 0 };
      if (url.includes('/api/join-room')) return joined('ZXC234', 'account-token', 'red');
      if (url.endsWith('/api/pairing') && call.method === 'GET')
        return ++polls < 2
          ? { status: 'waiting', pool: '1+0', rated: true, waitedSeconds: 2 }
          : { status: 'matched', roomCode: 'ZXC234' };
      return { seeks: [] };
    });
    renderWithQuery(<QuickPairingPanel />);
    expect((screen.getAllByRole('checkbox', { name: 'Rated' })[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Quick game 1+0' }));
    expect(await screen.findByText(/\(1\+0, rated\)/)).toBeTruthy();
    expect(find(calls, 'POST', '/api/pairing/pools')[0]?.body).toEqual({ rated: true });
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('ZXC234'), { timeout: 6_000 });
    expect(find(calls, 'GET', '/api/pairing')[0]?.authorization).toBe('Bearer account-token');
  });
});

describe('open seeks', () => {
  it('lists seeks and Accept enters the game', async () => {
    const calls = fakeServer((url) => {
      if (url.includes('/accept')) return { roomCode: 'ASD234', token: 'guest-3' };
      if (url.includes('/api/join-room')) return joined('ASD234', 'guest-3', 'red');
      return {
        seeks: [
          seek(),
          seek({ id: 'seek_2', ownerName: 'Guest AB12', rating: 'guest', rated: false, color: 'black' }),
        ],
      };
    });
    renderWithQuery(<QuickPairingPanel />);
    const list = await screen.findByRole('list', { name: 'Open seeks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Ruby (1510)');
    expect(rows[0]?.textContent).toContain('5+3');
    expect(rows[1]?.textContent).toContain('Guest AB12 (guest)');
    expect(rows[1]?.textContent).toContain('plays black');
    fireEvent.click(within(list).getByRole('button', { name: 'Accept 5+3 seek by Ruby' }));
    await waitFor(() => expect(appStore.getState().room.roomCode).toBe('ASD234'));
    expect(find(calls, 'POST', '/api/seeks/seek_1/accept')).toHaveLength(1);
    expect(find(calls, 'GET', '/api/join-room')[0]?.authorization).toBe('Bearer guest-3');
  });

  it('posts a seek, keeps it alive, and cancels its own', async () => {
    let posted = false;
    const calls = fakeServer((url, call) => {
      if (url.endsWith('/api/seeks') && call.method === 'POST') {
        posted = true;
        return { status: 201, body: { seek: seek({ id: 'seek_mine', mine: true }), token: 'guest-4' } };
      }
      if (url.includes('/api/seeks/seek_mine') && call.method === 'DELETE') {
        posted = false;
        return { id: 'seek_mine' };
      }
      if (url.endsWith('/api/pairing'))
        return posted ? { status: 'idle', seekId: 'seek_mine' } : { status: 'idle' };
      return {
        seeks: posted
          ? [seek({ id: 'seek_mine', ownerName: 'Guest ME12', rating: 'guest', mine: true })]
          : [],
      };
    });
    renderWithQuery(<QuickPairingPanel />);
    const form = await screen.findByRole('form', { name: 'Post a seek' });
    fireEvent.change(within(form).getByLabelText('Clock'), { target: { value: '10+5' } });
    fireEvent.change(within(form).getByLabelText('Your colour'), { target: { value: 'red' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post a seek' }));
    expect(
      await screen.findByText('Your seek is open; the game starts when someone accepts it.'),
    ).toBeTruthy();
    expect(find(calls, 'POST', '/api/seeks')[0]?.body).toEqual({
      timeControl: { kind: 'clock', initialSeconds: 600, incrementSeconds: 5 },
      rated: false,
      color: 'red',
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel seek' });
    fireEvent.click(cancel);
    expect(await screen.findByRole('form', { name: 'Post a seek' })).toBeTruthy();
    expect(find(calls, 'DELETE', '/api/seeks/seek_mine')[0]?.authorization).toBe('Bearer guest-4');
  });
});
