// @vitest-environment jsdom
import { ACHIEVEMENTS } from '@checkers/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notices } from '../../../components/notices';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { testAccount, userReply } from '../test-fixtures';
import AchievementsModal from './achievements-modal';

const copyText = vi.hoisted(() => vi.fn(async (_text: string) => true));
vi.mock('../../../lib/clipboard', () => ({ copyText }));

// A 400 is not retried by the API client, so failures show at once.
const failure = { status: 400, body: { error: 'Invalid request', message: 'bad', code: 'bad_request' } };

/** A Blob's text (jsdom's Blob has no text()). */
const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function server(fail: { user?: boolean; board?: boolean } = {}) {
  return fakeServer((url) => {
    if (url.startsWith('/api/achievements/user/')) return fail.user ? failure : userReply();
    if (url.startsWith('/api/achievements/leaderboard')) {
      return fail.board
        ? failure
        : {
            leaderboard: [
              { rank: 1, user_id: 'u9', username: 'zed', total_achievements: 9, total_points: 900 },
            ],
          };
    }
    return { status: 404, body: { error: 'Not found', message: 'no', code: 'not_found' } };
  });
}

function open(onAccount?: (mode: 'signin' | 'register') => void) {
  const onClose = vi.fn();
  renderWithQuery(
    <>
      <AchievementsModal onClose={onClose} onAccount={onAccount} />
      <Notices />
    </>,
  );
  return onClose;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Achievement list' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.achievement-card__name')?.textContent);

beforeEach(() => {
  vi.unstubAllGlobals();
  copyText.mockReset();
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: null });
  appStore.getState().setUi({ notices: [] });
});
afterEach(cleanup);

describe('the achievements modal', () => {
  it('shows the stat cards and every achievement, hidden locked ones as hidden', async () => {
    const calls = server();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Achievements' });
    await within(dialog).findByRole('list', { name: 'Achievement list' });
    expect(calls[0]).toMatchObject({ url: '/api/achievements/user/u1', authorization: 'Bearer acc' });
    const stats = screen.getByLabelText('Achievement statistics');
    const figures = [...stats.querySelectorAll('div')].map((d) => d.textContent);
    expect(figures).toEqual([`Unlocked3 / ${ACHIEVEMENTS.length}`, 'Points130', 'Completion13%', 'Rank#7']);
    expect(cardNames()).toHaveLength(ACHIEVEMENTS.length);
    expect(cardNames().filter((name) => name === 'Hidden achievement')).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Regular progress' }).getAttribute('aria-valuenow')).toBe(
      '30',
    );
    expect(screen.getByText('3 / 10')).toBeTruthy();
  });

  it('searches, filters by category and sorts', async () => {
    server();
    open();
    await screen.findByRole('list', { name: 'Achievement list' });
    fireEvent.change(screen.getByLabelText('Search achievements'), { target: { value: 'first' } });
    expect(cardNames()).toEqual(['First Steps', 'First Blood', 'Crowned', 'First Victory']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'recent' } });
    expect(cardNames()).toEqual(['First Blood', 'First Steps', 'Crowned', 'First Victory']);
    fireEvent.change(screen.getByLabelText('Search achievements'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'seasonal' } });
    expect(cardNames()).toEqual(['Night Owl', 'Early Bird']);
    fireEvent.change(screen.getByLabelText('Search achievements'), { target: { value: 'zzz' } });
    expect(screen.getByText('No achievements match.')).toBeTruthy();
    const sorts = [...(screen.getByLabelText('Sort by') as HTMLSelectElement).options].map((o) => o.text);
    expect(sorts).toEqual([
      'Sort: Category',
      'Sort: Points',
      'Sort: Progress',
      'Sort: Status',
      'Sort: Recently unlocked',
    ]);
  });

  it('opens the detail of an unlocked achievement only', async () => {
    server();
    open();
    await screen.findByRole('list', { name: 'Achievement list' });
    expect(screen.queryByRole('button', { name: /Crowned/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Explorer/ }));
    const detail = screen.getByRole('dialog', { name: 'Explorer' });
    expect(detail.textContent).toContain('Try all eight themes');
    expect(detail.textContent).toContain('Hidden');
    expect(detail.textContent).toContain('100');
    expect(detail.textContent).toContain('reported from this app');
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Explorer' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Achievements' })).toBeTruthy();
  });

  it("says 'Failed to load achievements. Please try again.' and retries", async () => {
    let fail = true;
    fakeServer(() => (fail ? failure : userReply()));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load achievements. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Achievement list' });
  });

  it('exports the achievements as a JSON file', async () => {
    const calls = server();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open();
    await screen.findByRole('list', { name: 'Achievement list' });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('achievements-ada.json');
    const json = JSON.parse(await blobText(created[0]!));
    expect(json).toMatchObject({ user_id: 'u1', username: 'ada', summary: { total_points: 130 } });
    expect(calls.filter((c) => c.url === '/api/achievements/user/u1')).toHaveLength(2);
    click.mockRestore();
  });

  it("says 'Failed to export achievements.' when the export fails", async () => {
    let calls = 0;
    fakeServer(() => (++calls === 1 ? userReply() : failure));
    open();
    await screen.findByRole('list', { name: 'Achievement list' });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to export achievements.');
  });

  it('copies a share text, or says it could not', async () => {
    server();
    open();
    await screen.findByRole('list', { name: 'Achievement list' });
    copyText.mockResolvedValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Share text copied!');
    expect(copyText.mock.calls[0]![0]).toMatch(
      new RegExp(`^I have unlocked 3 of ${ACHIEVEMENTS.length} achievements \\(130 points\\) in Checkers!`),
    );
    copyText.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to copy share text.');
  });

  it('opens the achievements leaderboard, with its failure text', async () => {
    server({ board: true });
    open();
    await screen.findByRole('list', { name: 'Achievement list' });
    fireEvent.click(screen.getByRole('button', { name: 'Leaderboard' }));
    const board = screen.getByRole('dialog', { name: 'Achievements Leaderboard' });
    expect(
      within(board)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player', 'Achievements', 'Points']);
    expect((await within(board).findByRole('alert')).textContent).toContain('Failed to load leaderboard.');
  });

  it('shows a guest what could be earned, without calling the server, and invites to register', () => {
    appStore.getState().setUser({ account: null, accountToken: null });
    const calls = server();
    const onAccount = vi.fn();
    open(onAccount);
    expect(cardNames()).toHaveLength(ACHIEVEMENTS.length);
    expect(screen.queryByLabelText('Achievement statistics')).toBeNull();
    expect(screen.getByText('Register to start earning achievements.')).toBeTruthy();
    for (const name of ['Export', 'Leaderboard', 'Share'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onAccount).toHaveBeenCalledWith('register');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onAccount).toHaveBeenCalledWith('signin');
    expect(calls).toEqual([]);
  });
});
