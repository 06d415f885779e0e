// npm run book:generate [-- --nodes 3000000 --start-plies 3 --line-plies 2 --replies 2 --follow 1
//                          --variety 10 --ballots crossboard --limit N --out packages/engine/data/book/book.bin]
// Builds the opening book (src/book/README.md): the positions of the first plies from the start, for
// an AI of either colour, and every crossboard ACF three-move ballot with its continuation, each
// searched with a fixed node budget (deterministic: the same flags give the same file). The
// defaults produce the shipped book; --limit takes the first N ballots only, to time a small run.
// Prints each search, then the entries, the file's size and the time; reads the file back and
// checks every entry's moves are legal.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { makeMoveText, parseMoveText } from '../notation.js';
import { legalMoves, play, sameMove, START_POSITION, type Position } from '../position.js';
import type { Move } from '../types.js';
import { loadCommittedEgdb, readBallots } from './committed-data.js';
import { writeBook } from '../book/format.js';
import { generateBook } from '../book/generate.js';
import { OpeningBook } from '../book/opening-book.js';
import { loadBook } from '../book/registry.js';

const USAGE =
  'usage: npm run book:generate -- [--nodes N] [--start-plies N] [--line-plies N] [--replies N] [--follow N] [--variety POINTS] [--ballots crossboard,barred] [--limit N] [--out FILE]';

/** The ballots' positions whose status is one of `statuses`, in ACF order. */
function ballotPositions(statuses: readonly string[]): Position[] {
  return readBallots()
    .filter((ballot) => statuses.includes(ballot.status))
    .map((ballot) => {
      let position = START_POSITION;
      for (const move of ballot.moves) {
        const parsed = parseMoveText(position, move);
        if (!parsed.ok) throw new Error(`ballot ${ballot.number}: ${move}: ${parsed.error.message}`);
        position = play(position, parsed.value);
      }
      return position;
    });
}

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        nodes: { type: 'string', default: '3000000' },
        'start-plies': { type: 'string', default: '3' },
        'line-plies': { type: 'string', default: '2' },
        replies: { type: 'string', default: '2' },
        follow: { type: 'string', default: '1' },
        variety: { type: 'string', default: '10' },
        ballots: { type: 'string', default: 'crossboard' },
        limit: { type: 'string' },
        out: { type: 'string', default: 'packages/engine/data/book/book.bin' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const v = parsed.values;
  const numbers = [v.nodes, v['start-plies'], v['line-plies'], v.replies, v.follow, v.variety].map(Number);
  if (!numbers.every((n) => Number.isInteger(n) && n >= 0) || numbers[0]! < 1) {
    console.error(`numeric flags must be whole numbers, --nodes at least 1\n${USAGE}`);
    return 2;
  }
  const [maxNodes, startPlies, linePlies, replies, follow, variety] = numbers as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  console.log(`node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString()}`);
  console.log(`endgame databases: ${loadCommittedEgdb().join(', ')}`);
  let lines = ballotPositions(v.ballots.split(','));
  if (v.limit !== undefined) lines = lines.slice(0, Number(v.limit));
  console.log(
    `${lines.length} ballots (${v.ballots}); ${maxNodes.toLocaleString('en-US')} nodes a search, start ${startPlies} plies, lines ${linePlies} plies, ${replies} replies, follow ${follow}, variety ${variety}`,
  );

  const started = performance.now();
  let last = started;
  const entries = generateBook({
    maxNodes,
    startPlies,
    lines,
    linePlies,
    replies,
    follow,
    variety,
    onSearched: (entry, count) => {
      const now = performance.now();
      const moves = entry.moves.map((m) => `${makeMoveText(m.move)} ${m.score}`).join(', ');
      console.log(
        `  ${String(count).padStart(4)}  ${entry.position.turn.padEnd(5)} depth ${String(entry.depth).padStart(2)}  ${moves}  ${((now - last) / 1000).toFixed(1)} s`,
      );
      last = now;
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const file = writeBook(entries);
  mkdirSync(dirname(v.out), { recursive: true });
  writeFileSync(v.out, file);

  // Read back what was written: every entry found, every move legal and the one stored.
  const book = new OpeningBook();
  const loaded = loadBook(readFileSync(v.out), book);
  if (!loaded.ok) {
    console.error(`the written file does not read back: ${loaded.error.message}`);
    return 1;
  }
  let bad = 0;
  for (const entry of entries) {
    const found = book.lookup(entry.position);
    const legal = legalMoves(entry.position);
    const isLegal = (move: Move): boolean => legal.some((m) => sameMove(m, move));
    if (
      found === undefined ||
      found.length !== entry.moves.length ||
      found.some((f, i) => !isLegal(f.move) || !sameMove(f.move, entry.moves[i]!.move))
    ) {
      bad++;
    }
  }
  const withVariety = entries.filter((e) => e.moves.length > 1).length;
  console.log(
    `${entries.length} entries (${withVariety} with more than one move), ${file.length.toLocaleString('en-US')} bytes, in ${seconds.toFixed(0)} s; written to ${join(v.out)}; read back: ${bad === 0 ? 'ok' : `${bad} entries WRONG`}`,
  );
  return bad === 0 ? 0 : 1;
}

process.exitCode = main();
