// Brotli and gzip copies of the built text files (`x.js.br`, `x.js.gz` beside `x.js`), written once
// at build time at the highest levels, so the server sends a phone a third of the bytes without
// compressing anything per request (it picks the copy the browser's Accept-Encoding allows).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text, and the binary data that compresses (the endgame databases). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|bin)$/;
/** Below this a compressed copy saves less than its own request headers. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes the compressed copies of every compressible file under `dir`; how many files. */
export function precompress(dir: string): number {
  let count = 0;
  for (const path of filesUnder(dir)) {
    // The service worker is sent as written: browsers compare it byte for byte to find updates,
    // and a copy left from an earlier build must never stand in for it.
    if (!COMPRESSIBLE.test(path) || path.endsWith('sw.js')) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    // A copy no smaller than the original is not worth sending.
    if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
    count++;
  }
  return count;
}

/** The Vite plugin: compresses the output once everything, the service worker included, is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'checkers-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompress(outDir);
      },
    },
  };
}
