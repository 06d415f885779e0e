// The daily puzzle as a player meets it: a guest on a phone is asked to register; a registered
// player on a desktop opens today's puzzle, starts it, and solves it on the board against the
// engine's defence in the browser (the test finds its moves as a solver would, by the puzzle's own
// judge: any move that keeps the goal), submits, sees "Congratulations!", then the progress, the
// puzzle's leaderboard and the statistics.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { legalMoves, makeSquare, pieceAt, play, type Move, type Position } from '@checkers/engine';
import { judgeLine, parseBank, puzzleOfDay, startOf, type BankPuzzle } from '@checkers/puzzles';
import type { Locator } from 'playwright-core';
import { clickMove } from './lib/board.js';
import { registerInLobby } from './lib/players.js';
import { ROOT, shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;

before(async () => {
  stack = await startStack();
});

after(async () => {
  await stack?.close();
});

/** Today's puzzle as the server picks it (the same bank, the same day). */
function todaysPuzzle(): BankPuzzle {
  const bank = parseBank(JSON.parse(readFileSync(join(ROOT, 'packages/puzzles/data/bank.json'), 'utf8')));
  return puzzleOfDay(bank, new Date().toISOString().slice(0, 10));
}

/** What each dark square's accessible name should start with in a position. */
function expectedLabels(position: Position): string[] {
  const labels: string[] = [];
  for (let square = 0; square < 32; square++) {
    const piece = pieceAt(position, square);
    labels.push(`${makeSquare(square)}, ${piece === undefined ? 'empty' : `${piece.color} ${piece.role}`}`);
  }
  return labels;
}

/** Whether the dialog's board shows the position. */
async function shows(dialog: Locator, position: Position): Promise<boolean> {
  const labels = await dialog
    .locator('button[data-square]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return expectedLabels(position).every((expected) => labels.some((label) => label.startsWith(expected)));
}

/** A solver move that keeps the goal: one that solves at once if there is one. */
function solverMove(puzzle: BankPuzzle, line: readonly Move[], position: Position): Move {
  let keeps: Move | undefined;
  for (const move of legalMoves(position)) {
    const verdict = judgeLine(puzzle, [...line, move]);
    if (verdict.solved) return move;
    if (keeps === undefined && !/escape/.test(verdict.reason ?? '')) keeps = move;
  }
  assert.ok(keeps !== undefined, 'no move keeps the goal');
  return keeps;
}

test("a guest is invited; a player solves today's puzzle on the board and finds it everywhere", async () => {
  const puzzle = todaysPuzzle();
  const phone = (await stack.newPlayer('phone', { phone: true })).page;
  await phone.goto(stack.baseUrl);
  await phone.getByRole('button', { name: 'Daily Puzzle', exact: true }).click();
  const invite = phone.getByRole('dialog', { name: 'Daily Puzzle' });
  await invite.getByText('Signed-in players only').first().waitFor();
  await shot(phone, 'daily-01-guest-phone');

  const page = (await stack.newPlayer('desktop', { viewport: { width: 1280, height: 800 } })).page;
  await page.goto(stack.baseUrl);
  await page.getByRole('heading', { name: 'Playing as a guest' }).waitFor();
  const username = `solver_${randomBytes(3).toString('hex')}`;
  await registerInLobby(page, username);

  await page.getByRole('button', { name: 'Daily Puzzle', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily Puzzle' });
  await dialog.getByText(puzzle.title).first().waitFor();
  let position = startOf(puzzle);
  assert.ok(await shows(dialog, position), 'the board shows the puzzle');
  await shot(page, 'daily-02-puzzle-desktop');

  await dialog.getByRole('button', { name: 'Start Challenge' }).click();
  const turn = dialog.locator('.daily-turn');
  const line: Move[] = [];
  for (let solverMoves = 0; solverMoves < puzzle.goal.moves; solverMoves++) {
    await turn.getByText(/^Your move/).waitFor();
    const move = solverMove(puzzle, line, position);
    await clickMove(page, move);
    line.push(move);
    position = play(position, move);
    if (judgeLine(puzzle, line).solved) break;
    // The engine answers in the browser: find which reply it chose by what the board shows.
    await turn.getByText(/^(Your move|No moves left)/).waitFor({ timeout: 20_000 });
    const replies = legalMoves(position);
    if (replies.length === 0) break;
    let answered: Move | undefined;
    for (const reply of replies) if (await shows(dialog, play(position, reply))) answered = reply;
    assert.ok(answered !== undefined, 'the board shows one of the legal replies');
    line.push(answered);
    position = play(position, answered);
    if (judgeLine(puzzle, line).solved) break;
  }
  assert.equal(judgeLine(puzzle, line).solved, true, 'the line played solves the puzzle');
  await shot(page, 'daily-03-solved-board-desktop');

  await dialog.getByRole('button', { name: 'Submit Solution' }).click();
  const results = page.getByRole('dialog', { name: 'Congratulations!' });
  await results.waitFor();
  const score = Number(
    await results
      .getByLabel('Your result')
      .evaluate((list) => list.querySelector('dd')?.textContent?.replace(/\D/g, '') ?? '0'),
  );
  assert.ok(score > 0, `score ${score}`);
  await page.getByText(/^Excellent! You solved today's challenge and earned \d+ points!$/).waitFor();
  await shot(page, 'daily-04-results-desktop');
  await results.getByRole('button', { name: 'Close' }).click();

  // The progress panel says so, and the puzzle's leaderboard and the statistics count it.
  await dialog.getByRole('region', { name: 'Progress' }).getByText('Completed').waitFor();
  await dialog.getByRole('button', { name: 'Leaderboard' }).click();
  const board = page.getByRole('dialog', { name: /Leaderboard/ }).last();
  await board.getByText(username).waitFor();
  await shot(page, 'daily-05-leaderboard-desktop');
  await board.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Statistics' }).click();
  const statistics = page.getByRole('dialog', { name: /Statistics/ }).last();
  await statistics
    .getByText(/Solved/)
    .first()
    .waitFor();
  await shot(page, 'daily-06-statistics-desktop');
});
