import { describe, expect, it } from 'vitest';
import { badgeText, isUrgent, msLeft, timeAgo, timeLeftText } from './social-format';

const NOW = Date.parse('2026-11-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('social texts of time and counts', () => {
  it('caps badges at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('shows time left as Xm Ys, Ys or Expired', () => {
    expect(timeLeftText(30 * 60_000)).toBe('30m 0s');
    expect(timeLeftText(4 * 60_000 + 5_900)).toBe('4m 5s');
    expect(timeLeftText(59_000)).toBe('59s');
    expect(timeLeftText(999)).toBe('Expired');
    expect(timeLeftText(0)).toBe('Expired');
  });

  it('is urgent under 5 minutes, not once expired', () => {
    expect(isUrgent(5 * 60_000)).toBe(false);
    expect(isUrgent(5 * 60_000 - 1)).toBe(true);
    expect(isUrgent(0)).toBe(false);
  });

  it('counts time left from an ISO date, never below zero', () => {
    expect(msLeft(new Date(NOW + 90_000).toISOString(), NOW)).toBe(90_000);
    expect(msLeft(ago(1_000), NOW)).toBe(0);
    expect(msLeft('not a date', NOW)).toBe(0);
  });

  it('says Just now, m, h, d ago', () => {
    expect(timeAgo(ago(30_000), NOW)).toBe('Just now');
    expect(timeAgo(ago(5 * 60_000), NOW)).toBe('5m ago');
    expect(timeAgo(ago(3 * 3_600_000), NOW)).toBe('3h ago');
    expect(timeAgo(ago(2 * 86_400_000), NOW)).toBe('2d ago');
  });
});
