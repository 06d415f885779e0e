// One game between two players from an opening, refereed by this build's rules: the game ends by
// the rules of our game record (no legal move, threefold repetition, the 40-move rule) or, as a
// draw, at a ply cap no real game reaches. Nothing is adjudicated early: converting a won ending
// is part of what a player is measured on.
import { makeFen } from '../src/fen.js';
import { newGame, playMove, type Game } from '../src/game.js';
import { makeMoveText, parseMoveText } from '../src/notation.js';
import { legalMoves } from '../src/position.js';
import type { Color } from '../src/types.js';
import type { Player } from './engine-source.js';

/** A game's result from the first player's point of view. */
export type GameOutcome = 'win' | 'draw' | 'loss';

/** How long one player thought over a game: its searched moves only (book and forced moves take no time). */
export interface Thinking {
  readonly moves: number;
  readonly totalMs: number;
  readonly longestMs: number;
  /** Moves whose search ended before half its budget (its result settled), and their time. */
  readonly earlyMoves: number;
  readonly earlyMs: number;
  /** Finished depths and nodes of the searched moves, added up (for the mean depth and nodes a second). */
  readonly depthSum: number;
  readonly nodes: number;
}

/** No thinking yet. */
export const NO_THINKING: Thinking = {
  moves: 0,
  totalMs: 0,
  longestMs: 0,
  earlyMoves: 0,
  earlyMs: 0,
  depthSum: 0,
  nodes: 0,
};

/** A finished self-play game. */
export interface SelfPlayGame {
  /** The first player's colour. */
  readonly firstColor: Color;
  readonly outcome: GameOutcome;
  readonly reason: string;
  readonly plies: number;
  /** Average finished search depth of each player (first, second). */
  readonly depths: readonly [number, number];
  /** Each player's thinking time (first, second). */
  readonly thinking: readonly [Thinking, Thinking];
  readonly moves: string;
}

/** Plays `opening` (PDN moves) and then the players in turn; `first` plays `firstColor`. */
export function playSelfPlayGame(
  opening: readonly string[],
  first: Player,
  second: Player,
  firstColor: Color,
  seedBase: number,
  plyCap = 300,
): SelfPlayGame {
  let game = newGame();
  for (const text of opening) game = mustPlay(game, parseMoveText(game.position, text));
  first.newGame();
  second.newGame();
  const fens = [makeFen(game.position)];
  const depth = [0, 0];
  const count = [0, 0];
  const thinking: { -readonly [K in keyof Thinking]: Thinking[K] }[] = [
    { ...NO_THINKING },
    { ...NO_THINKING },
  ];
  while (game.result === null && game.moves.length < plyCap) {
    const side = game.position.turn === firstColor ? 0 : 1;
    const player = side === 0 ? first : second;
    const chosen = player.move(fens[fens.length - 1]!, fens.slice(0, -1), seedBase + game.moves.length);
    const move = legalMoves(game.position).find(
      (m) => m.path.length === chosen.path.length && m.path.every((sq, i) => sq === chosen.path[i]),
    );
    if (move === undefined) throw new Error(`illegal move ${chosen.path.join('-')} at ${fens.at(-1)}`);
    depth[side]! += chosen.depth;
    count[side]!++;
    if (chosen.nodes > 0) {
      const t = thinking[side]!;
      t.moves++;
      t.totalMs += chosen.ms;
      t.longestMs = Math.max(t.longestMs, chosen.ms);
      t.depthSum += chosen.depth;
      t.nodes += chosen.nodes;
      if (chosen.early) {
        t.earlyMoves++;
        t.earlyMs += chosen.ms;
      }
    }
    game = mustPlay(game, { ok: true, value: move });
    fens.push(makeFen(game.position));
  }
  const winner = game.result?.winner ?? null;
  return {
    firstColor,
    outcome: winner === null ? 'draw' : winner === firstColor ? 'win' : 'loss',
    reason: game.result?.reason ?? 'ply-cap',
    plies: game.moves.length,
    depths: [
      Number((depth[0]! / Math.max(1, count[0]!)).toFixed(1)),
      Number((depth[1]! / Math.max(1, count[1]!)).toFixed(1)),
    ],
    thinking: [thinking[0]!, thinking[1]!],
    moves: game.moves.map((m) => makeMoveText(m.move)).join(' '),
  };
}

/** Thinking times added up over games. */
export const addThinking = (a: Thinking, b: Thinking): Thinking => ({
  moves: a.moves + b.moves,
  totalMs: a.totalMs + b.totalMs,
  longestMs: Math.max(a.longestMs, b.longestMs),
  earlyMoves: a.earlyMoves + b.earlyMoves,
  earlyMs: a.earlyMs + b.earlyMs,
  depthSum: a.depthSum + b.depthSum,
  nodes: a.nodes + b.nodes,
});

/** A player's thinking as a line: mean and longest move against the budget. */
export function formatThinking(name: string, t: Thinking, budgetMs: number | null): string {
  const mean = t.totalMs / Math.max(1, t.moves);
  const share = (ms: number): string =>
    budgetMs === null ? '' : ` (${((100 * ms) / budgetMs).toFixed(1)}%)`;
  const rest = t.moves - t.earlyMoves;
  const restMean = (t.totalMs - t.earlyMs) / Math.max(1, rest);
  return (
    `${name}: ${t.moves} searched moves, mean ${mean.toFixed(1)} ms${share(mean)}, longest ${t.longestMs.toFixed(1)} ms${share(t.longestMs)}; ` +
    `${t.earlyMoves} settled before half the budget, the other ${rest} mean ${restMean.toFixed(1)} ms${share(restMean)}; ` +
    `mean depth ${(t.depthSum / Math.max(1, t.moves)).toFixed(1)}, ${Math.round((1000 * t.nodes) / Math.max(1, t.totalMs)).toLocaleString('en-US')} nodes/s`
  );
}

function mustPlay(game: Game, move: ReturnType<typeof parseMoveText>): Game {
  if (!move.ok) throw new Error(`bad move: ${move.error.message}`);
  const next = playMove(game, move.value);
  if (!next.ok) throw new Error(`illegal move in self-play: ${next.error.message}`);
  return next.value;
}
