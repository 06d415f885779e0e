import { describe, expect, it } from 'vitest';
import { difficultyName, formatTime, shareText, solvedText, TEXTS, typeName } from './daily-texts';

describe('the daily texts', () => {
  it('are the spec’s words', () => {
    expect(solvedText(120)).toBe("Excellent! You solved today's challenge and earned 120 points!");
    expect(TEXTS.wrong).toBe('Not quite right. Keep trying or use a hint!');
    expect(TEXTS.noMoves).toBe('Please make at least one move before submitting');
    expect(TEXTS.loadFailed).toBe("Failed to load today's challenge");
    expect(TEXTS.noneToday).toBe('No challenge available for today');
    expect(TEXTS.submitFailed).toBe('Failed to submit solution');
    expect(TEXTS.hintsLocked).toBe('No hints available at this time');
    expect(TEXTS.noneLeft).toBe('No hints available right now');
  });

  it('names difficulties and types', () => {
    expect([1, 2, 3, 4, 5].map(difficultyName)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
      'Expert',
      'Master',
    ]);
    expect(typeName('mate_in_n')).toBe('Forced Win');
    expect(typeName('speed')).toBe('Speed Challenge');
  });

  it('formats the time', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75)).toBe('1:15');
    expect(formatTime(3_725)).toBe('1:02:05');
  });

  it('writes the share text', () => {
    const puzzle = { title: 'The double jump', date: '2026-11-20' };
    expect(shareText(puzzle, { correct: true, score: 90, seconds: 61, hints: 1 }, 'https://x.test')).toBe(
      'Daily Puzzle 2026-11-20: The double jump\nSolved in 1:01 with 1 hint for 90 points!\nhttps://x.test',
    );
    expect(shareText(puzzle, { correct: false, score: 0, seconds: 5, hints: 0 }, 'o')).toContain(
      'Still working on it after 0:05.',
    );
  });
});
