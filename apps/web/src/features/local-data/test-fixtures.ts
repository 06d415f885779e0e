// Local data for the tests: history entries, saved games and a clean slate.
import { resetPreferencesForTests } from '../../lib/preferences';
import { resetThemesForTests } from '../../lib/theme-store';
import { resetLocalDataForTests } from './local-data';
import type { HistoryEntry, SavedGame } from './local-data-shape';

export const entry = (id: string, patch: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  timestamp: 1_000,
  roomCode: 'ABCDEF',
  playerColor: 'black',
  opponentName: 'Unknown',
  result: 'win',
  winner: 'black',
  duration: 90_000,
  moveCount: 40,
  captureCount: 5,
  ...patch,
});

export const savedGame = (id: string, moves = 2): SavedGame => ({
  id,
  timestamp: 2_000,
  gameState: {
    level: 'medium',
    human: 'black',
    moves: [
      ['c3', 'd4'],
      ['f6', 'e5'],
    ].slice(0, moves),
    startedAt: 1_000,
  },
  metadata: { name: `Game ${id}`, roomCode: 'AI', playerColor: 'black', moveCount: moves, duration: 65_000 },
});

/** Empty storage and nothing remembered in memory. */
export function cleanSlate(): void {
  localStorage.clear();
  resetLocalDataForTests();
  resetPreferencesForTests();
  resetThemesForTests();
}
