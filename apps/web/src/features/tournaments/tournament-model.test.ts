import { describe, expect, it } from 'vitest';
import { swiss, tournament } from './test-fixtures';
import {
  formatCountdown,
  groupTournaments,
  lengthText,
  placeText,
  scoreText,
  startText,
  statusText,
  summaryText,
} from './tournament-model';

const NOON = Date.parse('2026-07-01T12:00:00.000Z');

describe('the list by status', () => {
  it('puts each tournament in its group: the soonest first, the latest finished first', () => {
    const later = tournament({ id: 'late', status: 'upcoming', starts_at: '2026-07-01T15:00:00.000Z' });
    const soon = tournament({ id: 'soon', status: 'upcoming', starts_at: '2026-07-01T13:00:00.000Z' });
    const endsLate = tournament({ id: 'arena-late', ends_at: '2026-07-01T13:00:00.000Z' });
    const endsSoon = tournament({ id: 'arena-soon', ends_at: '2026-07-01T12:20:00.000Z' });
    const old = tournament({ id: 'old', status: 'finished', ends_at: '2026-06-01T12:00:00.000Z' });
    const recent = swiss({ id: 'recent', status: 'finished', starts_at: '2026-06-30T12:00:00.000Z' });
    const groups = groupTournaments([later, old, endsLate, soon, recent, endsSoon]);
    expect(groups.upcoming.map((t) => t.id)).toEqual(['soon', 'late']);
    expect(groups.running.map((t) => t.id)).toEqual(['arena-soon', 'arena-late']);
    expect(groups.finished.map((t) => t.id)).toEqual(['recent', 'old']);
  });
});

describe('the countdown and status line', () => {
  it('reads like a clock, then in days and hours beyond a day', () => {
    expect(formatCountdown(4 * 60_000 + 5_000)).toBe('4:05');
    expect(formatCountdown(999)).toBe('0:01');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 59_000)).toBe('2 d 3 h');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });

  it('counts down to the start, then to an arena’s end; a Swiss event says its round', () => {
    const upcoming = tournament({ status: 'upcoming' });
    expect(statusText(upcoming, NOON - 90_000)).toBe('Starts in 1:30');
    expect(statusText(upcoming, NOON + 1_000)).toBe('Starting…');
    expect(statusText(tournament(), NOON + 60_000)).toBe('Ends in 29:00');
    expect(statusText(tournament(), NOON + 31 * 60_000)).toBe('Last games finishing');
    expect(statusText(swiss(), NOON)).toBe('Round 2 of 5');
    expect(statusText(swiss({ round: 0 }), NOON)).toBe('Round 1 of 5');
    expect(statusText(swiss({ status: 'finished' }), NOON)).toBe('Finished');
  });
});

describe('what a tournament is, in a line', () => {
  it('names the clock, kind, length and options', () => {
    expect(summaryText(tournament())).toBe('3+2 Arena · 30 min · Rated');
    expect(summaryText(swiss({ rated: false, private: true }))).toBe(
      '10+5 Swiss · 5 rounds · Casual · ACF ballots · Private',
    );
    expect(lengthText(tournament({ ends_at: '2026-07-01T14:00:00.000Z' }))).toBe('2 h');
    expect(
      summaryText(swiss({ time_control: { kind: 'correspondence', daysPerMove: 2 }, ballots: false })),
    ).toBe('2 days Swiss · 5 rounds · Rated');
  });

  it('says the start on the reader’s own clock, by day', () => {
    const now = new Date(2026, 6, 1, 9, 0).getTime();
    // The time itself is written as the reader's locale writes it.
    expect(startText(new Date(2026, 6, 1, 18, 30).toISOString(), now)).toMatch(/^Today \S/);
    expect(startText(new Date(2026, 6, 2, 9, 5).toISOString(), now)).toMatch(/^Tomorrow \S/);
    expect(startText(new Date(2026, 6, 9, 9, 5).toISOString(), now)).not.toMatch(/^(Today|Tomorrow)/);
  });
});

describe('scores and places', () => {
  it('writes halves and quarters as fractions, anything finer in decimals', () => {
    expect(scoreText(0)).toBe('0');
    expect(scoreText(0.5)).toBe('½');
    expect(scoreText(2.5)).toBe('2½');
    expect(scoreText(12)).toBe('12');
    expect(scoreText(7.25)).toBe('7¼');
    expect(scoreText(2.75)).toBe('2¾');
    expect(scoreText(0.25)).toBe('¼');
    expect(scoreText(1.125)).toBe('1.13');
  });

  it('writes ordinal places', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(placeText)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
