// Lighthouse on the home page as a first-time visitor on a phone meets it: Lighthouse 12's default
// mobile emulation (a mid-range phone, slow 4G and a 4x slower CPU, simulated) driving the
// installed Chromium against the real server serving the production build. Prints each category's
// score and the paint and blocking figures, and exits 1 when a score is under its target, so the
// figures in docs/PERFORMANCE.md can be reproduced with one command: `npm run lighthouse`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SCREENSHOTS, startStack } from '../lib/stack.js';

/** The scores the home page must reach (0-100). */
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
let failed = false;
try {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const scores: Record<string, number[]> = {};
  const figures: Record<string, number[]> = {};
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(stack.baseUrl, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (result === undefined) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    // A run Lighthouse could not finish scores 0 in every category: say why.
    if (lhr.runtimeError !== undefined) {
      console.log(`  run ${run}: Lighthouse failed: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    for (const [id, category] of Object.entries(lhr.categories)) {
      (scores[id] ??= []).push(Math.round((category.score ?? 0) * 100));
    }
    for (const audit of AUDITS) (figures[audit] ??= []).push(lhr.audits[audit]?.numericValue ?? NaN);
    if (run === runs) {
      writeFileSync(join(SCREENSHOTS, 'lighthouse-home.json'), JSON.stringify(lhr, null, 1));
      for (const [id, category] of Object.entries(lhr.categories)) {
        const missed = category.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (audit) =>
              audit !== undefined &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => `${audit!.id} (${Math.round((audit!.score ?? 0) * 100)})`);
        if (missed.length > 0) console.log(`  ${id}: below full marks: ${missed.join(', ')}`);
      }
    }
  }
  const median = (values: number[]): number =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`Lighthouse ${runs} runs on ${stack.baseUrl}/ (mobile emulation), medians:`);
  for (const [id, values] of Object.entries(scores)) {
    const target = TARGETS[id as keyof typeof TARGETS];
    const score = median(values);
    const ok = target === undefined || score >= target;
    if (!ok) failed = true;
    console.log(
      `  ${id}: ${score} (runs ${values.join(', ')}; target ${target ?? '-'})${ok ? '' : '  BELOW TARGET'}`,
    );
  }
  for (const [id, values] of Object.entries(figures)) {
    const value = median(values);
    console.log(
      `  ${id}: ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`,
    );
  }
} finally {
  await chrome.kill();
  await stack.close();
}
process.exit(failed ? 1 : 0);
