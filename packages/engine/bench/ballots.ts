// The ACF three-move ballots, read from the engine's data folder.
import { readFileSync } from 'node:fs';

/** One ballot: its ACF number, the three opening moves in PDN, and its status. */
export interface Ballot {
  readonly number: number;
  readonly moves: readonly string[];
  readonly status: string;
  readonly name: string;
}

/** Every ballot of the table, in ACF order. */
export function readBallots(): Ballot[] {
  const text = readFileSync(new URL('../data/acf-three-move-ballots.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [number, moves, status, name] = line.split('\t');
      return {
        number: Number(number),
        moves: (moves ?? '').split(' '),
        status: status ?? '',
        name: (name ?? '').trim(),
      };
    });
}

/** `count` crossboard ballots spread evenly over the table (all of them when count is larger). */
export function crossboardBallots(count: number): Ballot[] {
  const crossboard = readBallots().filter((b) => b.status === 'crossboard');
  if (count >= crossboard.length) return crossboard;
  return Array.from({ length: count }, (_, i) => crossboard[Math.floor((i * crossboard.length) / count)]!);
}
