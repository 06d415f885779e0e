// npm run bench [-- --perft-depth 9 --target-depth 12 --openings 24 --ms 200 --peer-depth 8
//                  --search-depth 14 --peer-search-depth 7 --clock cpu|wall --blunders --jobs 1 --skip-match
//                  --egdb --no-net --levels --level-pairs 10 --level-time-scale 0.2 --blunder-rates]
// Measures the engine against the rapid-draughts package in one run: perft speed, search speed and
// an engine match from the ACF three-move ballots. Prints every figure, whether each target of
// docs/PERFORMANCE.md is met, then one line of JSON with everything. --egdb loads the endgame
// databases of packages/engine/data/egdb into the shared registry first (this process only: the
// match's worker processes of --jobs run without them). The committed network is loaded unless
// --no-net (into the match's workers too), and the search speed is printed with and without it.
// --levels adds the level ladder: each
// difficulty level against the next by self-play, with their Elo scale (level-ladder.ts);
// --blunder-rates how often each level gives a man or more away (blunder-rate.ts).
import { parseArgs } from 'node:util';
import { loadCommittedEgdb, loadCommittedNet } from '../src/cli/committed-data.js';
import { perft } from '../src/perft.js';
import { START_POSITION } from '../src/position.js';
import { runLadder, type LadderStep } from './level-ladder.js';
import {
  CLOCKS,
  MATCH_CLOCKS,
  runMatch,
  type GameReport,
  type MatchClock,
  type MatchSummary,
} from './match.js';
import { runParallelMatch } from './parallel-match.js';
import { comparePerft } from './perft-bench.js';
import { compareSearch } from './search-bench.js';
import { measureBlunderRates, type LevelBlunders } from './blunder-rate.js';

const { values } = parseArgs({
  options: {
    'perft-depth': { type: 'string', default: '9' },
    'target-depth': { type: 'string', default: '12' },
    openings: { type: 'string', default: '24' },
    ms: { type: 'string', default: '200' },
    'peer-depth': { type: 'string', default: '8' },
    'search-depth': { type: 'string', default: '14' },
    'peer-search-depth': { type: 'string', default: '7' },
    blunders: { type: 'boolean', default: false },
    clock: { type: 'string', default: 'cpu' },
    jobs: { type: 'string', default: '1' },
    'skip-match': { type: 'boolean', default: false },
    egdb: { type: 'boolean', default: false },
    'no-net': { type: 'boolean', default: false },
    levels: { type: 'boolean', default: false },
    'level-pairs': { type: 'string', default: '10' },
    'level-time-scale': { type: 'string', default: '0.2' },
    'blunder-rates': { type: 'boolean', default: false },
  },
});

/** The targets the figures are checked against. */
const TARGETS = {
  perftSeconds: 20,
  perftRatio: 20,
  // With the network (issue 30); 1,000,000 with the hand-written evaluation before it.
  searchNodesPerSecond: 1_200_000,
  matchScore: 0.9,
  matchGames: 48,
} as const;

const fmt = (n: number, digits = 2): string => n.toFixed(digits);
const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const met = (ok: boolean): string => (ok ? 'met' : 'NOT met');

console.log(`node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString()}`);
if (values.egdb) {
  for (const name of loadCommittedEgdb()) console.log(`endgame databases: ${name} loaded`);
}
if (!values['no-net']) console.log(`network: ${loadCommittedNet()} hidden units a side, loaded`);

const perftFigures = comparePerft(Number(values['perft-depth']));
console.log(`\nperft(${perftFigures.depth}) from the start position`);
console.log(
  `  ours (hash table)  ${int(perftFigures.ours.nodes)} nodes in ${fmt(perftFigures.ours.seconds, 3)} s  ${int(perftFigures.ours.nodesPerSecond)} nodes/s`,
);
console.log(
  `  ours (no hash)     ${int(perftFigures.oursNoHash.nodes)} nodes in ${fmt(perftFigures.oursNoHash.seconds, 3)} s  ${int(perftFigures.oursNoHash.nodesPerSecond)} nodes/s`,
);
console.log(
  `  rapid-draughts     ${int(perftFigures.peer.nodes)} nodes in ${fmt(perftFigures.peer.seconds, 3)} s  ${int(perftFigures.peer.nodesPerSecond)} nodes/s`,
);
console.log(
  `  ratio ours/peer    ${fmt(perftFigures.ratio, 1)}x (no hash: ${fmt(perftFigures.ratioNoHash, 1)}x)`,
);

const targetDepth = Number(values['target-depth']);
const started = performance.now();
const targetNodes = perft(START_POSITION, targetDepth);
const targetSeconds = (performance.now() - started) / 1000;
console.log(
  `\nperft(${targetDepth}) = ${int(targetNodes)} (duplicate capture paths counted) in ${fmt(targetSeconds, 2)} s`,
);

const search = await compareSearch(12, Number(values['search-depth']), Number(values['peer-search-depth']));
console.log(
  `\nsearch from ${search.positions} positions (ours to depth ${search.ourDepth}, peer alpha-beta to depth ${search.peerDepth})`,
);
const oursLabel = search.ours === search.handWritten ? 'ours              ' : 'ours (network)    ';
console.log(
  `  ${oursLabel} ${int(search.ours.nodes)} nodes in ${fmt(search.ours.seconds, 2)} s  ${int(search.ours.nodesPerSecond)} nodes/s (${int(search.ours.nodesPerCpuSecond)} per CPU second)`,
);
if (search.ours !== search.handWritten)
  console.log(
    `  ours (hand-written) ${int(search.handWritten.nodes)} nodes in ${fmt(search.handWritten.seconds, 2)} s  ${int(search.handWritten.nodesPerSecond)} nodes/s (${int(search.handWritten.nodesPerCpuSecond)} per CPU second)`,
  );
console.log(
  `  rapid-draughts     ${int(search.peer.nodes)} nodes in ${fmt(search.peer.seconds, 2)} s  ${int(search.peer.nodesPerSecond)} nodes/s (${int(search.peer.nodesPerCpuSecond)} per CPU second)`,
);
console.log(`  ratio ours/peer    ${fmt(search.ratio, 1)}x`);

let match: MatchSummary | null = null;
if (!values['skip-match']) {
  const msPerMove = Number(values.ms);
  const peerDepth = Number(values['peer-depth']);
  const blunders = values.blunders;
  const clock = values.clock as MatchClock;
  if (!MATCH_CLOCKS.includes(clock)) throw new Error(`--clock must be one of ${MATCH_CLOCKS.join(', ')}`);
  console.log(
    `\nmatch: our expert at ${msPerMove} ms (${clock} time) a move, blunders ${blunders ? 'on' : 'off'}, against rapid-draughts alpha-beta depth ${peerDepth}`,
  );
  const matchOptions = {
    msPerMove,
    peerDepth,
    openings: Number(values.openings),
    allowBlunders: blunders,
    clock,
    net: !values['no-net'],
    onGame: (g: GameReport) => console.log(`  ${JSON.stringify(g)}`),
  };
  const jobs = Number(values.jobs);
  match = jobs > 1 ? await runParallelMatch(matchOptions, jobs) : await runMatch(matchOptions);
  console.log(
    `  W/D/L ${match.wins}/${match.draws}/${match.losses} over ${match.games} games, score ${fmt(match.score * 100, 1)}% (${match.seconds} s)`,
  );
}

let ladder: LadderStep[] | null = null;
if (values.levels) {
  console.log('');
  ladder = await runLadder({
    source: '.',
    pairs: Number(values['level-pairs']),
    timeScale: Number(values['level-time-scale']),
    jobs: Number(values.jobs),
    clock: values.clock as MatchClock,
    egdb: true,
    book: true,
    net: true,
    seed: 1,
    log: (line) => console.log(line),
  });
}

let blunderRates: LevelBlunders[] | null = null;
if (values['blunder-rates']) {
  const threshold = 100;
  const timeScale = Number(values['level-time-scale']);
  console.log(
    `\nblunder rates: each level's move against a depth-10 search of every move, from 24 ballots at plies 2, 8, 14 and 20; ` +
      `a blunder is ${threshold} points or more below the best (the levels' search times x ${timeScale})`,
  );
  blunderRates = measureBlunderRates({
    ballots: 24,
    plies: [2, 8, 14, 20],
    referenceDepth: 10,
    threshold,
    timeScale,
    clock: CLOCKS[values.clock as MatchClock],
  });
  for (const b of blunderRates)
    console.log(
      `  ${b.level.padEnd(13)} ${b.blunders} of ${b.positions} moves (${fmt(b.rate * 100, 1)}%), ${fmt(b.averageLoss, 1)} points lost a move on average`,
    );
}

const targets = {
  perftSeconds: targetDepth === 12 && targetSeconds <= TARGETS.perftSeconds,
  perftRatio: perftFigures.ratio >= TARGETS.perftRatio,
  searchNodesPerSecond: search.ours.nodesPerSecond >= TARGETS.searchNodesPerSecond,
  match: match !== null && match.games >= TARGETS.matchGames && match.score >= TARGETS.matchScore,
};
console.log('\ntargets');
console.log(`  perft(12) in ${TARGETS.perftSeconds} s or less        ${met(targets.perftSeconds)}`);
console.log(`  perft ${TARGETS.perftRatio}x rapid-draughts or more      ${met(targets.perftRatio)}`);
console.log(
  `  ${int(TARGETS.searchNodesPerSecond)} search nodes/s or more  ${met(targets.searchNodesPerSecond)}`,
);
console.log(
  `  match ${TARGETS.matchScore * 100}% over ${TARGETS.matchGames}+ games        ${met(targets.match)}`,
);

console.log(
  JSON.stringify({
    date: new Date().toISOString(),
    node: process.version,
    perft: {
      depth: perftFigures.depth,
      oursNodesPerSecond: Math.round(perftFigures.ours.nodesPerSecond),
      oursNoHashNodesPerSecond: Math.round(perftFigures.oursNoHash.nodesPerSecond),
      peerNodesPerSecond: Math.round(perftFigures.peer.nodesPerSecond),
      ratio: Number(fmt(perftFigures.ratio, 2)),
      ratioNoHash: Number(fmt(perftFigures.ratioNoHash, 2)),
      [`d${targetDepth}Nodes`]: targetNodes,
      [`d${targetDepth}Seconds`]: Number(fmt(targetSeconds, 3)),
    },
    search: {
      positions: search.positions,
      ourDepth: search.ourDepth,
      peerDepth: search.peerDepth,
      oursNodesPerSecond: Math.round(search.ours.nodesPerSecond),
      oursNodesPerCpuSecond: Math.round(search.ours.nodesPerCpuSecond),
      handWrittenNodesPerSecond: Math.round(search.handWritten.nodesPerSecond),
      peerNodesPerSecond: Math.round(search.peer.nodesPerSecond),
      peerNodesPerCpuSecond: Math.round(search.peer.nodesPerCpuSecond),
      ratio: Number(fmt(search.ratio, 2)),
    },
    match,
    levels:
      ladder?.map((step) => ({
        level: step.upper,
        against: step.lower,
        elo: Number(step.result.state.elo.toFixed(1)),
        eloError: Number(step.result.state.eloError.toFixed(1)),
        scale: Math.round(step.elo),
      })) ?? null,
    blunderRates,
    targets,
  }),
);
