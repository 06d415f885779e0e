// Latency percentiles from a plain list of samples. A run records at most a few hundred thousand
// moves, so sorting once at the end is cheaper and exact, where a bucketed histogram would round.

/** Percentiles of a set of latencies, in milliseconds. */
export interface Summary {
  readonly count: number;
  readonly mean: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** The nearest-rank percentile (0 < p <= 100) of ascending samples; 0 when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Summarises samples given in any order. */
export function summarize(samples: ArrayLike<number>): Summary {
  const sorted = Float64Array.from(samples).sort();
  let total = 0;
  for (const value of sorted) total += value;
  return {
    count: sorted.length,
    mean: sorted.length === 0 ? 0 : total / sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? 0 : sorted[sorted.length - 1]!,
  };
}

/** A growable list of samples kept in one typed array, so 100k moves do not make 100k boxes. */
export class Samples {
  private data = new Float64Array(1024);
  private size = 0;

  add(value: number): void {
    if (this.size === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.size++] = value;
  }

  get length(): number {
    return this.size;
  }

  /** The samples recorded so far. */
  values(): Float64Array {
    return this.data.subarray(0, this.size);
  }
}
