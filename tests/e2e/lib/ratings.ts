// The rated-game scenario's steps for one player: registering through the lobby, the standing the
// server reports, the figures of a rating card, and the leaderboard as the player sees it (the
// Global board, My Rank, Analytics, Compare Players and the lobby's card) checked against it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { authResponseSchema, leaderboardUserSchema, type LeaderboardEntry } from '@checkers/protocol';
import type { Locator, Page } from 'playwright-core';
import { shot } from './stack.js';

export type Color = 'black' | 'red';

export interface Player {
  readonly page: Page;
  readonly username: string;
  readonly id: string;
  /** Names screenshots: "desktop" or "phone". */
  readonly device: string;
}

/** The figures (a rating card's, the analytics') by their terms: { Rating: "1200", Games: "0", ... }. */
export async function cardFigures(card: Locator): Promise<Record<string, string>> {
  return card.evaluate((article) =>
    Object.fromEntries(
      Array.from(article.querySelectorAll('dl > div'), (pair) => [
        pair.querySelector('dt')?.textContent?.trim() ?? '',
        pair.querySelector('dd')?.textContent?.trim() ?? '',
      ]),
    ),
  );
}

/** "1362?" while provisional, as every rating on screen reads. */
export const shown = (entry: LeaderboardEntry): string =>
  `${Math.round(entry.current_rating)}${entry.provisional ? '?' : ''}`;

/** The player's global standing as the server reports it. */
export async function standingAt(baseUrl: string, id: string): Promise<LeaderboardEntry> {
  const reply = await fetch(`${baseUrl}/api/leaderboard/user/${id}/global`);
  assert.equal(reply.status, 200);
  return leaderboardUserSchema.parse(await reply.json()).entry;
}

/** Opens the lobby, registers through the dialog, and waits for the fresh rating card. */
export async function registerAt(
  baseUrl: string,
  page: Page,
  username: string,
  country: string,
  device: string,
): Promise<Player> {
  await page.goto(baseUrl);
  await page.getByRole('heading', { name: 'Playing as a guest' }).waitFor();
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(`pw-${randomBytes(6).toString('hex')}`);
  await dialog.getByLabel('Country (optional)').selectOption(country);
  const replied = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await dialog.getByRole('button', { name: 'Register' }).click();
  const reply = await replied;
  assert.equal(reply.status(), 201);
  const { account } = authResponseSchema.parse(await reply.json());
  assert.equal(account.username, username);
  assert.equal(account.country, country);

  // A new player is off the board at the start rating: 1200, still provisional ("1200?").
  const fresh = await standingAt(baseUrl, account.id);
  assert.equal(fresh.current_rating, 1200);
  assert.equal(fresh.games_played, 0);
  assert.equal(fresh.rank, null);
  await page.getByRole('heading', { name: `Signed in as ${username}` }).waitFor();
  const card = page.getByRole('article', { name: `Rating card of ${username}` });
  await card.getByTestId('card-rating').getByText(shown(fresh), { exact: true }).waitFor();
  const figures = await cardFigures(card);
  assert.match(figures.Rating ?? '', /^1200\??$/);
  assert.equal(figures.Games, '0');
  assert.equal(figures.Wins, '0');
  assert.equal(figures.Streak, '0');
  await shot(page, `ratings-01-registered-${device}`);
  return { page, username, id: account.id, device };
}

/** The leaderboard as the player sees it, checked against the server's standings. */
export async function checkLeaderboard(
  me: Player,
  opponent: Player,
  won: boolean,
  entries: Record<string, LeaderboardEntry>,
): Promise<void> {
  const { page, device } = me;
  const mine = entries[me.id]!;
  const theirs = entries[opponent.id]!;
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  const overlay = page.getByRole('dialog', { name: 'Leaderboard' });
  await overlay.waitFor();
  const global = overlay.getByRole('tab', { name: 'Global' });
  assert.equal(await global.getAttribute('aria-selected'), 'true');

  // Both players are on the Global board with the ratings the server reports.
  const table = overlay.getByRole('table');
  for (const entry of [mine, theirs]) {
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: entry.username }) });
    await row.waitFor();
    const cells = row.getByRole('cell');
    assert.equal(await cells.nth(0).textContent(), `#${entry.rank}`);
    assert.match((await cells.nth(2).textContent()) ?? '', new RegExp(`${shown(entry).replace('?', '\\?')}`));
    assert.equal(await cells.nth(3).textContent(), '1');
    assert.equal(await cells.nth(5).textContent(), entry.games_won === 1 ? '1W' : '1L');
  }
  assert.equal(mine.rank, won ? 1 : 2);
  // The signed-in player's own row is the highlighted one.
  const current = table.locator('tr[aria-current="true"]');
  assert.equal(await current.count(), 1);
  assert.match((await current.textContent()) ?? '', new RegExp(me.username));
  await shot(page, `ratings-04-leaderboard-${device}`);

  // My Rank: the rows around the player, with the player's rank.
  const myRank = overlay.getByRole('button', { name: 'My Rank' });
  await myRank.click();
  assert.equal(await myRank.getAttribute('aria-pressed'), 'true');
  await overlay.getByRole('note').getByText(`Your rank: #${mine.rank}. Players around you:`).waitFor();
  await table.getByRole('row').filter({ hasText: opponent.username }).waitFor();
  await shot(page, `ratings-05-my-rank-${device}`);
  await myRank.click();
  assert.equal(await myRank.getAttribute('aria-pressed'), 'false');

  // Analytics: the game just played is the recent result, with the rating chart.
  await overlay.getByRole('button', { name: 'Analytics' }).click();
  const analytics = page.getByRole('dialog', { name: 'Rating Analytics' });
  const recent = analytics.getByRole('region', { name: 'Recent results' });
  const result = recent.getByRole('listitem');
  await result.first().waitFor();
  assert.equal(await result.count(), 1);
  const resultText = (await result.textContent()) ?? '';
  assert.match(resultText, new RegExp(won ? 'Win' : 'Loss'));
  assert.match(resultText, new RegExp(`vs ${opponent.username} \\(1200\\)`));
  const delta = Math.round(mine.current_rating) - 1200;
  assert.match(
    resultText,
    new RegExp(`1200 → ${Math.round(mine.current_rating)} \\(${delta > 0 ? '\\+' : ''}${delta}\\)`),
  );
  const figures = await cardFigures(analytics);
  assert.equal(figures['Current rating'], shown(mine));
  assert.equal(figures['Recent form'], won ? 'W' : 'L');
  assert.equal(figures.Games, won ? '1 (1W 0L 0D)' : '1 (0W 1L 0D)');
  // The rating progress chart draws on a canvas once Chart.js has loaded.
  await analytics.locator('canvas').first().waitFor();
  await page.waitForFunction(() => {
    const canvas = document.querySelector('[role="dialog"] canvas');
    return canvas instanceof HTMLCanvasElement && canvas.width > 0 && canvas.height > 0;
  });
  await shot(page, `ratings-06-analytics-${device}`);
  await recent.scrollIntoViewIfNeeded();
  await shot(page, `ratings-06-analytics-results-${device}`);
  await analytics.getByRole('button', { name: 'Close' }).click();
  await analytics.waitFor({ state: 'detached' });

  // Compare Players: both usernames picked by search, both cards and one game head to head.
  await overlay.getByRole('button', { name: 'Compare Players' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare Players' });
  for (const [label, player] of [
    ['First player', me],
    ['Second player', opponent],
  ] as const) {
    await compare.getByRole('searchbox', { name: label }).fill(player.username);
    await compare
      .getByRole('list', { name: `${label} results` })
      .getByRole('button', { name: new RegExp(`@${player.username}`) })
      .click();
  }
  const comparison = compare.getByRole('region', { name: 'Comparison' });
  await comparison.waitFor();
  for (const entry of [mine, theirs]) {
    const card = comparison.getByRole('article', { name: `Rating card of ${entry.username}` });
    const cardFigs = await cardFigures(card);
    assert.equal(cardFigs.Rating, shown(entry));
    assert.equal(cardFigs.Games, '1');
  }
  const h2h = (await comparison.getByText('Head-to-head:').locator('..').textContent()) ?? '';
  // One game, won by whoever won it ("1 game" is the right English; the page may say "1 games").
  assert.match(
    h2h,
    new RegExp(
      `^Head-to-head: 1 games?: ${me.username} ${won ? 1 : 0} wins?, ${opponent.username} ${won ? 0 : 1} wins?, 0 draws\\.$`,
    ),
  );
  await shot(page, `ratings-07-compare-${device}`);
  await compare.getByRole('button', { name: 'Close' }).click();
  await compare.waitFor({ state: 'detached' });

  // Closing the overlay shows the lobby card with the game counted.
  await overlay.getByRole('button', { name: 'Close' }).click();
  await overlay.waitFor({ state: 'detached' });
  const card = page.getByRole('article', { name: `Rating card of ${me.username}` });
  await card.getByTestId('card-rating').getByText(shown(mine), { exact: true }).waitFor();
  const lobby = await cardFigures(card);
  assert.equal(lobby.Games, '1');
  assert.equal(lobby.Wins, won ? '1' : '0');
  assert.equal(lobby.Streak, won ? '1W' : '1L');
  assert.equal(lobby['Win rate'], won ? '100%' : '0%');
  await shot(page, `ratings-08-lobby-after-${device}`);
}
