// Tournaments for the tests, as the server's calls reply: each with `fields` changed.
import type { Standing, Tournament, TournamentDetail, TournamentGame } from '@checkers/protocol';

/** A signed-in test account. */
export const testAccount = {
  id: 'u1',
  username: 'ada',
  displayName: 'Ada',
  avatarUrl: '',
  country: 'GB',
  region: 'EU' as const,
  role: 'player' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** A running 3+2 arena of 30 minutes, started at 12:00 UTC on 1 July 2026. */
export const tournament = (fields: Partial<Tournament> = {}): Tournament => ({
  id: 't1',
  name: 'Hourly Blitz Arena',
  kind: 'arena',
  status: 'running',
  time_control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
  rated: true,
  ballots: false,
  starts_at: '2026-07-01T12:00:00.000Z',
  ends_at: '2026-07-01T12:30:00.000Z',
  rounds: null,
  round: null,
  players: 3,
  created_by: 'u9',
  private: false,
  scheduled: false,
  winner_id: null,
  ...fields,
});

/** A 5-round Swiss event with ballots, in its second round. */
export const swiss = (fields: Partial<Tournament> = {}): Tournament =>
  tournament({
    id: 's1',
    name: 'Sunday Swiss',
    kind: 'swiss',
    time_control: { kind: 'clock', initialSeconds: 600, incrementSeconds: 5 },
    ballots: true,
    ends_at: null,
    rounds: 5,
    round: 2,
    ...fields,
  });

export const standing = (fields: Partial<Standing> = {}): Standing => ({
  rank: 1,
  user_id: 'u2',
  username: 'bob',
  rating: 1512.4,
  score: 6,
  games: 3,
  wins: 3,
  draws: 0,
  losses: 0,
  streak: 3,
  performance: 1720,
  withdrawn: false,
  ...fields,
});

export const game = (fields: Partial<TournamentGame> = {}): TournamentGame => ({
  round: null,
  room_code: 'GAME22',
  red_id: 'u2',
  black_id: 'u3',
  result: 'red',
  ballot: null,
  started_at: '2026-07-01T12:01:00.000Z',
  ...fields,
});

/** The arena's page: bob leads on a streak, ada (the test account) follows, cy withdrew. */
export const arenaDetail = (fields: Partial<TournamentDetail> = {}): TournamentDetail => ({
  tournament: tournament(),
  standings: [
    standing(),
    standing({
      rank: 2,
      user_id: 'u1',
      username: 'ada',
      rating: 1480,
      score: 3,
      games: 3,
      wins: 1,
      draws: 1,
      losses: 1,
      streak: 0,
      performance: 1490,
    }),
    standing({
      rank: 3,
      user_id: 'u3',
      username: 'cy',
      rating: 1390,
      score: 1,
      games: 2,
      wins: 0,
      draws: 1,
      losses: 1,
      streak: 0,
      performance: null,
      withdrawn: true,
    }),
  ],
  games: [
    game(),
    game({ room_code: 'GAME33', red_id: 'u1', black_id: 'u3', result: 'draw' }),
    game({ room_code: 'LIVE44', red_id: 'u2', black_id: 'u3', result: null }),
  ],
  ...fields,
});
