// The leaderboard calls' bad input: each a 400 with the validation message naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestServer } from './harness.js';
import { startLadder } from './leaderboard-ladder.js';

let server: TestServer;
let anonymous: Client;
beforeAll(async () => {
  ({ server, anonymous } = await startLadder());
});
afterAll(async () => server.close());

describe('bad input', () => {
  const cases: [string, string][] = [
    ['/api/leaderboard/global?page=0', 'page: page must be a whole number from 1 to 1000000'],
    ['/api/leaderboard/global?page_size=10000', 'page_size: page_size must be a whole number from 1 to 100'],
    ['/api/leaderboard/global?page=abc', 'page: page must be a whole number from 1 to 1000000'],
    ['/api/leaderboard/weekly', 'Unknown leaderboard type'],
    ['/api/leaderboard/user/lb_a/weekly', 'Unknown leaderboard type'],
    ['/api/leaderboard/search/global?q=a', 'q: Search needs at least 2 characters'],
    ['/api/leaderboard/search/global?q=%20a%20', 'q: Search needs at least 2 characters'],
    ['/api/leaderboard/search/global', 'q: q is required'],
    ['/api/leaderboard/regional?region=Mars', 'region: region must be one of US, EU, Asia, Other'],
    ['/api/leaderboard/seasonal?season=2026-Q5', 'season: season is a quarter such as 2026-Q4'],
    ['/api/leaderboard/analytics/lb_a?timeframe=week', 'timeframe: timeframe must be all or recent'],
    ['/api/leaderboard/around/lb_a/global?radius=51', 'radius: radius must be a whole number from 1 to 50'],
    ['/api/leaderboard/stats?type=weekly', 'type: Unknown leaderboard type'],
    [
      '/api/leaderboard/global?speed=untimed',
      'speed: speed must be one of overall, bullet, blitz, rapid, classical, correspondence',
    ],
    [
      '/api/leaderboard/seasonal?speed=Bullet',
      'speed: speed must be one of overall, bullet, blitz, rapid, classical, correspondence',
    ],
    [
      '/api/leaderboard/search/global?q=ab&speed=hyper',
      'speed: speed must be one of overall, bullet, blitz, rapid, classical, correspondence',
    ],
    [
      '/api/leaderboard/user/lb_a/global?speed=',
      'speed: speed must be one of overall, bullet, blitz, rapid, classical, correspondence',
    ],
    [
      '/api/leaderboard/around/lb_a/global?speed=fast',
      'speed: speed must be one of overall, bullet, blitz, rapid, classical, correspondence',
    ],
    [
      '/api/leaderboard/stats?speed=1',
      'speed: speed must be one of overall, bullet, blitz, rapid, classical, correspondence',
    ],
  ];
  it.each(cases)('%s is a 400: %s', async (path, message) => {
    const reply = await anonymous.get(path);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Invalid request', message, code: 'validation_failed' });
  });
});
