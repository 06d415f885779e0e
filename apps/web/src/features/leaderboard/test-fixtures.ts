// Replies shaped by the contract, for the leaderboard's tests.
import type { LeaderboardEntry, LeaderboardPage, RecentResult } from '@checkers/protocol';

export function entry(n: number, patch: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    user_id: `u${n}`,
    rank: n,
    rank_change: 0,
    username: `player${n}`,
    display_name: `Player ${n}`,
    avatar_url: '',
    country: 'US',
    region: 'US',
    current_rating: 1600 - n * 10,
    peak_rating: 1650,
    rating_deviation: 60,
    provisional: false,
    rating_band: { name: 'Competent', colour: '#00897b', icon: '⚙️' },
    games_played: 10,
    games_won: 6,
    games_lost: 4,
    draws: 0,
    win_streak: 2,
    is_online: false,
    last_seen_at: null,
    ...patch,
  };
}

export function page(n: number, total: number, entries = [entry(1), entry(2)]): LeaderboardPage {
  return {
    type: 'global',
    season: null,
    region: null,
    entries,
    page: n,
    page_size: 50,
    total_pages: total,
    total_entries: total * 50,
    has_previous: n > 1,
    has_next: n < total,
    stats: {
      total_players: 120,
      active_players: 40,
      average_rating: 1310,
      median_rating: 1290,
      total_games: 777,
    },
  };
}

export function result(daysAgo: number, now: Date, patch: Partial<RecentResult> = {}): RecentResult {
  return {
    timestamp: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    room_code: `R${daysAgo}`,
    opponent_id: 'o',
    opponent_username: 'opp',
    opponent_rating: 1300,
    result: 'win',
    old_rating: 1200,
    new_rating: 1216,
    expected_score: 0.5,
    ...patch,
  };
}
