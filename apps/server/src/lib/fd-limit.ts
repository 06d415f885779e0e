// The process's file-descriptor limit (`ulimit -n`, systemd's LimitNOFILE), which bounds how many
// sockets a node can hold. Node has no getrlimit; on Linux /proc/self/limits says it. Elsewhere, or
// when it cannot be read, 1024 (the usual soft limit) is assumed.
import { readFileSync } from 'node:fs';

/** The soft limit on open files, or undefined when unknown or unlimited. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    const n = Number(soft);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

/** The limit assumed when it cannot be read. */
export const ASSUMED_FILE_LIMIT = 1024;

/**
 * Sockets a node may hold: the descriptor limit less a reserve for everything else (HTTP calls, the
 * database and its WAL, Redis, logs), and never fewer than 16.
 */
export function socketCapFor(fileLimit: number, reserve: number): number {
  return Math.max(16, fileLimit - reserve);
}
