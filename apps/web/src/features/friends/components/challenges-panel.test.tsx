// @vitest-environment jsdom
import type { Challenge } from '@checkers/protocol';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery, type SeenCall } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { challenge, ok, testAccount } from '../test-fixtures';
import ChallengesPanel from './challenges-panel';

const START = Date.parse('2026-11-10T12:00:00.000Z');
const BLITZ = { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 } as const;

let received: Challenge[];
let sent: Challenge[];
let calls: SeenCall[];
let answer: (call: SeenCall) => unknown;

const notices = () => appStore.getState().ui.notices.map((n) => [n.message, n.durationMs]);
const onClose = vi.fn();
const show = () => renderWithQuery(<ChallengesPanel me="me" onClose={onClose} />);
const row = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(START);
  onClose.mockReset();
  appStore.getState().resetToLobby();
  appStore.setState((s) => ({ ui: { ...s.ui, notices: [] } }));
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  received = [challenge('c1', 'bob', 'me', START - 120_000, 7, 'Good luck!')];
  sent = [challenge('c2', 'me', 'cy', START, 30, '', { time_control: BLITZ, color: 'black' })];
  answer = () => ok({ challenge: received[0] });
  calls = fakeServer((url, call) => {
    if (url === '/api/challenges/pending') return ok({ pending_challenges: received });
    if (url === '/api/challenges/sent') return ok({ sent_challenges: sent });
    if (url.startsWith('/api/join-room'))
      return {
        room_code: 'ROOM42',
        player_id: 'p1',
        token: 'acc',
        is_spectator: false,
        color: 'black',
        time_control: BLITZ,
      };
    return answer(call);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the challenges panel', () => {
  it('shows received challenges with their message, age and a countdown that ticks and turns urgent', async () => {
    show();
    await screen.findByRole('list', { name: 'Received challenges' });
    expect(screen.getByRole('tab', { name: 'Received 1' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('tab', { name: 'Sent 1' });
    const item = row('bob');
    expect(within(item).getByText('Good luck!')).toBeTruthy();
    expect(within(item).getByText('2m ago')).toBeTruthy();
    expect(within(item).getByText('Untimed · random colours')).toBeTruthy();
    const timer = within(item).getByRole('timer');
    expect(timer.textContent).toBe('Expires in 5m 0s');
    expect(timer.className).not.toContain('urgent');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe('Expires in 4m 59s');
    expect(timer.className).toContain('urgent');
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(timer.textContent).toBe('Expires in 59s');
    expect(within(item).getByRole('button', { name: 'Accept' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect(within(row('bob')).getByRole('timer').textContent).toBe('Expired');
    expect(within(row('bob')).queryByRole('button')).toBeNull();
  });

  it('accepts: the panel closes and the game starts, on the challenge’s clock', async () => {
    received = [challenge('c1', 'bob', 'me', START, 30, '', { time_control: BLITZ, color: 'red' })];
    answer = () => ok({ game_id: 'room42', challenge: { ...received[0], status: 'accepted' } });
    show();
    await screen.findByRole('list', { name: 'Received challenges' });
    fireEvent.click(within(row('bob')).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(appStore.getState().room.roomCode).toBe('ROOM42'));
    expect(onClose).toHaveBeenCalled();
    expect(notices()).toEqual([['Challenge accepted! Starting game...', 3_000]]);
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/challenges/c1/accept');
    expect(appStore.getState().ui.currentSection).toBe('game');
    expect(appStore.getState().room.timeControl).toEqual(BLITZ);
    expect(appStore.getState().room.playerColor).toBe('black');
  });

  it('declines, and tells a refusal in the server’s words', async () => {
    answer = () => ({ status: 409, body: { success: false, message: 'Challenge is no longer pending' } });
    show();
    await screen.findByRole('list', { name: 'Received challenges' });
    fireEvent.click(within(row('bob')).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => expect(notices()).toEqual([['Challenge is no longer pending', undefined]]));
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/challenges/c1/decline');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels a sent challenge, and shows its details', async () => {
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Sent 1' }));
    await screen.findByRole('list', { name: 'Sent challenges' });
    expect(within(row('cy')).getByText('Blitz 5+3 · you play black')).toBeTruthy();
    fireEvent.click(within(row('cy')).getByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge Details' });
    const terms = [...dialog.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(terms).toEqual([
      'From: me',
      'To: cy',
      'Clock: Blitz 5+3',
      'Colours: You play black',
      `Sent: ${new Date(START).toLocaleString()}`,
      `Expires: ${new Date(START + 30 * 60_000).toLocaleString()}`,
      'Message: No message',
      'Status: Pending',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(row('cy')).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(notices()).toEqual([['Challenge canceled', undefined]]));
    expect(calls.find((c) => c.method === 'POST')!.url).toBe('/api/challenges/c2/cancel');
  });

  it('refreshes its lists every 30 s while open', async () => {
    show();
    await screen.findByRole('list', { name: 'Received challenges' });
    const count = () => calls.filter((c) => c.url === '/api/challenges/pending').length;
    const before = count();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(count()).toBe(before + 1);
  });
});
