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
 * height, none wraps under another, and each control says its name in words. Every box is read in
 * one pass inside the page, so a scroll in between (a dialog closing returns the focus) cannot
 * shift one box against another.
 */
export async function assertHeaderOneRow(page: Page): Promise<void> {
  const header = page.locator('header.app__header');
  await header.waitFor();
  // No named helpers inside: the test runner's compiler would wrap them in a helper the page lacks.
  const layout = await header.evaluate((element) => {
    const title = element.querySelector('h1')?.getBoundingClientRect() ?? null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return {
      header: { x, y, width, height },
      title: title === null ? null : { x: title.x, y: title.y, width: title.width, height: title.height },
      controls: Array.from(element.querySelectorAll('button'))
        .map((button) => ({ button, box: button.getBoundingClientRect(), style: getComputedStyle(button) }))
        .filter(({ box, style }) => style.visibility !== 'hidden' && box.width > 0 && box.height > 0)
        .map(({ button, box }) => ({
          name: button.getAttribute('aria-label') ?? button.innerText.trim(),
          words: button.innerText,
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
        })),
    };
  });
  const headerBox = layout.header;
  assert.ok(headerBox.height <= 64, `the header is one row: ${headerBox.height}px tall`);
  for (const control of layout.controls) {
    assert.ok(
      control.words.replace(/[^\p{L}\s]/gu, '').trim().length > 0,
      `"${control.name}" shows its name in words`,
    );
  }
  assert.ok(layout.controls.length > 0);
  const viewport = page.viewportSize()!;
  const boxes = [...layout.controls, ...(layout.title === null ? [] : [{ name: 'title', ...layout.title }])];
  for (const box of boxes) {
    assert.ok(
      box.y >= headerBox.y - 1 && box.y + box.height <= headerBox.y + headerBox.height + 1,
      `${box.name} sits within the header's row (${JSON.stringify({ box, header: headerBox })})`,
    );
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${box.name} is on screen`);
  }
}
