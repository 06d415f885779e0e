// npm run train [-- --games 12000,6000 --seed 7,8 --net-seed 9,10 --depth 6 --minutes 0 --data /tmp/checkers-net-data
//                  --reuse --hidden 32 --epochs 30 --batch 256 --rate 0.002 --lambda 0.5 --train-seed 1 --write]
// Trains the neural evaluation (src/net/) from scratch on a CPU. Plays, for each seed, that many
// self-play games at --depth with the hand-written evaluation, or for the seeds in --net-seed with
// the committed network (so a new network learns from the games of the one before), as `npm run
// tune` does, saved to
// <--data>-<seed>.bin as they go; --reuse reads those files instead; two seeds can be played side
// by side by two runs with --data-only, then one --reuse run trains on both), labels each quiet position with its game's result and its
// search score, holds the last 10% of the games out, trains the network and prints both losses
// per epoch, then the held-out loss against results alone next to the hand-written evaluation's,
// and how closely the integer network follows the float one. --write puts the network into
// packages/engine/data/net/net.bin and what made it into data/net/provenance.json.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { WEIGHTS } from '../ai/eval-weights.js';
import { readNet, writeNet } from '../net/format.js';
import { evaluateWithNet, type NetWeights } from '../net/network.js';
import type { FloatNet } from '../net/train.js';
import { DEFAULT_TRAIN, netLoss, netSamples, trainNet, type NetSamples } from '../net/train.js';
import { PositionSet, DEFAULT_SELF_PLAY } from '../tune/dataset.js';
import { toSamples, weightVector } from '../tune/samples.js';
import { fitK, loss } from '../tune/texel.js';
import { unloadNet } from '../net/registry.js';
import { loadCommittedNet } from './committed-data.js';
import { generate, seconds } from './self-play-data.js';

const USAGE =
  'usage: npm run train -- [--games N] [--depth D] [--seed S] [--net-seed S] [--data FILE] [--reuse] [--hidden H] [--epochs N] [--lambda L] [--write]';
const NET_DIR = new URL('../../data/net/', import.meta.url);

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        games: { type: 'string', default: '12000,6000' },
        depth: { type: 'string', default: String(DEFAULT_SELF_PLAY.depth + 1) },
        seed: { type: 'string', default: '7,8' },
        'net-seed': { type: 'string', default: '' },
        minutes: { type: 'string', default: '0' },
        data: { type: 'string', default: '/tmp/checkers-net-data' },
        reuse: { type: 'boolean', default: false },
        'data-only': { type: 'boolean', default: false },
        hidden: { type: 'string', default: String(DEFAULT_TRAIN.hidden) },
        epochs: { type: 'string', default: String(DEFAULT_TRAIN.epochs) },
        batch: { type: 'string', default: String(DEFAULT_TRAIN.batch) },
        rate: { type: 'string', default: String(DEFAULT_TRAIN.rate) },
        lambda: { type: 'string', default: '0.5' },
        'train-seed': { type: 'string', default: String(DEFAULT_TRAIN.seed) },
        write: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const v = parsed.values;
  const gameCounts = v.games.split(',').map(Number);
  const seeds = v.seed.split(',').map(Number);
  const netSeeds = new Set(v['net-seed'] === '' ? [] : v['net-seed'].split(',').map(Number));
  const numbers = {
    runs: gameCounts.length === seeds.length ? seeds.length : Number.NaN,
    games: Math.min(...gameCounts),
    depth: Number(v.depth),
    hidden: Number(v.hidden),
    epochs: Number(v.epochs),
    batch: Number(v.batch),
    rate: Number(v.rate),
  };
  const lambda = Number(v.lambda);
  if (!Object.values(numbers).every((n) => Number.isFinite(n) && n > 0) || !(lambda >= 0 && lambda <= 1)) {
    console.error(USAGE);
    return 2;
  }
  const started = performance.now();
  // The network that plays the --net-seed games: the committed one, before --write replaces it.
  const playedBy =
    netSeeds.size === 0
      ? null
      : createHash('sha256')
          .update(readFileSync(new URL('net.bin', NET_DIR)))
          .digest('hex');

  const parts: PositionSet[] = [];
  for (const [i, seed] of seeds.entries()) {
    const file = `${v.data}-${seed}.bin`;
    if (v.reuse && existsSync(file)) {
      const read = PositionSet.fromBytes(new Uint8Array(readFileSync(file)));
      if (!read.ok) {
        console.error(`${file}: ${read.error.message}`);
        return 1;
      }
      parts.push(read.value);
      console.log(`read ${read.value.count} positions of ${read.value.games} games from ${file}`);
    } else {
      // The slot starts empty (the hand-written evaluation) and is emptied again after each seed.
      if (netSeeds.has(seed))
        console.log(`seed ${seed}: the network plays (${loadCommittedNet()} hidden units)`);
      const part = generate(gameCounts[i]!, numbers.depth, seed, Number(v.minutes), file);
      unloadNet();
      writeFileSync(file, part.toBytes());
      parts.push(part);
      console.log(`saved to ${file}`);
    }
  }
  if (v['data-only']) return 0;
  const set = concatenate(parts);
  const selfPlaySeconds = (performance.now() - started) / 1000;

  // The last games played are held out whole: positions of one game are too alike to split.
  const split = Math.floor(set.count * 0.9);
  const sources = parts.map((p) => ({
    games: p.games,
    depth: p.depth,
    seed: p.seed,
    evaluation: netSeeds.has(p.seed) ? 'network' : 'hand-written',
    positions: p.count,
  }));
  // K from the hand-written evaluation on the same positions, so that a network value reads like its.
  const handWritten = weightVector(WEIGHTS);
  const k = fitK(toSamples(set, 0, split), handWritten);
  const handHeldOut = loss(toSamples(set, split, set.count), handWritten, k);
  const kMen = k;
  const train = netSamples(set, 0, split, k, lambda);
  const heldOut = netSamples(set, split, set.count, k, lambda);
  const heldOutResults = netSamples(set, split, set.count, k, 0);
  console.log(
    `\n${train.count} training and ${heldOut.count} held-out positions; K = ${k.toFixed(4)}, lambda ${lambda}; ` +
      `hand-written evaluation, held out against results: ${handHeldOut.toFixed(6)}`,
  );

  const trainStarted = performance.now();
  const result = trainNet(train, heldOut, {
    ...DEFAULT_TRAIN,
    hidden: numbers.hidden,
    epochs: numbers.epochs,
    batch: numbers.batch,
    rate: numbers.rate,
    seed: Number(v['train-seed']),
    k: kMen,
    onEpoch: (epoch, trainLoss, heldOutLoss) =>
      console.log(
        `  epoch ${epoch}: training ${trainLoss.toFixed(6)}, held out ${heldOutLoss.toFixed(6)} ` +
          `(${seconds(performance.now() - trainStarted)})`,
      ),
  });
  const trainSeconds = (performance.now() - trainStarted) / 1000;
  const netHeldOutResults = netLoss(result.net, heldOutResults, kMen);
  console.log(
    `best epoch ${result.epochs}: training ${result.trainLoss.toFixed(6)}, held out ${result.heldOutLoss.toFixed(6)}; ` +
      `held out against results: network ${netHeldOutResults.toFixed(6)}, hand-written ${handHeldOut.toFixed(6)}`,
  );
  // The network this one would replace, on the same held-out positions: a new network is worth an
  // SPRT only if it reads the games better than the one before.
  const weights = result.net.quantise();
  const committed = committedNetLoss(set, split, kMen);
  if (committed !== null)
    console.log(
      `held out against results, integer networks: this one ${intNetLoss(weights, set, split, kMen).toFixed(6)}, ` +
        `the committed one ${committed.toFixed(6)}`,
    );

  const drift = quantisationDrift(result.net, set, split);
  console.log(
    `integer network against float: mean ${drift.mean.toFixed(2)} points, largest ${drift.max} points`,
  );

  if (v.write) {
    mkdirSync(NET_DIR, { recursive: true });
    const bytes = writeNet(weights);
    writeFileSync(new URL('net.bin', NET_DIR), bytes);
    const provenance = {
      date: new Date().toISOString().slice(0, 10),
      // The games are a function of their number, depth and seed; the training of its options.
      command:
        `npm run train -- --games ${sources.map((p) => p.games).join(',')} --depth ${parts[0]!.depth || numbers.depth} ` +
        `--seed ${sources.map((p) => p.seed).join(',')} ` +
        (netSeeds.size === 0 ? '' : `--net-seed ${[...netSeeds].join(',')} `) +
        `--hidden ${numbers.hidden} --epochs ${numbers.epochs} --batch ${numbers.batch} --rate ${numbers.rate} ` +
        `--lambda ${lambda} --train-seed ${v['train-seed']} --write`,
      data:
        'self-play of this engine (hand-written evaluation, or the network before this one where a source says so) ' +
        'from the crossboard ACF ballots; no outside games or weights',
      sources,
      ...(playedBy === null ? {} : { networkThatPlayed: playedBy }),
      games: set.games,
      positions: set.count,
      trainingPositions: train.count,
      heldOutPositions: heldOut.count,
      k: Number(k.toFixed(4)),
      lambda,
      hidden: numbers.hidden,
      bestEpoch: result.epochs,
      trainLoss: Number(result.trainLoss.toFixed(6)),
      heldOutLoss: Number(result.heldOutLoss.toFixed(6)),
      heldOutLossAgainstResults: {
        network: Number(netHeldOutResults.toFixed(6)),
        handWritten: Number(handHeldOut.toFixed(6)),
      },
      selfPlaySeconds: Math.round(selfPlaySeconds),
      trainSeconds: Math.round(trainSeconds),
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    writeFileSync(new URL('provenance.json', NET_DIR), `${JSON.stringify(provenance, null, 2)}\n`);
    console.log(
      `\nwrote ${new URL('net.bin', NET_DIR).pathname} (${bytes.length} bytes) and provenance.json`,
    );
  }
  return 0;
}

/** One set of the parts' positions, in order (the last part's last games are held out). */
function concatenate(parts: readonly PositionSet[]): PositionSet {
  const all = new PositionSet();
  for (const part of parts) {
    for (let i = 0; i < part.count; i++)
      all.push(
        part.black[i]!,
        part.red[i]!,
        part.kings[i]!,
        part.blackToMove[i] === 1,
        part.label[i]!,
        part.score[i]!,
      );
    all.games += part.games;
  }
  return all;
}

/** Loss against game results of an integer network over positions [from, end) of `set`. */
function intNetLoss(weights: NetWeights, set: PositionSet, from: number, k: number): number {
  let sum = 0;
  for (let p = from; p < set.count; p++) {
    const blackToMove = set.blackToMove[p] === 1;
    const points = evaluateWithNet(weights, set.black[p]!, set.red[p]!, set.kings[p]!, blackToMove);
    const result = blackToMove ? set.label[p]! : 1 - set.label[p]!;
    const error = 1 / (1 + Math.exp((-k * points) / 100)) - result;
    sum += error * error;
  }
  return sum / Math.max(1, set.count - from);
}

/** The committed network's loss against results over positions [from, end), or null without one. */
function committedNetLoss(set: PositionSet, from: number, k: number): number | null {
  const file = new URL('net.bin', NET_DIR);
  if (!existsSync(file)) return null;
  const weights = readNet(new Uint8Array(readFileSync(file)));
  return weights.ok ? intNetLoss(weights.value, set, from, k) : null;
}

/** How far the integer network's values (points) are from the float one's, over held-out positions. */
function quantisationDrift(net: FloatNet, set: PositionSet, from: number): { mean: number; max: number } {
  const weights = net.quantise();
  const samples: NetSamples = netSamples(set, from, set.count, 1, 0);
  const accOwn = new Float64Array(net.hidden);
  const accOther = new Float64Array(net.hidden);
  let sum = 0;
  let max = 0;
  const n = Math.min(samples.count, 20_000);
  for (let i = 0; i < n; i++) {
    const p = from + i;
    const floatPoints = 100 * net.forward(samples, i, accOwn, accOther);
    const intPoints = evaluateWithNet(
      weights,
      set.black[p]!,
      set.red[p]!,
      set.kings[p]!,
      set.blackToMove[p] === 1,
    );
    const d = Math.abs(floatPoints - intPoints);
    sum += d;
    max = Math.max(max, Math.round(d));
  }
  return { mean: sum / Math.max(1, n), max };
}

process.exitCode = main();
