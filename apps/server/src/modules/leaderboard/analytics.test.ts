import { describe, expect, it } from 'vitest';
import { summarise, type HistoryRow } from './analytics.js';

const subject = { user_id: 'p_1', username: 'ann', display_name: 'Ann' };
const game = (
  played_at: string,
  score: number,
  old_rating: number,
  new_rating: number,
  expected_score = 0.5,
): HistoryRow => ({
  room_code: `R${played_at}`,
  opponent_id: 'p_2',
  opponent_username: 'bob',
  opponent_rating: 1500,
  score,
  old_rating,
  new_rating,
  expected_score,
  played_at,
});

describe('summarise', () => {
  it('works out form, performance, accuracy, growth and months', () => {
    const history = [
      game('2026-09-30T10:00:00Z', 1, 1200, 1300, 0.4),
      game('2026-10-01T10:00:00Z', 0, 1300, 1250, 0.6),
      game('2026-10-02T10:00:00Z', 0.5, 1250, 1255, 0.5),
    ];
    const result = summarise(subject, 'all', { rating: 1255, rd: 90, peak: 1300 }, history, 1250);
    expect(result).toMatchObject({
      current_rating: 1255,
      peak_rating: 1300,
      provisional: false,
      rating_growth_all_time: 55,
      rating_growth_30_days: 5,
      recent_form: 'WLD',
      performance_rating: 1500,
      rating_accuracy: Math.round(100 - ((0.6 + 0.6 + 0) / 3) * 100),
      games_played: 3,
      games_won: 1,
      games_lost: 1,
      draws: 1,
      tier_progress: { next_band: 'Competent', percent: 27, points_to_next: 145 },
    });
    expect(result.monthly_breakdown).toEqual([
      { month: '2026-09', net_rating_change: 100, games_played: 1, wins: 1, losses: 0, draws: 0 },
      { month: '2026-10', net_rating_change: -45, games_played: 2, wins: 0, losses: 1, draws: 1 },
    ]);
    expect(result.recent_results.map((r) => r.result)).toEqual(['win', 'loss', 'draw']);
  });

  it('keeps the last ten results for the form and the last fifty for the chart', () => {
    const history = Array.from({ length: 60 }, (_, i) =>
      game(`2026-10-01T10:${String(i).padStart(2, '0')}:00Z`, i % 2, 1200, 1200),
    );
    const result = summarise(subject, 'all', { rating: 1200, rd: 60, peak: 1200 }, history, null);
    expect(result.recent_form).toBe('LWLWLWLWLW');
    expect(result.recent_results).toHaveLength(50);
    expect(result.recent_results.at(-1)?.timestamp).toBe('2026-10-01T10:59:00Z');
    expect(result.rating_growth_30_days).toBe(0);
  });

  it('has defaults, zeros and nulls without games; Grandmaster has no next band', () => {
    const none = summarise(subject, 'recent', null, [], null);
    expect(none).toMatchObject({
      current_rating: 1200,
      rating_deviation: 350,
      provisional: true,
      performance_rating: null,
      rating_accuracy: null,
      recent_form: '',
      recent_results: [],
      monthly_breakdown: [],
    });
    const top = summarise(subject, 'all', { rating: 2700, rd: 50, peak: 2700 }, [], null);
    expect(top.tier_progress).toEqual({ next_band: null, percent: 100, points_to_next: null });
  });
});
