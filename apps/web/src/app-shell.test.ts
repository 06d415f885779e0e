// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAGLINE } from './app-shell';

const shell = new DOMParser().parseFromString(
  readFileSync(join(__dirname, '../index.html'), 'utf8'),
  'text/html',
);

describe("index.html's static shell", () => {
  it('shows the home page first line the app keeps in place, before the loading line', () => {
    const main = shell.querySelector('#root main');
    const line = main?.firstElementChild;
    expect(line?.className).toBe('app__tagline');
    expect(line?.textContent?.replace(/\s+/g, ' ').trim()).toBe(TAGLINE);
    expect(line?.nextElementSibling?.getAttribute('role')).toBe('status');
  });

  it("says the same as the page's description for search engines", () => {
    expect(shell.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(TAGLINE);
  });

  it('has the header the app draws in the same place', () => {
    expect(shell.querySelector('#root .app > header.app__header > h1.app__title')?.textContent).toBe(
      'Checkers',
    );
  });
});
