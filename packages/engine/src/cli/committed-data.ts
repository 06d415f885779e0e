// The engine's committed data, read with node:fs for the command-line tools and benchmarks: the
// ACF three-move ballots, the endgame database files and the network. (The browser fetches its share itself.)
import { readFileSync, readdirSync } from 'node:fs';
import { EndgameDatabase } from '../egdb/database.js';
import { loadEgdb } from '../egdb/registry.js';
import { loadNet } from '../net/registry.js';

const DATA = new URL('../../data/', import.meta.url);

/** One ballot: its ACF number, the three opening moves in PDN, and its status. */
export interface Ballot {
  readonly number: number;
  readonly moves: readonly string[];
  readonly status: string;
  readonly name: string;
}

/** Every ballot of the table, in ACF order. */
export function readBallots(): Ballot[] {
  const text = readFileSync(new URL('acf-three-move-ballots.tsv', DATA), 'utf8');
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

/** `count` crossboard ballots spread evenly over the table (all of them by default). */
export function crossboardBallots(count = Number.POSITIVE_INFINITY): Ballot[] {
  const crossboard = readBallots().filter((b) => b.status === 'crossboard');
  if (count >= crossboard.length) return crossboard;
  return Array.from({ length: count }, (_, i) => crossboard[Math.floor((i * crossboard.length) / count)]!);
}

/**
 * Loads every committed endgame database file (`data/egdb/egdb-N.bin`) into `db`, by default the
 * shared registry, and returns their names; a file the engine refuses throws.
 */
export function loadCommittedEgdb(db?: EndgameDatabase): string[] {
  const dir = new URL('egdb/', DATA);
  const names = readdirSync(dir)
    .filter((n) => /^egdb-\d\.bin$/.test(n))
    .sort();
  for (const name of names) {
    const loaded = loadEgdb(new Uint8Array(readFileSync(new URL(name, dir))), db);
    if (!loaded.ok) throw new Error(`${name}: ${loaded.error.message}`);
  }
  return names;
}

/** A fresh database holding every committed file. */
export function committedEgdb(): EndgameDatabase {
  const db = new EndgameDatabase();
  loadCommittedEgdb(db);
  return db;
}

/** Loads the committed network (`data/net/net.bin`) into the shared slot; returns its hidden units. */
export function loadCommittedNet(): number {
  const loaded = loadNet(new Uint8Array(readFileSync(new URL('net/net.bin', DATA))));
  if (!loaded.ok) throw new Error(`net.bin: ${loaded.error.message}`);
  return loaded.value.hidden;
}
