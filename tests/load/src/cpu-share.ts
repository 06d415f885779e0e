// A process's share of a core, as CPU time per move: the figure that compares servers (and a
// cluster's parts) carrying different rates.

/** CPU ms per move of a process that used `cpuPercent` of a core while `movesPerSecond` (> 0) were answered. */
export function msPerMove(cpuPercent: number, movesPerSecond: number): number {
  return (cpuPercent / 100) * (1000 / movesPerSecond);
}
