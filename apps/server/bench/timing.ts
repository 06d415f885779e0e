// Timing of repeated calls: elapsed milliseconds per call, summarised as percentiles.
import { performance } from 'node:perf_hooks';

/** One timed call: how long, and what it asked for. */
export interface Sample {
  readonly ms: number;
  readonly input: string;
}

/** A summary of one query's timings, in milliseconds. */
export interface TimingSummary {
  readonly calls: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly mean: number;
  /** What the slowest call asked for. */
  readonly slowest: string;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

const rounded = (ms: number): number => Math.round(ms * 100) / 100;

/** p50, p95, max and mean of a list of timed calls, and the slowest call's input. */
export function summarise(samples: readonly Sample[]): TimingSummary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const total = sorted.reduce((sum, ms) => sum + ms, 0);
  const slowest = samples.reduce<Sample | undefined>(
    (worst, sample) => (worst !== undefined && worst.ms >= sample.ms ? worst : sample),
    undefined,
  );
  return {
    calls: sorted.length,
    p50: rounded(percentile(sorted, 0.5)),
    p95: rounded(percentile(sorted, 0.95)),
    max: rounded(sorted.at(-1) ?? 0),
    mean: rounded(sorted.length === 0 ? 0 : total / sorted.length),
    slowest: slowest?.input ?? '',
  };
}

/** Runs `call` and says how long it took, in milliseconds. */
export async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

/** Makes `iterations` calls one after the other (each draws its own input) and times each. */
export async function timeCalls(iterations: number, call: () => Promise<string>): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < iterations; i++) {
    const { value: input, ms } = await timed(call);
    samples.push({ ms, input });
  }
  return samples;
}

/** One summary as a line of a table. */
export function formatLine(label: string, summary: TimingSummary): string {
  const cell = (ms: number): string => ms.toFixed(2).padStart(8);
  const figures = `p50 ${cell(summary.p50)}  p95 ${cell(summary.p95)}  max ${cell(summary.max)} ms`;
  return `  ${label.padEnd(38)} ${String(summary.calls).padStart(4)} calls  ${figures}  (slowest: ${summary.slowest})`;
}
