// npm run perft -- <depth> [--fen "<PDN FEN>"] [--no-hash]
// Prints `perft <depth> <nodes> <seconds>s` for every depth from 1 to <depth>.
import { parseArgs } from 'node:util';
import { parseFen } from '../fen.js';
import { perft } from '../perft.js';
import { START_POSITION } from '../position.js';

const USAGE = 'usage: npm run perft -- <depth> [--fen "<PDN FEN>"] [--no-hash]';

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { fen: { type: 'string' }, 'no-hash': { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const depthText = parsed.positionals[0];
  const maxDepth = Number(depthText);
  if (parsed.positionals.length !== 1 || !Number.isInteger(maxDepth) || maxDepth < 1 || maxDepth > 30) {
    console.error(`depth must be a whole number from 1 to 30\n${USAGE}`);
    return 2;
  }
  let position = START_POSITION;
  if (parsed.values.fen !== undefined) {
    const fen = parseFen(parsed.values.fen);
    if (!fen.ok) {
      console.error(`invalid FEN (${fen.error.code}): ${fen.error.message}`);
      return 2;
    }
    position = fen.value;
  }
  const hashBits = parsed.values['no-hash'] ? 0 : 22;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const started = performance.now();
    const nodes = perft(position, depth, { hashBits });
    const seconds = (performance.now() - started) / 1000;
    console.log(`perft ${depth} ${nodes} ${seconds.toFixed(3)}s`);
  }
  return 0;
}

process.exitCode = main();
