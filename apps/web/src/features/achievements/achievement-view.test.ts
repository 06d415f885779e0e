import { ACHIEVEMENTS } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import {
  byCategory,
  exportJson,
  guestAchievements,
  isConcealed,
  shareText,
  viewRows,
} from './achievement-view';
import { userReply } from './test-fixtures';

const ids = (rows: { achievement: { id: string } }[]) => rows.map((r) => r.achievement.id);

describe('the achievements view', () => {
  it('shows a guest every definition, locked, hidden ones concealed', () => {
    const rows = guestAchievements();
    expect(rows).toHaveLength(ACHIEVEMENTS.length);
    expect(rows.every((r) => !r.is_unlocked)).toBe(true);
    const pacifist = rows.find((r) => r.achievement.id === 'pacifist')!;
    expect(isConcealed(pacifist)).toBe(true);
    expect(pacifist.achievement.name).toBe('Hidden achievement');
    expect(pacifist.achievement.description).toBeNull();
  });

  it('filters by search text and category', () => {
    const rows = userReply().achievements;
    expect(ids(viewRows(rows, { search: 'first', category: 'all', sort: 'category' }))).toEqual([
      'firstMove',
      'firstCapture',
      'firstKing',
      'firstWin',
    ]);
    expect(ids(viewRows(rows, { search: 'CAPTURE', category: 'skill', sort: 'category' }))).toEqual([
      'multiJump3',
      'multiJump5',
    ]);
    // A concealed achievement's secret is not searchable.
    expect(viewRows(rows, { search: 'without capturing', category: 'all', sort: 'category' })).toEqual([]);
    expect(viewRows(rows, { search: '', category: 'seasonal', sort: 'category' })).toHaveLength(2);
  });

  it('sorts five ways', () => {
    const rows = userReply().achievements;
    const all = { search: '', category: 'all' as const };
    expect(ids(viewRows(rows, { ...all, sort: 'category' })).slice(0, 4)).toEqual([
      'firstMove',
      'firstCapture',
      'firstKing',
      'firstWin',
    ]);
    expect(ids(viewRows(rows, { ...all, sort: 'category' })).at(-1)).toBe('explorer');
    const byPoints = viewRows(rows, { ...all, sort: 'points' }).map((r) => r.achievement.points);
    expect(byPoints).toEqual([...byPoints].sort((a, b) => b - a));
    expect(ids(viewRows(rows, { ...all, sort: 'progress' })).slice(0, 4)).toEqual([
      'firstMove',
      'firstCapture',
      'explorer',
      'games10',
    ]);
    expect(ids(viewRows(rows, { ...all, sort: 'status' })).slice(0, 3)).toEqual([
      'firstMove',
      'firstCapture',
      'explorer',
    ]);
    expect(ids(viewRows(rows, { ...all, sort: 'recent' })).slice(0, 3)).toEqual([
      'firstCapture',
      'explorer',
      'firstMove',
    ]);
  });

  it('groups the grid by category in the spec order', () => {
    const groups = byCategory(guestAchievements());
    expect(groups.map(([category]) => category)).toEqual([
      'beginner',
      'skill',
      'milestone',
      'competitive',
      'social',
      'seasonal',
      'special',
      'hidden',
    ]);
    expect(groups.reduce((n, [, list]) => n + list.length, 0)).toBe(ACHIEVEMENTS.length);
  });

  it('writes the share text and the export', () => {
    const reply = userReply();
    expect(shareText(reply.summary, 23, 'https://checkers.example')).toBe(
      `I have unlocked 3 of ${ACHIEVEMENTS.length} achievements (130 points) in Checkers! https://checkers.example`,
    );
    const json = JSON.parse(
      exportJson({ id: 'u1', username: 'ada' }, reply, new Date('2026-11-05T00:00:00Z')),
    );
    expect(json).toMatchObject({ user_id: 'u1', username: 'ada', exported_at: '2026-11-05T00:00:00.000Z' });
    expect(json.summary.total_points).toBe(130);
    expect(json.achievements).toHaveLength(ACHIEVEMENTS.length);
  });
});
