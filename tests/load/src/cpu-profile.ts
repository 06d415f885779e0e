// Where a server's CPU went during a run's measured window, read from the V8 CPU profile that
// `node --cpu-prof` writes (the `.cpuprofile` format: a call tree and a timed list of samples).
// Set-up and drain are left out by keeping only the samples stamped inside the window.

/** One frame of the call tree. */
export interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
  };
  readonly children?: readonly number[];
}

/** The parts of a `.cpuprofile` read here. Times are µs on the machine's monotonic clock. */
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** A share of the busy time. */
export interface Share {
  readonly name: string;
  readonly ms: number;
  /** Of the busy time (idle left out), 0..1. */
  readonly share: number;
}

/** The profile's figures over one window. */
export interface Breakdown {
  readonly windowMs: number;
  /** Time the process was running anything (the window less V8's idle samples). */
  readonly busyMs: number;
  /** Self time by where the code lives (a package, a server module, node, GC). */
  readonly byArea: readonly Share[];
  /** Functions by their own time. */
  readonly bySelf: readonly Share[];
  /** Our functions by the time spent in them and everything they called. */
  readonly byTotal: readonly Share[];
}

const IDLE = '(idle)';

/** Where a frame's code lives, from its script URL. */
export function areaOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (url === '') return functionName.startsWith('(') ? functionName : 'native (V8 builtins, C++ bindings)';
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (nodeModule !== null) return nodeModule[1]!;
  const server = /apps\/server\/(?:dist|src)\/(?:modules\/)?([^/]+?)(?:\.js|\.ts)?(?:\/|$)/.exec(url);
  if (server !== null) return `server ${server[1]}`;
  const ours = /packages\/([^/]+)\//.exec(url);
  if (ours !== null) return `@checkers/${ours[1]}`;
  if (url.startsWith('node:')) return 'node';
  return url;
}

function frameName(frame: ProfileNode['callFrame']): string {
  const name = frame.functionName === '' ? '(anonymous)' : frame.functionName;
  if (frame.url === '') return name;
  const file = frame.url.slice(frame.url.lastIndexOf('/') + 1);
  return `${name} ${file}:${frame.lineNumber + 1}`;
}

function isOurs(frame: ProfileNode['callFrame']): boolean {
  return (
    /(apps\/server|packages\/[^/]+)\/(dist|src)\//.test(frame.url) && !frame.url.includes('node_modules')
  );
}

function ranked(totals: Map<string, number>, busyUs: number, limit: number): Share[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, us]) => ({ name, ms: us / 1000, share: busyUs > 0 ? us / busyUs : 0 }));
}

/**
 * Sums the samples inside `window` (µs on the profile's clock; the whole profile when absent).
 * Each sample counts the time until the next one, as Chrome's profiler panel counts it.
 */
export function breakdown(
  profile: CpuProfile,
  window?: { readonly start: number; readonly end: number },
  limit = 25,
): Breakdown {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const start = window?.start ?? profile.startTime;
  const end = window?.end ?? profile.endTime;
  const area = new Map<string, number>();
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busyUs = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const next = i + 1 < profile.timeDeltas.length ? (profile.timeDeltas[i + 1] ?? 0) : 0;
    if (at < start || at >= end || next <= 0) continue;
    const node = byId.get(profile.samples[i]!);
    if (node === undefined || node.callFrame.functionName === IDLE) continue;
    busyUs += next;
    const add = (map: Map<string, number>, key: string): void => {
      map.set(key, (map.get(key) ?? 0) + next);
    };
    add(area, areaOf(node.callFrame));
    add(self, frameName(node.callFrame));
    // Every one of our functions on the stack, once each even when it recurses.
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parentOf.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (!isOurs(frame)) continue;
      const name = frameName(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      add(total, name);
    }
  }
  return {
    windowMs: (end - start) / 1000,
    busyMs: busyUs / 1000,
    byArea: ranked(area, busyUs, limit),
    bySelf: ranked(self, busyUs, limit),
    byTotal: ranked(total, busyUs, limit),
  };
}

/** Human lines for a breakdown. */
export function describeBreakdown(label: string, b: Breakdown): string[] {
  const pct = (s: Share): string =>
    `${(s.share * 100).toFixed(1).padStart(5)}%  ${s.ms.toFixed(0).padStart(7)} ms  ${s.name}`;
  return [
    `${label}: ${b.busyMs.toFixed(0)} ms busy of a ${b.windowMs.toFixed(0)} ms window ` +
      `(${(b.windowMs > 0 ? (b.busyMs / b.windowMs) * 100 : 0).toFixed(1)}% of a core)`,
    '  self time by area:',
    ...b.byArea.map((s) => `    ${pct(s)}`),
    '  self time by function:',
    ...b.bySelf.map((s) => `    ${pct(s)}`),
    '  our functions with what they call:',
    ...b.byTotal.map((s) => `    ${pct(s)}`),
  ];
}
