import { describe, expect, it } from 'vitest';
import { arenaStandings, swissStandings, type RuleGame, type RulePlayer } from './standings.js';

const player = (userId: string, rating: number, fields: Partial<RulePlayer> = {}): RulePlayer => ({
  userId,
  username: userId,
  rating,
  withdrawn: false,
  ...fields,
});
const game = (
  red: string,
  black: string,
  result: RuleGame['result'],
  round: number | null = null,
): RuleGame => ({
  red,
  black,
  result,
  round,
});

describe('swissStandings against a table worked by hand', () => {
  // Six players, three rounds; the first three only ever meet the last three:
  //   round 1: xena–pia 1-0, yuri–quinn 1-0, zoe–rex ½-½
  //   round 2: xena–quinn 0-1, yuri–rex ½-½, zoe–pia 1-0
  //   round 3: xena–rex ½-½, yuri–pia 0-1, zoe–quinn ½-½
  // Scores: xena 1 + 0 + ½ = 1½, yuri 1 + ½ + 0 = 1½, zoe ½ + 1 + ½ = 2,
  //         pia 0 + 0 + 1 = 1, quinn 0 + 1 + ½ = 1½, rex ½ + ½ + ½ = 1½.
  // Buchholz (opponents' scores):
  //   xena, yuri, zoe all met pia, quinn, rex: 1 + 1½ + 1½ = 4;
  //   pia, quinn, rex all met xena, yuri, zoe: 1½ + 1½ + 2 = 5.
  // Sonneborn-Berger (beaten opponents' scores + half of drawn ones'):
  //   xena: beat pia 1, drew rex ½ × 1½ = ¾ → 1¾
  //   yuri: beat quinn 1½, drew rex ¾ → 2¼
  //   zoe: drew rex ¾, beat pia 1, drew quinn ¾ → 2½
  //   pia: beat yuri 1½ → 1½
  //   quinn: beat xena 1½, drew zoe ½ × 2 = 1 → 2½
  //   rex: drew zoe 1, yuri ¾, xena ¾ → 2½
  // Order: zoe 2; then at 1½ quinn and rex (Buchholz 5) before yuri and xena (Buchholz 4); quinn and
  // rex tie on Sonneborn-Berger too, so rex's higher rating wins; yuri's Sonneborn-Berger beats
  // xena's despite xena's rating; pia last on 1.
  // Performance (average opponent rating + 400 × (wins − losses) / games):
  //   xena vs pia 1800, quinn 1600, rex 1700: avg 1700, 1 win 1 loss → 1700
  //   zoe vs rex, pia, quinn: avg 1700, 1 win 0 losses → 1700 + 133⅓ → 1833
  //   pia vs xena 1900, zoe 1400, yuri 1500: avg 1600, 1 win 2 losses → 1600 − 133⅓ → 1467
  const players = [
    player('xena', 1900),
    player('yuri', 1500),
    player('zoe', 1400),
    player('pia', 1800),
    player('quinn', 1600),
    player('rex', 1700),
  ];
  const games = [
    game('xena', 'pia', 'red', 1),
    game('quinn', 'yuri', 'black', 1),
    game('zoe', 'rex', 'draw', 1),
    game('quinn', 'xena', 'red', 2),
    game('yuri', 'rex', 'draw', 2),
    game('pia', 'zoe', 'black', 2),
    game('xena', 'rex', 'draw', 3),
    game('pia', 'yuri', 'red', 3),
    game('quinn', 'zoe', 'draw', 3),
  ];

  it('has every number right', () => {
    const table = swissStandings(players, games).map((row) => [
      row.rank,
      row.userId,
      row.score,
      row.buchholz,
      row.sonnebornBerger,
      row.performance,
    ]);
    expect(table).toEqual([
      [1, 'zoe', 2, 4, 2.5, 1833],
      [2, 'rex', 1.5, 5, 2.5, 1600],
      [3, 'quinn', 1.5, 5, 2.5, 1600],
      [4, 'yuri', 1.5, 4, 2.25, 1700],
      [5, 'xena', 1.5, 4, 1.75, 1700],
      [6, 'pia', 1, 5, 1.5, 1467],
    ]);
  });

  it('counts the games, wins, draws and losses', () => {
    const rex = swissStandings(players, games).find((row) => row.userId === 'rex');
    expect(rex).toMatchObject({ games: 3, wins: 0, draws: 3, losses: 0, withdrawn: false });
  });

  it('ignores games still being played', () => {
    const table = swissStandings(players, [...games, game('zoe', 'xena', null, 4)]);
    expect(table.find((row) => row.userId === 'zoe')).toMatchObject({ score: 2, games: 3 });
  });
});

describe('swissStandings with byes and withdrawals', () => {
  it('scores a bye 1, counts it 0 in Buchholz and keeps a withdrawn player', () => {
    const players = [
      player('a', 1500, { byes: [2] }),
      player('b', 1500),
      player('c', 1500, { byes: [1], withdrawn: true }),
    ];
    // Round 1: a–b 1-0, c sits out. Round 2: b–c ½-½, a sits out. c withdraws afterwards.
    const games = [game('a', 'b', 'red', 1), game('b', 'c', 'draw', 2)];
    const table = swissStandings(players, games);
    // a: 1 + bye 1 = 2, Buchholz b's ½; c: bye 1 + ½ = 1½, Buchholz ½; b: ½, Buchholz 2 + 1½.
    expect(table.map((row) => [row.userId, row.score, row.buchholz, row.sonnebornBerger, row.games])).toEqual(
      [
        ['a', 2, 0.5, 0.5, 1],
        ['c', 1.5, 0.5, 0.25, 1],
        ['b', 0.5, 3.5, 0.75, 2],
      ],
    );
    expect(table[1]?.withdrawn).toBe(true);
  });
});

describe('arenaStandings', () => {
  const players = [
    player('ann', 1500),
    player('ben', 1600),
    player('cat', 1700),
    player('dov', 1400, { withdrawn: true }),
  ];

  it('scores streaks in game order and ranks by score, then performance, then rating', () => {
    const games = [
      game('ann', 'ben', 'red'),
      game('cat', 'dov', 'black'),
      game('ann', 'cat', 'red'),
      game('ben', 'dov', 'red'),
      game('dov', 'ann', 'black'),
      game('cat', 'ben', 'draw'),
      game('ann', 'ben', 'draw'),
      game('dov', 'cat', 'draw'),
    ];
    // ann: W W W D → 2 + 2 + 4 + 2 = 10, streak 0. ben: L W D D → 0 + 2 + 1 + 1 = 4.
    // cat: L L D D → 2. dov: W L L D → 2 + 0 + 0 + 1 = 3 (withdrawn, kept).
    const table = arenaStandings(players, games);
    expect(table.map((row) => [row.rank, row.userId, row.score, row.streak, row.games])).toEqual([
      [1, 'ann', 10, 0, 4],
      [2, 'ben', 4, 0, 4],
      [3, 'dov', 3, 0, 4],
      [4, 'cat', 2, 0, 4],
    ]);
    // ann: 3½ of 4 against ben, cat, dov, ben (avg 1575): 1575 + 400 × 3 / 4 = 1875.
    expect(table[0]).toMatchObject({ wins: 3, draws: 1, losses: 0, performance: 1875 });
    expect(table[2]).toMatchObject({ withdrawn: true });
  });

  it('shows a streak that is still going, and who is on fire', () => {
    const table = arenaStandings(players, [game('ann', 'ben', 'red'), game('cat', 'ann', 'black')]);
    expect(table[0]).toMatchObject({ userId: 'ann', score: 4, streak: 2, onFire: true });
  });

  it('breaks a tie of score by performance, then by rating', () => {
    // ann beat cat (1700): 2100; ben beat dov (1400): 1800. The losers: dov lost to ben (1600)
    // so 1200, ahead of cat, who lost to ann (1500), 1100, despite cat's higher rating.
    const table = arenaStandings(players, [game('ann', 'cat', 'red'), game('ben', 'dov', 'red')]);
    expect(table.map((row) => [row.userId, row.score, row.performance])).toEqual([
      ['ann', 2, 2100],
      ['ben', 2, 1800],
      ['dov', 0, 1200],
      ['cat', 0, 1100],
    ]);
    // Without games, a higher rating goes first; ranks are never shared.
    expect(arenaStandings(players, []).map((row) => [row.rank, row.userId, row.performance])).toEqual([
      [1, 'cat', null],
      [2, 'ben', null],
      [3, 'ann', null],
      [4, 'dov', null],
    ]);
  });
});
