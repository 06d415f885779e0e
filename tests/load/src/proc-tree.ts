// CPU time of a process together with every process under it, read from /proc: PostgreSQL's
// postmaster forks a backend per connection and its background workers, and their CPU is the
// database's. Children are found by scanning /proc/*/stat for their parent's pid, which every Linux
// kernel offers (/proc/<pid>/task/<tid>/children needs a kernel option).
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of one /proc/<pid>/stat line that a tree's CPU needs. */
export interface TreeStat {
  readonly pid: number;
  readonly ppid: number;
  /**
   * utime + stime + cutime + cstime, in clock ticks. A backend that exits and is reaped has its time
   * moved into its parent's cutime and cstime, so with them the tree's sum does not drop when one ends.
   */
  readonly ticks: number;
}

/** Reads pid, ppid and the four CPU fields; fields are counted after the command name's last ')'. */
export function parseTreeStat(text: string): TreeStat {
  const pid = Number(text.slice(0, text.indexOf(' ')));
  const rest = text
    .slice(text.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state): ppid is field 4, utime to cstime are fields 14 to 17.
  const ppid = Number(rest[1]);
  const ticks = Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]);
  if (!Number.isInteger(pid) || !Number.isFinite(ppid) || !Number.isFinite(ticks))
    throw new Error('unreadable /proc stat line');
  return { pid, ppid, ticks };
}

/** The ticks of `root` and all its descendants among `stats`, and how many processes that is. */
export function treeTicks(stats: readonly TreeStat[], root: number): { ticks: number; processes: number } {
  const children = new Map<number, TreeStat[]>();
  let top: TreeStat | undefined;
  for (const stat of stats) {
    if (stat.pid === root) top = stat;
    const siblings = children.get(stat.ppid);
    if (siblings === undefined) children.set(stat.ppid, [stat]);
    else siblings.push(stat);
  }
  if (top === undefined) return { ticks: 0, processes: 0 };
  let ticks = 0;
  let processes = 0;
  const seen = new Set<number>();
  const todo = [top];
  for (let stat = todo.pop(); stat !== undefined; stat = todo.pop()) {
    // A pid reused while the scan was reading cannot make it count a process twice.
    if (seen.has(stat.pid)) continue;
    seen.add(stat.pid);
    ticks += stat.ticks;
    processes++;
    todo.push(...(children.get(stat.pid) ?? []));
  }
  return { ticks, processes };
}

/** Every process's stat line now; one that ends while the scan reads is left out. */
function readAllStats(): TreeStat[] {
  const stats: TreeStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.push(parseTreeStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // gone between the listing and the read
    }
  }
  return stats;
}

/** CPU ticks of `root` and its descendants so far; throws when `root` is gone. */
export function readTreeTicks(root: number): number {
  const { ticks, processes } = treeTicks(readAllStats(), root);
  if (processes === 0) throw new Error(`process ${root} is gone`);
  return ticks;
}
