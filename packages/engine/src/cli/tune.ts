// npm run tune [-- --games 4000 --depth 5 --seed 1 --minutes 0 --data /tmp/checkers-tune.bin --reuse
//                 --epochs 600 --rate 2 --write --ablate]
// Tunes the evaluation's weights by the Texel method. Plays --games self-play games at --depth from
// the crossboard ACF three-move ballots (plus up to 6 random plies), ended by the rules, a 200-ply
// cap or the endgame databases (all of packages/engine/data/egdb are loaded), and saves the labelled
// quiet positions to --data as it goes (stopping early after --minutes, if given); --reuse reads
// that file instead of playing when it exists. Holds the last 10% of the positions out (the last
// games played), fits K with the hand-set weights, then the weights, and prints the losses before
// and after and every weight's old and new value. The man stays at 100 and the average man's
// advancement bonus at 0 in each phase, so a man stays worth 100 points. --write puts the weights into
// packages/engine/src/ai/eval-weights.ts. --ablate then refits without each knowledge term in turn
// and prints how much the held-out loss grows without it: a term that does not pay for itself there
// is not worth its time at every leaf of the search.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FEATURES, FEATURE_INDEX, type Feature } from '../ai/eval-features.js';
import { PositionSet, DEFAULT_SELF_PLAY } from '../tune/dataset.js';
import { generate, seconds } from './self-play-data.js';
import { HAND_SET_WEIGHTS } from '../tune/hand-set.js';
import { advancementConstraints, toSamples, weightVector, weightsOf } from '../tune/samples.js';
import { DEFAULT_FIT, fitK, fitWeights, loss, type LinearConstraint, type Samples } from '../tune/texel.js';
import { weightsFileText } from '../tune/weights-file.js';

const USAGE =
  'usage: npm run tune -- [--games N] [--depth D] [--seed S] [--data FILE] [--reuse] [--epochs N] [--rate R] [--write]';
const WEIGHTS_FILE = new URL('../ai/eval-weights.ts', import.meta.url);

/** The knowledge terms, each group tested by leaving it out. */
const KNOWLEDGE: readonly (readonly Feature[])[] = [
  ['runaway', 'runawaySpeed'],
  ['unsupportedAdvanced'],
  ['blockedAdvanced'],
  ['dogHole'],
  ['advancedVsKings'],
  ['immobileKings'],
  ['kingMonopoly'],
  ['opposition'],
  ['hunt'],
  ['shelter'],
];

function ablate(
  train: Samples,
  heldOut: Samples,
  handSet: Float64Array,
  k: number,
  fit: { epochs: number; rate: number; constraints: readonly LinearConstraint[] },
): void {
  // Every refit starts from the hand-set weights and runs the same shorter schedule (the fit
  // settles within a hundred epochs), the full set included, so the differences come from the term
  // left out and not from the schedule.
  const refit = (without: readonly Feature[]): number => {
    const start = Float64Array.from(handSet);
    for (const f of without) start[FEATURE_INDEX[f]] = 0;
    const weights = fitWeights(train, start, k, {
      epochs: Math.ceil(fit.epochs / 4),
      rate: fit.rate,
      polishRounds: 0,
      constraints: fit.constraints,
      fixed: [FEATURE_INDEX.man, ...without.map((f) => FEATURE_INDEX[f])],
    });
    return loss(heldOut, weights, k);
  };
  const full = refit([]);
  console.log(
    `\nheld-out loss refitted without each knowledge term (with all: ${full.toFixed(6)}), and its growth`,
  );
  for (const group of KNOWLEDGE) {
    const l = refit(group);
    console.log(`  ${group.join(' + ').padEnd(30)}${l.toFixed(6)}  ${((l - full) * 1e6).toFixed(1)}e-6`);
  }
}

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        games: { type: 'string', default: '4000' },
        depth: { type: 'string', default: String(DEFAULT_SELF_PLAY.depth) },
        seed: { type: 'string', default: '1' },
        data: { type: 'string', default: '/tmp/checkers-tune.bin' },
        reuse: { type: 'boolean', default: false },
        minutes: { type: 'string', default: '0' },
        epochs: { type: 'string', default: String(DEFAULT_FIT.epochs) },
        rate: { type: 'string', default: String(DEFAULT_FIT.rate) },
        write: { type: 'boolean', default: false },
        ablate: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const v = parsed.values;
  const games = Number(v.games);
  const depth = Number(v.depth);
  const epochs = Number(v.epochs);
  const rate = Number(v.rate);
  if (![games, depth, epochs, rate].every((n) => Number.isFinite(n) && n > 0)) {
    console.error(USAGE);
    return 2;
  }

  let set: PositionSet;
  if (v.reuse && existsSync(v.data)) {
    const read = PositionSet.fromBytes(new Uint8Array(readFileSync(v.data)));
    if (!read.ok) {
      console.error(read.error.message);
      return 1;
    }
    set = read.value;
    console.log(`read ${set.count} positions of ${set.games} games from ${v.data}`);
  } else {
    set = generate(games, depth, Number(v.seed), Number(v.minutes), v.data);
    writeFileSync(v.data, set.toBytes());
    console.log(`saved to ${v.data}`);
  }

  // The last games played are held out whole: positions of one game are too alike to split.
  const split = Math.floor(set.count * 0.9);
  const train = toSamples(set, 0, split);
  const heldOut = toSamples(set, split, set.count);
  const before = weightVector(HAND_SET_WEIGHTS);
  const k = fitK(train, before);
  const trainBefore = loss(train, before, k);
  const heldOutBefore = loss(heldOut, before, k);
  console.log(`\n${train.count} training and ${heldOut.count} held-out positions; K = ${k.toFixed(4)}`);
  console.log(
    `loss with the hand-set weights: training ${trainBefore.toFixed(6)}, held out ${heldOutBefore.toFixed(6)}`,
  );

  const constraints = advancementConstraints(set);
  const started = performance.now();
  const fitted = fitWeights(train, before, k, {
    ...DEFAULT_FIT,
    epochs,
    rate,
    fixed: [FEATURE_INDEX.man],
    constraints,
    onProgress: (epoch, l) => console.log(`  epoch ${epoch}: training loss ${l.toFixed(6)}`),
  });
  const trainAfter = loss(train, fitted, k);
  const heldOutAfter = loss(heldOut, fitted, k);
  console.log(`fitted in ${seconds(performance.now() - started)}`);
  console.log(
    `loss with the tuned weights:    training ${trainAfter.toFixed(6)}, held out ${heldOutAfter.toFixed(6)}`,
  );
  console.log('\nfeature                 hand-set   tuned');
  FEATURES.forEach((f, i) =>
    console.log(`  ${f.padEnd(22)}${String(before[i]).padStart(8)}${String(fitted[i]).padStart(8)}`),
  );

  if (v.ablate) ablate(train, heldOut, before, k, { epochs, rate, constraints });

  if (v.write) {
    const text = weightsFileText(weightsOf(fitted), {
      date: new Date().toISOString().slice(0, 10),
      // The games are a function of their number, depth and seed: this replays them and refits.
      command:
        `npm run tune -- --games ${set.games} --depth ${set.depth || depth} --seed ${set.seed || v.seed} ` +
        `--epochs ${epochs} --rate ${rate} --write`,
      games: set.games,
      positions: set.count,
      k,
      trainLoss: [trainBefore, trainAfter],
      heldOutLoss: [heldOutBefore, heldOutAfter],
    });
    writeFileSync(WEIGHTS_FILE, text);
    console.log(`\nwrote ${WEIGHTS_FILE.pathname}`);
  }
  return 0;
}

process.exitCode = main();
