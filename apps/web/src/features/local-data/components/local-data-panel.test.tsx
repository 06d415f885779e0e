// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPreferences } from '../../../lib/preferences';
import { getThemeSnapshot } from '../../../lib/theme-store';
import { LOCAL_DATA_VERSION, getLocalData, writeLocalData } from '../local-data';
import { EMPTY_STATISTICS } from '../local-data-shape';
import { cleanSlate, entry, savedGame } from '../test-fixtures';
import { LocalDataPanel } from './local-data-panel';

beforeEach(() => {
  cleanSlate();
  writeLocalData({
    savedGames: [savedGame('s1')],
    gameHistory: [entry('h1', { opponentName: 'bruno' }), entry('h2', { result: 'loss', winner: 'red' })],
    statistics: {
      ...EMPTY_STATISTICS,
      gamesPlayed: 3,
      gamesWon: 2,
      gamesLost: 1,
      winStreak: 0,
      bestWinStreak: 2,
    },
    recorded: ['h1', 'h2'],
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Chooses `text` as the file to import. */
function importFile(text: string): void {
  const input = screen.getByLabelText('Data file to import');
  fireEvent.change(input, {
    target: { files: [new File([text], 'data.json', { type: 'application/json' })] },
  });
}

describe('the local data panel', () => {
  it('shows the statistics with the win rate, the saved games and the history', () => {
    render(<LocalDataPanel onResume={() => undefined} />);
    const stats = screen.getByLabelText('Statistics');
    expect(within(stats).getByText('Win rate').nextSibling?.textContent).toBe('67%');
    expect(within(stats).getByText('Games played').nextSibling?.textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Resume Game s1' })).toBeTruthy();
    const recent = screen.getByRole('list', { name: 'Recent games' });
    const items = within(recent)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/^Won vs bruno · Black · 40 moves · 5 captures · 1:30/);
    expect(items[1]).toMatch(/^Lost vs Unknown/);
  });

  it('resumes and deletes a saved game', () => {
    const onResume = vi.fn();
    render(<LocalDataPanel onResume={onResume} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resume Game s1' }));
    expect(onResume).toHaveBeenCalledWith(savedGame('s1').gameState);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Game s1' }));
    expect(getLocalData().savedGames).toEqual([]);
    expect(screen.getByText('No saved games')).toBeTruthy();
  });

  it('switches auto-save', () => {
    render(<LocalDataPanel />);
    const toggle = screen.getByRole('switch', { name: 'Auto-save games vs AI' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect(getPreferences().autoSave).toBe(false);
  });

  it('exports everything as one JSON file', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:test';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<LocalDataPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Export data' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    const exported = JSON.parse(text) as Record<string, unknown>;
    expect(exported).toMatchObject({
      version: LOCAL_DATA_VERSION,
      preferences: {
        theme: 'default',
        soundEnabled: true,
        showMoveHints: true,
        autoSave: true,
        boardSize: 8,
      },
      savedGames: [{ id: 's1' }],
      gameHistory: [{ id: 'h1' }, { id: 'h2' }],
      statistics: { gamesPlayed: 3, gamesWon: 2, winRate: 67 },
    });
  });

  it('imports an export, preferences included', async () => {
    render(<LocalDataPanel />);
    importFile(
      JSON.stringify({
        version: '1.0.0',
        preferences: {
          theme: 'midnight',
          soundEnabled: false,
          showMoveHints: false,
          autoSave: false,
          boardSize: 8,
        },
        savedGames: [savedGame('x1'), { id: 'broken' }],
        gameHistory: [entry('y1', { opponentName: '' })],
        statistics: { gamesPlayed: 9, gamesWon: 9 },
      }),
    );
    await screen.findByText('Local data imported');
    const data = getLocalData();
    expect(data.savedGames.map((g) => g.id)).toEqual(['x1']);
    expect(data.gameHistory[0]).toMatchObject({ id: 'y1', opponentName: 'Unknown' });
    expect(data.statistics).toMatchObject({ gamesPlayed: 9, gamesWon: 9, gamesLost: 0 });
    expect(getPreferences()).toMatchObject({ soundEnabled: false, showMoveHints: false, autoSave: false });
    expect(getThemeSnapshot().appliedId).toBe('midnight');
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it('rejects data without a version and preferences as invalid, changing nothing', async () => {
    render(<LocalDataPanel />);
    importFile(JSON.stringify({ savedGames: [], gameHistory: [] }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid data: the file must hold a version and preferences.');
    expect(getLocalData().gameHistory).toHaveLength(2);
  });

  it('rejects a file that is not JSON', async () => {
    render(<LocalDataPanel />);
    importFile('not json');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid data: the file is not a JSON export of your local data.',
    );
  });

  it('refuses data from a newer version', async () => {
    render(<LocalDataPanel />);
    importFile(JSON.stringify({ version: '2.0.0', preferences: {} }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This file comes from a newer version of the app (2.0.0) and cannot be imported.',
      ),
    );
    expect(getLocalData().statistics.gamesPlayed).toBe(3);
  });
});
