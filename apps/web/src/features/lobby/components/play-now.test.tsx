// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notices } from '../../../components/notices';
import { fakeServer } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { JoinRoom } from './join-room';
import { PlayNow } from './play-now';

/** The home page's two lobby cards. */
const Lobby = ({ onPlayAi = () => undefined }: { onPlayAi?: (level: string) => void }) => (
  <>
    <PlayNow onPlayAi={onPlayAi} quickGame={<p>Quick game presets</p>} />
    <JoinRoom />
  </>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.getState().setUi({ notices: [] });
});

describe('Play now and Join a room', () => {
  it('highlights the join button once the code has 6 characters', () => {
    render(<Lobby />);
    const join = screen.getByRole('button', { name: 'Join Room' });
    fireEvent.change(screen.getByLabelText('Room code'), { target: { value: 'abc12' } });
    expect(join.className).not.toContain('btn--highlight');
    fireEvent.change(screen.getByLabelText('Room code'), { target: { value: 'abc123' } });
    expect(join.className).toContain('btn--highlight');
  });

  it('asks for a code when joining with an empty one', () => {
    render(
      <>
        <Lobby />
        <Notices />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByText('Please enter a room code')).toBeTruthy();
  });

  it('says one clear thing about a short code, and clears an old refusal as the code changes', async () => {
    const calls = fakeServer(() => ({
      status: 404,
      body: { code: 'room_not_found', message: 'Room not found' },
    }));
    render(
      <>
        <Lobby />
        <Notices />
      </>,
    );
    const input = screen.getByLabelText('Room code');
    fireEvent.change(input, { target: { value: 'zzzz99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    await screen.findByText('Room not found. Please check the code.');
    // A short code: the friendly text alone, the old refusal gone, and no call to the server.
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.queryByText('Room not found. Please check the code.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByText('A room code has 6 characters')).toBeTruthy();
    expect(appStore.getState().ui.notices.map((n) => n.message)).toEqual(['A room code has 6 characters']);
    expect(calls.filter((call) => call.url.includes('/api/join-room'))).toHaveLength(1);
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(appStore.getState().ui.notices).toEqual([]);
  });

  it('offers the spec difficulty levels and the strongest one', () => {
    render(<Lobby />);
    fireEvent.click(screen.getByRole('button', { name: 'Play vs AI' }));
    const dialog = screen.getByRole('dialog', { name: 'Select AI Difficulty' });
    for (const text of [
      'Good for beginners',
      'Balanced gameplay',
      'Challenging opponent',
      'Maximum challenge',
      'Llama Master',
      'Cancel',
    ]) {
      expect(dialog.textContent).toContain(text);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the levels the main actions, weakest first, and Cancel the secondary one', () => {
    render(<Lobby />);
    const opener = screen.getByRole('button', { name: 'Play vs AI' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Select AI Difficulty' });
    const levels = [...dialog.querySelectorAll<HTMLButtonElement>('button[data-level]')];
    expect(levels.map((b) => b.dataset.level)).toEqual(['easy', 'medium', 'hard', 'expert', 'llama-master']);
    expect(document.activeElement).toBe(levels[0]);
    expect(levels.every((b) => !b.className.includes('btn--secondary'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).className).toContain('btn--secondary');
    expect(levels[3]?.textContent).toBe('ExpertMaximum challenge');
    expect(levels[4]?.textContent).toContain('Strongest');
    // Escape closes it and focus goes back to the button that opened it.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('puts the quick game first, then the room for a friend, then the AI', () => {
    render(<Lobby />);
    const card = screen.getByRole('region', { name: 'Play now' });
    const text = card.textContent ?? '';
    const order = ['Quick game presets', 'Create Room', 'Play vs AI'].map((part) => text.indexOf(part));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThanOrEqual(0);
  });

  it('starts a new game at the chosen level', () => {
    const onPlayAi = vi.fn();
    render(<Lobby onPlayAi={onPlayAi} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play vs AI' }));
    fireEvent.click(screen.getByRole('button', { name: /^Hard/ }));
    expect(onPlayAi).toHaveBeenCalledWith('hard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Play vs AI when a join cannot reach the server', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <>
        <Lobby />
        <Notices />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Room code'), { target: { value: 'abc234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    const notice = await screen.findByRole('alert');
    fireEvent.click(within(notice).getByRole('button', { name: 'Play vs AI' }));
    expect(screen.getByRole('dialog', { name: 'Select AI Difficulty' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    onLine.mockRestore();
  });

  it('offers Play vs AI when the server cannot be reached', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <>
        <Lobby />
        <Notices />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Failed to create room');
    fireEvent.click(within(notice).getByRole('button', { name: 'Play vs AI' }));
    expect(screen.getByRole('dialog', { name: 'Select AI Difficulty' })).toBeTruthy();
    onLine.mockRestore();
  });
});
