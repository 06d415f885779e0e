// The app's script is fetched at low priority: index.html's static shell paints without it, so the
// stylesheet and theme-init.js, which the first paint waits for, get the connection first.
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="/;

/** index.html with its module script marked `fetchpriority="low"`; throws when there is none. */
export function lowerEntryPriority(html: string): string {
  if (!ENTRY.test(html)) throw new Error('index.html has no module script to fetch at low priority');
  return html.replace(ENTRY, '<script type="module" crossorigin fetchpriority="low" src="');
}

/** The Vite plugin: runs on the built index.html, after Vite has written its script tag. */
export function lowPriorityEntryPlugin(): Plugin {
  return {
    name: 'checkers-low-priority-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowerEntryPriority },
  };
}
