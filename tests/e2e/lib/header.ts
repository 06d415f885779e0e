// The page header as a player meets it: on a phone the less used controls are behind Menu.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** A header control by its name, opening Menu first where the control waits behind it. */
export async function headerButton(page: Page, name: string): Promise<Locator> {
  const header = page.locator('header.app__header');
  const target = header.getByRole('button', { name, exact: true });
  if (await target.isVisible()) return target;
  const menu = header.getByRole('button', { name: 'Menu', exact: true });
  if (!(await menu.isVisible())) return target;
  // Menu opens it; where a panel opened from the menu hides it, the first press closes the panel.
  for (let press = 0; press < 2 && !(await target.isVisible()); press++) {
    await menu.click();
    await target.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await target.waitFor();
  return target;
}

/**
 * The header is one row: the title and every control in view sit side by side within one line's
 * height, none wraps under another, and each control says its name in words.
 */
export async function assertHeaderOneRow(page: Page): Promise<void> {
  const header = page.locator('header.app__header');
  const headerBox = await header.boundingBox();
  assert.ok(headerBox !== null, 'the header is on the page');
  assert.ok(headerBox.height <= 64, `the header is one row: ${headerBox.height}px tall`);
  const title = await header.getByRole('heading', { level: 1 }).boundingBox();
  const controls = header.getByRole('button');
  const boxes: { name: string; x: number; y: number; width: number; height: number }[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
    const words = (await control.innerText()).replace(/[^\p{L}\s]/gu, '').trim();
    assert.ok(words.length > 0, `"${name}" shows its name in words`);
    if (box !== null) boxes.push({ name, ...box });
  }
  assert.ok(boxes.length > 0);
  const viewport = page.viewportSize()!;
  for (const box of [...boxes, ...(title === null ? [] : [{ name: 'title', ...title }])]) {
    assert.ok(box.y >= headerBox.y - 1 && box.y + box.height <= headerBox.y + headerBox.height + 1, box.name);
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${box.name} is on screen`);
  }
}
