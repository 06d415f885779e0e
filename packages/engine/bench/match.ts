// An engine match: our AI against rapid-draughts' alpha-beta, from the crossboard openings of the
// ACF three-move ballots, each opening played twice with colours reversed. Games end by the rules
// of our game record (no legal move, threefold repetition, the 40-move rule) or, as a draw, at a
// ply cap that no real game reaches.
import { chooseMove } from '../src/ai/choose.js';
import type { AiLevel } from '../src/ai/levels.js';
import { TranspositionTable } from '../src/ai/transposition.js';
import { newGame, playMove, type Game } from '../src/game.js';
import { makeMoveText, parseMoveText } from '../src/notation.js';
import type { Position } from '../src/position.js';
import type { Color } from '../src/types.js';
import { crossboardBallots } from '../src/cli/committed-data.js';
import { peerPlayer } from './peer.js';

/** How to run the match. */
export interface MatchOptions {
  /** Our search time per move, in ms. */
  readonly msPerMove: number;
  /** The peer's alpha-beta depth. */
  readonly peerDepth: number;
  /** How many crossboard ballots to play (two games each). */
  readonly openings: number;
  /** Our level; expert by default. */
  readonly level?: AiLevel;
  /** Whether our level may blunder (its blunder chance); the bench turns this off, see PERFORMANCE.md. */
  readonly allowBlunders?: boolean;
  /**
   * What our time budget is measured in: 'cpu' (default) is this process's CPU time, so that other
   * work on a shared machine does not shorten our thinking; 'wall' is elapsed time.
   */
  readonly clock?: MatchClock;
  /** Plies after which an unfinished game is scored a draw. */
  readonly plyCap?: number;
  /** Only these ballots (ACF numbers) of the chosen openings: one worker's share of a parallel match. */
  readonly only?: readonly number[];
  /** Whether worker processes of a parallel match load the committed network (as the parent did). */
  readonly net?: boolean;
  /** Called after every game. */
  readonly onGame?: (game: GameReport) => void;
}

/** The clocks our engine can be timed by. */
export const MATCH_CLOCKS = ['cpu', 'wall'] as const;
/** A clock our engine can be timed by. */
export type MatchClock = (typeof MATCH_CLOCKS)[number];

/** Each clock as a function returning milliseconds. */
export const CLOCKS: Record<MatchClock, () => number> = {
  cpu: () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  },
  wall: () => performance.now(),
};

/** One finished game, printed as a JSON line. */
export interface GameReport {
  readonly ballot: number;
  readonly opening: string;
  readonly ours: Color;
  readonly result: 'win' | 'draw' | 'loss';
  readonly reason: string;
  readonly plies: number;
  /** Average depth our search finished per move. */
  readonly ourDepth: number;
  /** Average elapsed (wall) time of our moves, in ms. */
  readonly ourWallMs: number;
  /** Average nodes per second of our search over the game (elapsed time). */
  readonly ourNodesPerSecond: number;
  readonly moves: string;
}

/** The match's totals. */
export interface MatchSummary {
  readonly level: AiLevel;
  readonly blunders: boolean;
  readonly msPerMove: number;
  readonly clock: MatchClock;
  readonly peerDepth: number;
  readonly openings: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** (wins + draws / 2) / games. */
  readonly score: number;
  readonly seconds: number;
}

/** Plays the match and returns its totals. */
export async function runMatch(options: MatchOptions): Promise<MatchSummary> {
  const level = options.level ?? 'expert';
  const blunders = options.allowBlunders ?? false;
  const clockName = options.clock ?? 'cpu';
  const clock = CLOCKS[clockName];
  const peer = peerPlayer(options.peerDepth);
  const started = performance.now();
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const ballots = crossboardBallots(options.openings).filter(
    (b) => options.only === undefined || options.only.includes(b.number),
  );
  for (const ballot of ballots) {
    for (const ours of ['black', 'red'] as const) {
      let game = newGame();
      for (const text of ballot.moves) game = mustPlay(game, parseMoveText(game.position, text));
      const table = new TranspositionTable(20);
      let depthSum = 0;
      let nodeSum = 0;
      let ourMoves = 0;
      let ourMs = 0;
      const plyCap = options.plyCap ?? 300;
      while (game.result === null && game.moves.length < plyCap) {
        const position = game.position;
        if (position.turn === ours) {
          const history: Position[] = [game.initial, ...game.moves.map((m) => m.position)].slice(0, -1);
          const t0 = performance.now();
          const choice = chooseMove(position, {
            level,
            seed: ballot.number * 1000 + game.moves.length,
            clock,
            timeMs: options.msPerMove,
            maxNodes: Number.POSITIVE_INFINITY,
            history,
            allowBlunders: blunders,
            table,
          });
          ourMs += performance.now() - t0;
          if (!choice.ok)
            throw new Error(`our AI found no move in an unfinished game: ${choice.error.message}`);
          depthSum += choice.value.depth;
          nodeSum += choice.value.nodes;
          ourMoves++;
          game = mustPlay(game, { ok: true, value: choice.value.move });
        } else {
          game = mustPlay(game, { ok: true, value: await peer(position) });
        }
      }
      const winner = game.result?.winner ?? null;
      const result = winner === null ? 'draw' : winner === ours ? 'win' : 'loss';
      if (result === 'win') wins++;
      else if (result === 'draw') draws++;
      else losses++;
      options.onGame?.({
        ballot: ballot.number,
        opening: ballot.moves.join(' '),
        ours,
        result,
        reason: game.result?.reason ?? 'ply-cap',
        plies: game.moves.length,
        ourWallMs: Math.round(ourMs / Math.max(1, ourMoves)),
        ourDepth: Number((depthSum / Math.max(1, ourMoves)).toFixed(1)),
        ourNodesPerSecond: Math.round((nodeSum / Math.max(1, ourMs)) * 1000),
        moves: game.moves.map((m) => makeMoveText(m.move)).join(' '),
      });
    }
  }
  const games = wins + draws + losses;
  return {
    level,
    blunders,
    msPerMove: options.msPerMove,
    clock: clockName,
    peerDepth: options.peerDepth,
    openings: options.openings,
    games,
    wins,
    draws,
    losses,
    score: games === 0 ? 0 : (wins + draws / 2) / games,
    seconds: Math.round((performance.now() - started) / 1000),
  };
}

function mustPlay(game: Game, move: ReturnType<typeof parseMoveText>): Game {
  if (!move.ok) throw new Error(`bad opening move: ${move.error.message}`);
  const next = playMove(game, move.value);
  if (!next.ok) throw new Error(`illegal move in the match: ${next.error.message}`);
  return next.value;
}
