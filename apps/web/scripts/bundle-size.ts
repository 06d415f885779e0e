/// <reference types="node" />
// Prints the gzipped size of the JavaScript the lobby loads first: the entry script of index.html
// and the chunks it preloads. Lazily loaded parts (the AI worker, the QR dialog) are listed apart.
// Exits with 1 above the budget.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget for the lobby's first JavaScript, gzipped. */
export const BUDGET_BYTES = 150 * 1024;

const dist = process.env.SIZE_DIST ?? resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** Gzipped sizes of the first-load scripts and of the rest. */
export function measure(dir = dist): { initial: Map<string, number>; lazy: Map<string, number> } {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((match) => match[1]!);
  const gz = (file: string): number => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  const initial = new Map(referenced.map((file) => [file, gz(file)]));
  const lazy = new Map<string, number>();
  for (const file of readdirSync(join(dir, 'assets'))) {
    const path = `assets/${file}`;
    if (file.endsWith('.js') && !initial.has(path)) lazy.set(path, gz(path));
  }
  return { initial, lazy };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { initial, lazy } = measure();
  const total = [...initial.values()].reduce((sum, n) => sum + n, 0);
  for (const [file, size] of initial) console.log(`first load  ${kb(size).padStart(9)}  ${file}`);
  for (const [file, size] of lazy) console.log(`on demand   ${kb(size).padStart(9)}  ${file}`);
  console.log(`lobby first-load JavaScript, gzipped: ${kb(total)} (budget ${kb(BUDGET_BYTES)})`);
  if (total > BUDGET_BYTES) process.exit(1);
}
