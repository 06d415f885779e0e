// An engine to play in a self-play test, taken from a build: the working tree ('.'), or any git
// revision of this repository, whose engine package is extracted once into a cache folder and
// imported from its TypeScript sources. Each build comes with its own data (endgame databases,
// opening book) and loads it into its own module instance, so a candidate and a baseline in one
// process never share a registry.
//
// The two sides meet only through stable, plain values: a position goes in as PDN FEN (and the
// game's earlier positions likewise), the chosen move comes back as its path of squares. That is
// what lets today's candidate play a build from months ago.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The working tree. */
export const WORKING_TREE = '.';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE = join(tmpdir(), 'checkers-sprt-builds');

/** Where a build's engine package lives: this checkout's for '.', else an extracted copy of the revision. */
export function engineDirectory(source: string): string {
  if (source === WORKING_TREE) return join(REPO_ROOT, 'packages/engine');
  const sha = execFileSync('git', ['rev-parse', '--verify', `${source}^{commit}`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).trim();
  const dir = join(CACHE, sha);
  if (!existsSync(join(dir, 'packages/engine/src/index.ts'))) {
    // Extract beside the final folder and rename, so parallel workers never see half a copy.
    const partial = `${dir}.${process.pid}`;
    mkdirSync(partial, { recursive: true });
    const archive = execFileSync('git', ['archive', sha, 'packages/engine'], {
      cwd: REPO_ROOT,
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', partial], { input: archive });
    try {
      renameSync(partial, dir);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return join(dir, 'packages/engine');
}

/** The short name of a source for the console: '.' stays, a revision becomes its abbreviated hash. */
export function describeSource(source: string): string {
  if (source === WORKING_TREE) return 'working tree';
  const sha = execFileSync('git', ['rev-parse', '--short', `${source}^{commit}`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).trim();
  return source === sha ? sha : `${source} (${sha})`;
}

// The part of the engine's public surface a player needs, as old and new builds both export it.
interface EngineModule {
  parseFen(fen: string): { ok: true; value: unknown } | { ok: false; error: { message: string } };
  chooseMove(
    position: unknown,
    options: Record<string, unknown>,
  ):
    | { ok: true; value: { move: { readonly path: readonly number[] }; depth: number; nodes: number } }
    | { ok: false; error: { message: string } };
  TranspositionTable: new (bits: number) => unknown;
  loadEgdb?: (data: Uint8Array) => { ok: boolean; error?: { message: string } };
  loadBook?: (data: Uint8Array) => { ok: boolean; error?: { message: string } };
  loadNet?: (data: Uint8Array) => { ok: boolean; error?: { message: string } };
  /** Builds from issue 30 on: solves ahead the endgame distances the next moves may need. */
  prepareEndgame?: (position: unknown) => number;
  play?: (position: unknown, move: unknown) => unknown;
}

/** What a player reports about one move. */
export interface PlayerMove {
  readonly path: readonly number[];
  readonly depth: number;
  readonly nodes: number;
  /** Time the move took on the player's clock, in ms. */
  readonly ms: number;
  /**
   * True when the search stopped before half its budget: the result was settled (a proven win or
   * loss, a position the databases hold, the deepest iteration reached), not the time spent.
   */
  readonly early: boolean;
}

/** How a player thinks: its level and budget. */
export interface PlayerSettings {
  readonly level: string;
  /** Search time per move in ms, or null for the level's own. */
  readonly msPerMove: number | null;
  /** Whether the level's blunder chance applies. */
  readonly blunders: boolean;
  /** Milliseconds now: the process's CPU time in matches on a shared machine. */
  readonly clock: () => number;
  /** The game's transposition table holds 2^hashBits entries (20 unless given: the browser's). */
  readonly hashBits?: number;
}

/** One side of a game: a fresh game, then a move for each position it is asked about. */
export interface Player {
  newGame(): void;
  move(fen: string, history: readonly string[], seed: number): PlayerMove;
}

/** What a build loaded besides its code. */
export interface BuildData {
  readonly egdbFiles: readonly string[];
  readonly book: boolean;
  readonly net: boolean;
}

/** Imports a build's engine and loads its data (unless told not to); returns a player factory. */
export async function loadBuild(
  source: string,
  options: { readonly egdb: boolean; readonly book: boolean; readonly net: boolean },
): Promise<{ data: BuildData; player(settings: PlayerSettings): Player }> {
  const dir = engineDirectory(source);
  const engine = (await import(pathToFileURL(join(dir, 'src/index.ts')).href)) as EngineModule;
  const egdbFiles: string[] = [];
  const egdbDir = join(dir, 'data/egdb');
  if (options.egdb && engine.loadEgdb !== undefined && existsSync(egdbDir)) {
    for (const name of readdirSync(egdbDir)
      .filter((n) => /^egdb-\d\.bin$/.test(n))
      .sort()) {
      const loaded = engine.loadEgdb(new Uint8Array(readFileSync(join(egdbDir, name))));
      if (!loaded.ok) throw new Error(`${source} ${name}: ${loaded.error?.message}`);
      egdbFiles.push(name);
    }
  }
  const bookFile = join(dir, 'data/book/book.bin');
  let book = false;
  if (options.book && engine.loadBook !== undefined && existsSync(bookFile)) {
    const loaded = engine.loadBook(new Uint8Array(readFileSync(bookFile)));
    if (!loaded.ok) throw new Error(`${source} book.bin: ${loaded.error?.message}`);
    book = true;
  }
  const netFile = join(dir, 'data/net/net.bin');
  let net = false;
  if (options.net && engine.loadNet !== undefined && existsSync(netFile)) {
    const loaded = engine.loadNet(new Uint8Array(readFileSync(netFile)));
    if (!loaded.ok) throw new Error(`${source} net.bin: ${loaded.error?.message}`);
    net = true;
  }
  const position = (fen: string): unknown => {
    const parsed = engine.parseFen(fen);
    if (!parsed.ok) throw new Error(`${source} cannot read ${fen}: ${parsed.error.message}`);
    return parsed.value;
  };
  return {
    data: { egdbFiles, book, net },
    player(settings) {
      let table: unknown = null;
      return {
        newGame() {
          table = new engine.TranspositionTable(settings.hashBits ?? 20);
        },
        move(fen, history, seed) {
          const root = position(fen);
          const earlier = history.map(position);
          const started = settings.clock();
          const choice = engine.chooseMove(root, {
            level: settings.level,
            seed,
            clock: settings.clock,
            ...(settings.msPerMove === null
              ? {}
              : { timeMs: settings.msPerMove, maxNodes: Number.POSITIVE_INFINITY }),
            history: earlier,
            allowBlunders: settings.blunders,
            table: table ?? undefined,
          });
          const ms = settings.clock() - started;
          if (!choice.ok) throw new Error(`${source} found no move at ${fen}: ${choice.error.message}`);
          const { move, depth, nodes } = choice.value;
          // Off the clock, as the browser's worker does while the player thinks.
          if (engine.prepareEndgame !== undefined && engine.play !== undefined)
            engine.prepareEndgame(engine.play(root, move));
          const early = settings.msPerMove !== null && ms < settings.msPerMove / 2;
          return { path: [...move.path], depth, nodes, ms, early };
        },
      };
    },
  };
}
