// npm run sprt [-- --baseline HEAD --candidate . --ms 200 --level expert --elo0 0 --elo1 50
//                 --alpha 0.05 --beta 0.05 --max-pairs 300 --jobs 2 --clock cpu --blunders
//                 --no-egdb --no-book --no-net --baseline-no-net --seed 1 --fixed --first-pair 0
//                 --hash-bits 20]
// npm run sprt -- --ladder [--pairs 20 --time-scale 1 --jobs 2]
//
// Self-play testing the way strong engines are developed. The candidate (by default the working
// tree) plays the baseline (by default the last commit; any git revision works, extracted once
// into the system's temporary folder) from the crossboard ACF three-move ballots, each opening
// with both colours, at a fixed time per move on each process's CPU clock, over several worker
// processes. After every pair of games it prints the score, the Elo difference with its 95% error
// and the log-likelihood ratio of the SPRT for elo0 against elo1, and it stops once the LLR leaves
// its bounds (or after --max-pairs; with --fixed, only then: a match of a set length). --first-pair N
// passes over the first N pairs of the seeded order, to go on with a test that stopped. --hash-bits N
// gives each player's table 2^N entries (20, the browser worker's, unless given): a smaller table
// puts a short search under the pressure a longer one meets. Each build plays with its own endgame databases, opening book
// and network (data/net/net.bin, where the build has one) unless --no-egdb / --no-book / --no-net;
// --baseline-no-net leaves the baseline's network out only (the network against the hand-written
// evaluation, with the baseline another revision).
//
// --ladder measures the difficulty levels instead: each level against the next one up, as players
// meet them (the level's own search time times --time-scale, its blunders and randomness on), a
// fixed number of pairs each, and prints every step's Elo and the scale it adds up to (easy = 0).
import { parseArgs } from 'node:util';
import { AI_LEVELS, isAiLevel } from '../src/ai/levels.js';
import { describeSource, WORKING_TREE } from './engine-source.js';
import { runLadder } from './level-ladder.js';
import { MATCH_CLOCKS, type MatchClock } from './match.js';
import { runSprt, type SprtRunResult } from './sprt-run.js';
import { formatState, type SprtBounds } from './sprt-stats.js';
import { formatThinking } from './self-play.js';
import type { WorkerConfig } from './sprt-worker.js';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: 'HEAD' },
    candidate: { type: 'string', default: WORKING_TREE },
    ms: { type: 'string', default: '200' },
    level: { type: 'string', default: 'expert' },
    elo0: { type: 'string', default: '0' },
    elo1: { type: 'string', default: '50' },
    alpha: { type: 'string', default: '0.05' },
    beta: { type: 'string', default: '0.05' },
    'max-pairs': { type: 'string', default: '300' },
    jobs: { type: 'string', default: '2' },
    clock: { type: 'string', default: 'cpu' },
    blunders: { type: 'boolean', default: false },
    'no-egdb': { type: 'boolean', default: false },
    'no-book': { type: 'boolean', default: false },
    'no-net': { type: 'boolean', default: false },
    'baseline-no-net': { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    fixed: { type: 'boolean', default: false },
    'first-pair': { type: 'string', default: '0' },
    'hash-bits': { type: 'string', default: '20' },
    ladder: { type: 'boolean', default: false },
    pairs: { type: 'string', default: '20' },
    'time-scale': { type: 'string', default: '1' },
    quiet: { type: 'boolean', default: false },
  },
});

const clock = values.clock as MatchClock;
if (!MATCH_CLOCKS.includes(clock)) throw new Error(`--clock must be one of ${MATCH_CLOCKS.join(', ')}`);
const level = values.level;
if (!isAiLevel(level)) throw new Error(`--level must be one of ${AI_LEVELS.join(', ')}`);
const jobs = Number(values.jobs);
const seed = Number(values.seed);

const bounds: SprtBounds = {
  elo0: Number(values.elo0),
  elo1: Number(values.elo1),
  alpha: Number(values.alpha),
  beta: Number(values.beta),
};

const summary = (label: string, result: SprtRunResult): Record<string, unknown> => ({
  label,
  pairs: result.state.pairs,
  wins: result.state.wins,
  draws: result.state.draws,
  losses: result.state.losses,
  pentanomial: result.pentanomial,
  score: Number(result.state.score.toFixed(4)),
  thinking: result.thinking,
  elo: Number(result.state.elo.toFixed(1)),
  eloError: Number(result.state.eloError.toFixed(1)),
  llr: Number(result.state.llr.toFixed(2)),
  verdict: result.state.verdict,
  seconds: result.seconds,
});

console.log(`node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString()}`);

if (!values.ladder) {
  const hashBits = Number(values['hash-bits']);
  if (!Number.isInteger(hashBits) || hashBits < 10 || hashBits > 26)
    throw new Error('--hash-bits must be a whole number from 10 to 26');
  const side = { level, msPerMove: Number(values.ms), blunders: values.blunders, hashBits };
  const config: WorkerConfig = {
    candidate: { ...side, source: values.candidate },
    baseline: { ...side, source: values.baseline },
    egdb: !values['no-egdb'],
    book: !values['no-book'],
    net: !values['no-net'],
    baselineNet: !values['baseline-no-net'],
    clock,
  };
  console.log(
    `SPRT: candidate ${describeSource(values.candidate)} against baseline ${describeSource(values.baseline)}, ` +
      `${level} at ${values.ms} ms a move (${clock} time), tables of 2^${hashBits} entries, blunders ${values.blunders ? 'on' : 'off'}, ` +
      `databases ${config.egdb ? 'on' : 'off'}, book ${config.book ? 'on' : 'off'}, ` +
      `network ${config.net ? `on where the build has one${config.baselineNet ? '' : ' (not the baseline)'}` : 'off'}, ` +
      `${jobs} processes`,
  );
  console.log(
    `  H0: elo <= ${bounds.elo0}, H1: elo >= ${bounds.elo1}, alpha ${bounds.alpha}, beta ${bounds.beta}, ${values.fixed ? '' : 'at most '}${values['max-pairs']} pairs${values['first-pair'] === '0' ? '' : ` after the first ${values['first-pair']}`}`,
  );
  const result = await runSprt({
    config,
    bounds,
    maxPairs: Number(values['max-pairs']),
    stopAtVerdict: !values.fixed,
    jobs,
    seed,
    firstPair: Number(values['first-pair']),
    onPair: (ballot, games, state) => {
      if (!values.quiet)
        for (const g of games)
          console.log(`  ${JSON.stringify({ ballot, candidate: g.firstColor, ...g, moves: undefined })}`);
      console.log(`  ${formatState(state)}`);
    },
  });
  console.log(`\nresult  ${formatState(result.state)} (${result.seconds} s)`);
  const budget = Number(values.ms);
  console.log(`  ${formatThinking('candidate', result.thinking.candidate, budget)}`);
  console.log(`  ${formatThinking('baseline', result.thinking.baseline, budget)}`);
  console.log(JSON.stringify(summary('sprt', result)));
} else {
  const steps = await runLadder({
    source: values.candidate,
    pairs: Number(values.pairs),
    timeScale: Number(values['time-scale']),
    jobs,
    clock,
    egdb: !values['no-egdb'],
    book: !values['no-book'],
    net: !values['no-net'],
    seed,
    log: (line) => console.log(line),
  });
  console.log(
    JSON.stringify({
      timeScale: Number(values['time-scale']),
      ladder: steps.map((s) => ({
        ...summary(`${s.upper}-vs-${s.lower}`, s.result),
        scale: Math.round(s.elo),
      })),
    }),
  );
}
