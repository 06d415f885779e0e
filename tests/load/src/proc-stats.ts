// CPU time and resident memory of another process, read from Linux's /proc, sampled while the load
// is steady. Reading /proc costs microseconds and needs no dependency or privilege.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU time used so far, in clock ticks. */
export interface CpuTicks {
  readonly user: number;
  readonly system: number;
}

/**
 * Reads utime and stime from the text of /proc/<pid>/stat. The command name (field 2) is in
 * parentheses and may itself contain spaces or parentheses, so fields are counted after the last ')'.
 */
export function parseStat(text: string): CpuTicks {
  const rest = text
    .slice(text.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state); utime and stime are fields 14 and 15.
  const user = Number(rest[11]);
  const system = Number(rest[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) throw new Error('unreadable /proc stat line');
  return { user, system };
}

/** Reads VmRSS from the text of /proc/<pid>/status, in bytes. */
export function parseRss(text: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(text);
  if (match === null) throw new Error('no VmRSS in /proc status');
  return Number(match[1]) * 1024;
}

function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** What a sampler saw over its window. */
export interface ProcessUsage {
  /** Share of one core, in percent, averaged over the window. */
  readonly cpuPercent: number;
  readonly rssAvgBytes: number;
  readonly rssMaxBytes: number;
}

/** CPU ticks of one process so far (not counting its children). */
function ownTicks(pid: number): number {
  const { user, system } = parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return user + system;
}

/**
 * Samples one process every `intervalMs` between start() and stop(); `ticksOf` may count more than
 * the process's own CPU (say, its children's too: see proc-tree.ts). Memory is the process's own.
 */
export class ProcessSampler {
  private static ticksPerSecond: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private first: { ticks: number; at: number } | undefined;
  private last: { ticks: number; at: number } | undefined;
  private readonly rss: number[] = [];

  constructor(
    readonly pid: number,
    private readonly intervalMs = 1000,
    private readonly ticksOf: (pid: number) => number = ownTicks,
  ) {}

  /** Resident memory now, in bytes. */
  rssNow(): number {
    return parseRss(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
  }

  private sample(): void {
    try {
      this.last = { ticks: this.ticksOf(this.pid), at: performance.now() };
      this.first ??= this.last;
      this.rss.push(this.rssNow());
    } catch {
      // the process is gone; the window ends with the last good sample
    }
  }

  start(): void {
    ProcessSampler.ticksPerSecond ??= clockTicksPerSecond();
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
  }

  stop(): ProcessUsage {
    clearInterval(this.timer);
    this.sample();
    const seconds = this.first && this.last ? (this.last.at - this.first.at) / 1000 : 0;
    const ticks = this.first && this.last ? this.last.ticks - this.first.ticks : 0;
    const perSecond = ProcessSampler.ticksPerSecond ?? 100;
    return {
      cpuPercent: seconds > 0 ? (100 * ticks) / perSecond / seconds : 0,
      rssAvgBytes: this.rss.length === 0 ? 0 : this.rss.reduce((a, b) => a + b, 0) / this.rss.length,
      rssMaxBytes: this.rss.length === 0 ? 0 : Math.max(...this.rss),
    };
  }
}
