// The source text of ai/eval-weights.ts, which the tuner writes: the weights and, in its header,
// how and when they were produced, so the file says where its numbers come from.
import { FEATURES, type Weights } from '../ai/eval-features.js';

/** What the header of the weights file records. */
export interface WeightsProvenance {
  readonly date: string;
  /** The command that makes these weights again from nothing. */
  readonly command: string;
  readonly games: number;
  readonly positions: number;
  readonly k: number;
  readonly trainLoss: readonly [before: number, after: number];
  readonly heldOutLoss: readonly [before: number, after: number];
}

/** The TypeScript source of the weights file. */
export function weightsFileText(weights: Weights, p: WeightsProvenance): string {
  const lines = [
    '// Evaluation weights, in points (a man is 100), fitted by the Texel method (src/tune/, written',
    '// by the tuner: do not edit by hand). The games are self-play at a fixed depth from the ACF',
    '// three-move ballots plus random plies, ended by the rules or the endgame databases; every quiet',
    "// position is labelled with its game's result, and the weights minimise the squared error of",
    '// sigmoid(K * eval / 100) against it, the man held at 100.',
    `// Produced ${p.date} by: ${p.command}`,
    `// ${p.games} games, ${p.positions} positions (10% held out), K = ${p.k.toFixed(4)};`,
    `// loss before/after: training ${p.trainLoss[0].toFixed(6)} / ${p.trainLoss[1].toFixed(6)},`,
    `// held out ${p.heldOutLoss[0].toFixed(6)} / ${p.heldOutLoss[1].toFixed(6)}.`,
    "import type { Weights } from './eval-features.js';",
    '',
    "/** The evaluation's weights, by feature (see eval-features.ts). */",
    'export const WEIGHTS: Weights = {',
    ...FEATURES.map((f) => `  ${f}: ${weights[f]},`),
    '};',
    '',
  ];
  return lines.join('\n');
}
