// npm run ballots:generate
// Writes src/acf-ballots.ts from data/acf-three-move-ballots.tsv, so the server and the browser get
// the ballots as code (neither reads the engine's data files). Run it after editing the table; the
// ballots' test fails while the two differ.
import { writeFileSync } from 'node:fs';
import { ballotsModule } from './ballots-module.js';
import { readBallots } from './committed-data.js';

const out = new URL('../acf-ballots.ts', import.meta.url);
writeFileSync(out, ballotsModule(readBallots()));
console.log(`wrote ${out.pathname}`);
