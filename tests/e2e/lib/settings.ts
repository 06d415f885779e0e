// What the settings scenarios share: the board themes with their dark-square colours, reading a
// computed background colour, opening the Settings dialog, and starting a game against the AI.
import type { Page } from 'playwright-core';
import { headerButton } from './header.js';

/** Each theme: its id, its name in the dialog, its dark squares' colour. */
export const THEMES = [
  ['default', 'Classic', '#8b5e3c'],
  ['llama', 'Llama', '#a0764f'],
  ['midnight', 'Midnight', '#1b2238'],
  ['forest', 'Forest', '#3e6b3a'],
  ['ocean', 'Ocean', '#276a8a'],
  ['candy', 'Candy', '#b8497f'],
  ['retro', 'Retro', '#7a4a2a'],
  ['neon', 'Neon', '#0f0f1c'],
] as const;

/** A #rrggbb colour as getComputedStyle writes it. */
export const rgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The computed background colour of the first element a selector finds. */
export const background = (page: Page, selector: string): Promise<string> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** Opens the Settings dialog and gives it back. */
export async function openSettings(page: Page) {
  await (await headerButton(page, 'Settings')).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor();
  return dialog;
}

/** Starts an easy game against the AI from the lobby and waits for the first turn. */
export async function startAiGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('dialog', { name: 'Select AI Difficulty' }).waitFor();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await page.getByTestId('turn').getByText('Your turn').waitFor();
}
