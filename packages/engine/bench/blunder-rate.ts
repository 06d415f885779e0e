// How often each level gives material away: the part of "beatable by a beginner" that Elo between
// the levels does not show. Positions come from the crossboard ballots played on a few plies by a
// shallow search (deterministic); a deep search scores every legal move of each, and a level's move
// is a blunder when it scores at least `threshold` points (a man is 100) below the best move.
// Every level chooses as players meet it: its own search time (times the scale), its blunder chance,
// randomness and move values, with this build's databases, book and network as loaded.
import { chooseMove } from '../src/ai/choose.js';
import { AI_LEVELS, AI_LEVEL_SETTINGS, type AiLevel } from '../src/ai/levels.js';
import { search } from '../src/ai/search.js';
import { crossboardBallots } from '../src/cli/committed-data.js';
import { newGame, playMove, type Game } from '../src/game.js';
import { parseMoveText } from '../src/notation.js';
import { legalMoves, type Position } from '../src/position.js';

/** How to measure. */
export interface BlunderRateOptions {
  /** Ballots to start from (spread over the crossboard ones). */
  readonly ballots: number;
  /** Plies after each ballot at which a position is taken. */
  readonly plies: readonly number[];
  /** Depth of the reference search that scores every move. */
  readonly referenceDepth: number;
  /** Points below the best at which a move is a blunder. */
  readonly threshold: number;
  /** Multiplies each level's search time. */
  readonly timeScale: number;
  /** Milliseconds now (the process's CPU time in benches). */
  readonly clock: () => number;
}

/** One level's figures. */
export interface LevelBlunders {
  readonly level: AiLevel;
  readonly positions: number;
  readonly blunders: number;
  /** blunders / positions. */
  readonly rate: number;
  /** Average points below the best move, over all positions. */
  readonly averageLoss: number;
}

/** Positions with a real choice (two or more legal moves), from the ballots. */
export function blunderPositions(ballots: number, plies: readonly number[]): Position[] {
  const out: Position[] = [];
  const last = Math.max(...plies);
  for (const ballot of crossboardBallots(ballots)) {
    let game: Game = newGame();
    for (const text of ballot.moves) {
      const move = parseMoveText(game.position, text);
      if (!move.ok) throw new Error(move.error.message);
      const next = playMove(game, move.value);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    for (let ply = 0; ply <= last && game.result === null; ply++) {
      if (plies.includes(ply) && legalMoves(game.position).length > 1) out.push(game.position);
      const found = search(game.position, { maxDepth: 4 });
      const next = playMove(game, found.move!);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
  }
  return out;
}

/** Measures every level on the same positions. */
export function measureBlunderRates(options: BlunderRateOptions): LevelBlunders[] {
  const positions = blunderPositions(options.ballots, options.plies);
  const references = positions.map((position) => {
    const result = search(position, { maxDepth: options.referenceDepth, rootWindow: 100_000, hashBits: 20 });
    return new Map(result.rootMoves.map((r) => [r.move.path.join('-'), r.score]));
  });
  return AI_LEVELS.map((level) => {
    let blunders = 0;
    let loss = 0;
    positions.forEach((position, i) => {
      const scores = references[i]!;
      const best = Math.max(...scores.values());
      const choice = chooseMove(position, {
        level,
        seed: 1000 + i,
        clock: options.clock,
        timeMs: Math.round(AI_LEVEL_SETTINGS[level].searchTimeMs * options.timeScale),
      });
      if (!choice.ok) throw new Error(choice.error.message);
      const lost = best - (scores.get(choice.value.move.path.join('-')) ?? best);
      loss += lost;
      if (lost >= options.threshold) blunders++;
    });
    return {
      level,
      positions: positions.length,
      blunders,
      rate: blunders / Math.max(1, positions.length),
      averageLoss: loss / Math.max(1, positions.length),
    };
  });
}
