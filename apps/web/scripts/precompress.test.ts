import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of the text files worth it, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    const script = `export const board = ${JSON.stringify('square '.repeat(500))};`;
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-2.js'), 'export {};');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));

    expect(precompress(dir)).toBe(1);
    const path = join(dir, 'assets', 'app-1.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${path}.br`).length).toBeLessThan(script.length / 10);
    // Too small to be worth a copy, and not text.
    expect(existsSync(join(dir, 'assets', 'tiny-2.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
  });
});
