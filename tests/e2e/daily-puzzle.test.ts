// The daily puzzle as a player meets it: a guest on a phone plays today's puzzle on the page (Start
// Challenge on the first screen, a wrong move said at once and taken back, an invitation to sign in
// to keep a score); a registered player on a desktop opens today's puzzle, starts it, makes a wrong
// move, gets a real hint at once, and solves it on the board against the engine's defence in the
// browser (the test finds its moves as a solver would, by the puzzle's own judge: any move that
// keeps the goal), submits, sees "Congratulations!", then the progress, the puzzle's leaderboard and
// the statistics. The server's bank holds one puzzle with wrong first moves, so every day's puzzle
// has one.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { legalMoves, makeSquare, pieceAt, play, type Move, type Position } from '@checkers/engine';
import { judgeLine, parseBank, startOf, type BankPuzzle } from '@checkers/puzzles';
import type { Locator, Page } from 'playwright-core';
import { clickMove } from './lib/board.js';
import { registerInLobby } from './lib/players.js';
import { ROOT, shot, startStack, type Stack } from './lib/stack.js';

let stack: Stack;
let bankDir: string;

/** A committed puzzle that a wrong first move can spoil, quick to solve. */
function chosenPuzzle(): BankPuzzle {
  const bank = parseBank(JSON.parse(readFileSync(join(ROOT, 'packages/puzzles/data/bank.json'), 'utf8')));
  const chosen = bank.find(
    (p) => p.goal.kind === 'material' && p.goal.moves <= 2 && p.proof.wrongFirstMoves > 0,
  );
  assert.ok(chosen !== undefined);
  return chosen;
}

before(async () => {
  // The server's whole bank is that one puzzle: it is the puzzle of every day.
  bankDir = mkdtempSync(join(tmpdir(), 'checkers-bank-'));
  const file = join(bankDir, 'bank.json');
  writeFileSync(file, JSON.stringify([chosenPuzzle()]));
  process.env.PUZZLE_BANK = file;
  stack = await startStack();
});

after(async () => {
  await stack?.close();
  if (bankDir !== undefined) rmSync(bankDir, { recursive: true, force: true });
});

/** A first move that lets the goal slip. */
function wrongFirstMove(puzzle: BankPuzzle): Move {
  const wrong = legalMoves(startOf(puzzle)).find((move) => judgeLine(puzzle, [move]).wrongMove === 1);
  assert.ok(wrong !== undefined, 'the puzzle has a wrong first move');
  return wrong;
}

/** Plays the wrong first move: it is said at once, then taken back. */
async function missOnce(page: Page, dialog: Locator, puzzle: BankPuzzle): Promise<void> {
  await clickMove(page, wrongFirstMove(puzzle));
  await dialog.getByText('Not the best move: try again.').waitFor();
  await page.waitForFunction(
    () => document.querySelector('.daily-turn')?.textContent === 'Not the best move: try again.',
  );
  for (const deadline = Date.now() + 5_000; !(await shows(dialog, startOf(puzzle)));) {
    assert.ok(Date.now() < deadline, 'the wrong move is taken back');
    await page.waitForTimeout(100);
  }
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

test("a guest plays on the page; a player misses once, gets a hint, solves today's puzzle and finds it everywhere", async () => {
  const puzzle = chosenPuzzle();
  const phone = (await stack.newPlayer('phone', { phone: true })).page;
  await phone.goto(stack.baseUrl);
  await phone.getByRole('button', { name: 'Daily Puzzle', exact: true }).click();
  const guestDialog = phone.getByRole('dialog', { name: 'Daily Puzzle' });
  await guestDialog.getByText(puzzle.title).first().waitFor();
  assert.ok(await shows(guestDialog, startOf(puzzle)), 'the guest sees the puzzle');
  // Start Challenge is on the first screen of a phone.
  const start = guestDialog.getByRole('button', { name: 'Start Challenge' });
  const box = await start.boundingBox();
  assert.ok(box !== null && box.y + box.height <= 844, `Start Challenge is in view (${JSON.stringify(box)})`);
  await shot(phone, 'daily-01-guest-phone');
  await start.click();
  await missOnce(phone, guestDialog, puzzle);
  await shot(phone, 'daily-01b-guest-wrong-move-phone');
  await guestDialog.getByRole('button', { name: 'Hint' }).click();
  await phone.getByText('Sign in to get hints.').waitFor();
  const invite = guestDialog.getByRole('region', { name: 'Keep your score' });
  await invite.getByRole('button', { name: 'Sign in' }).waitFor();
  await invite.scrollIntoViewIfNeeded();
  await shot(phone, 'daily-01c-guest-invite-phone');

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
  const startBox = await dialog.getByRole('button', { name: 'Start Challenge' }).boundingBox();
  assert.ok(startBox !== null && startBox.y + startBox.height <= 800, 'Start Challenge is in view');

  await dialog.getByRole('button', { name: 'Start Challenge' }).click();
  // A wrong move first: said, taken back, and a real hint is given at once.
  await missOnce(page, dialog, puzzle);
  await dialog.getByRole('button', { name: 'Hint' }).click();
  await dialog.getByRole('region', { name: 'Hints' }).getByText(puzzle.hints[0]!).waitFor();
  assert.equal(await page.getByText('No hints available at this time').count(), 0);
  await shot(page, 'daily-02b-hint-after-wrong-move-desktop');
  const turn = dialog.locator('.daily-turn');
  const line: Move[] = [];
  for (let solverMoves = 0; solverMoves < puzzle.goal.moves; solverMoves++) {
    await turn.getByText(/^(Your move|Not the best move)/).waitFor();
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
