// The difficulty levels measured against each other: each level plays the next one up, as players
// meet them (the level's own search time, optionally scaled, its blunders and randomness on), for a
// fixed number of pairs of games from the ballots. The steps' Elo differences add up to a scale
// on which easy is 0.
import { AI_LEVELS, AI_LEVEL_SETTINGS, type AiLevel } from '../src/ai/levels.js';
import type { MatchClock } from './match.js';
import { runSprt, type SprtRunResult } from './sprt-run.js';
import { formatState } from './sprt-stats.js';
import { formatThinking } from './self-play.js';
import type { SideConfig } from './sprt-worker.js';

/** How to run the ladder. */
export interface LadderOptions {
  /** The build whose levels are measured ('.' for the working tree, or a git revision). */
  readonly source: string;
  readonly pairs: number;
  /** Multiplies every level's search time (1: as shipped). */
  readonly timeScale: number;
  readonly jobs: number;
  readonly clock: MatchClock;
  readonly egdb: boolean;
  readonly book: boolean;
  readonly net: boolean;
  readonly seed: number;
  /** Prints one line. */
  readonly log: (line: string) => void;
}

/** One step of the ladder: `upper` against `lower`. */
export interface LadderStep {
  readonly upper: AiLevel;
  readonly lower: AiLevel;
  readonly result: SprtRunResult;
  /** The upper level's place on the scale (easy = 0). */
  readonly elo: number;
}

const side = (source: string, level: AiLevel, scale: number): SideConfig => ({
  source,
  level,
  msPerMove: Math.round(AI_LEVEL_SETTINGS[level].searchTimeMs * scale),
  blunders: true,
});

/** Plays every step and prints the scale as it grows. */
export async function runLadder(options: LadderOptions): Promise<LadderStep[]> {
  options.log(
    `level ladder: each level against the next, ${options.pairs} pairs each, the levels' own search times x ${options.timeScale}, blunders and randomness on, ${options.jobs} processes`,
  );
  options.log(`  ${AI_LEVELS[0]!.padEnd(13)} Elo     0  (the scale's zero)`);
  const steps: LadderStep[] = [];
  let elo = 0;
  for (let i = 1; i < AI_LEVELS.length; i++) {
    const lower = AI_LEVELS[i - 1]!;
    const upper = AI_LEVELS[i]!;
    const result = await runSprt({
      config: {
        candidate: side(options.source, upper, options.timeScale),
        baseline: side(options.source, lower, options.timeScale),
        egdb: options.egdb,
        book: options.book,
        net: options.net,
        clock: options.clock,
      },
      // A fixed-length match: the bounds only feed the LLR printed beside the Elo.
      bounds: { elo0: 0, elo1: 100, alpha: 0.05, beta: 0.05 },
      maxPairs: options.pairs,
      stopAtVerdict: false,
      jobs: options.jobs,
      seed: options.seed + i,
    });
    elo += result.state.elo;
    steps.push({ upper, lower, result, elo });
    options.log(
      `  ${upper.padEnd(13)} Elo ${elo.toFixed(0).padStart(5)}  (against ${lower}: ${formatState(result.state)}, ${result.seconds} s)`,
    );
    const budget = (level: AiLevel): number =>
      Math.round(AI_LEVEL_SETTINGS[level].searchTimeMs * options.timeScale);
    options.log(`    ${formatThinking(upper, result.thinking.candidate, budget(upper))}`);
    options.log(`    ${formatThinking(lower, result.thinking.baseline, budget(lower))}`);
  }
  return steps;
}
