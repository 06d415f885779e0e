import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EndgameDatabase } from '../egdb/database.js';
import { readEgdb } from '../egdb/format.js';
import { newGame, playMove, type Game } from '../game.js';
import { legalMoves, play, type Position } from '../position.js';
import { fromSquares } from '../testing/positions.js';
import { chooseMove } from './choose.js';
import { databaseMove, prepareEndgame } from './endgame.js';
import { EGDB_WIN, MATE, MATE_BOUND, isEgdbScore, search } from './search.js';

/** The committed databases of 2 to `pieces` pieces. */
function databases(pieces: number): EndgameDatabase {
  const db = new EndgameDatabase();
  for (let n = 2; n <= pieces; n++) {
    const data = new Uint8Array(readFileSync(new URL(`../../data/egdb/egdb-${n}.bin`, import.meta.url)));
    const read = readEgdb(data, db);
    if (!read.ok) throw new Error(read.error.message);
  }
  return db;
}

const db = databases(5);

/** Plays both sides with the top level and the databases until the rules end the game. */
function playOut(start: Position): Game {
  let game = newGame(start);
  for (let ply = 0; game.result === null && ply < 200; ply++) {
    const choice = chooseMove(game.position, { level: 'llama-master', seed: ply, egdb: db });
    if (!choice.ok) throw new Error(choice.error.message);
    const next = playMove(game, choice.value.move);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

describe('perfect play from the endgame databases', () => {
  it('converts three kings against two within the 40-move rule, against the best defence', () => {
    // The defender's kings sit in the two double corners, the classic drawing try.
    const start = fromSquares({ redKings: [14, 18, 23], blackKings: [1, 32], turn: 'red' });
    expect(db.probe(start)).toBe('win');
    const game = playOut(start);
    expect(game.result).toEqual({ winner: 'red', reason: 'no-legal-moves' });
    expect(game.moves.length).toBeLessThan(80);
    // Every move of the winner kept the win.
    for (const { position } of game.moves) {
      if (position.turn === 'black' && position.black !== 0) expect(db.probe(position)).toBe('loss');
    }
  });

  // First Position (Lasker, diagram 93): two kings against king and man, the man held back.
  it('wins the first position in play', () => {
    const first = fromSquares({ redKings: [19, 23], blackKings: [28], black: [12], turn: 'red' });
    const game = playOut(first);
    expect(game.result?.winner).toBe('red');
  });

  it('plays the move of least distance and reports a database score', () => {
    const first = fromSquares({ redKings: [19, 23], blackKings: [28], black: [12], turn: 'red' });
    const perfect = databaseMove(first, db)!;
    expect(perfect.value).toBe('win');
    expect(db.probe(play(first, perfect.move))).toBe('loss');
    const choice = chooseMove(first, { level: 'llama-master', seed: 1, egdb: db });
    expect(choice.ok && choice.value.score).toBe(EGDB_WIN - perfect.distance);
    expect(isEgdbScore(EGDB_WIN - perfect.distance) && !isEgdbScore(MATE - 3) && !isEgdbScore(300)).toBe(
      true,
    );
    // The losing side holds out as long as it can, and a drawn position is left to the search.
    expect(databaseMove({ ...first, turn: 'black' }, db)).toBeUndefined();
    expect(databaseMove(first, new EndgameDatabase())).toBeUndefined();
  });

  it('lets the search read database values below the root', () => {
    const first = fromSquares({ redKings: [19, 23], blackKings: [28], black: [12], turn: 'red' });
    expect(search(first, { maxDepth: 4, egdb: db }).score).toBe(EGDB_WIN - 1);
    // Without the databases the win is far beyond the horizon.
    expect(search(first, { maxDepth: 4, egdb: null }).score).toBeLessThan(MATE_BOUND);
    // Six pieces, not in the databases: red's only move, 9x2, crowns and leaves a won five-piece ending.
    const six = fromSquares({ redKings: [19, 23], red: [9], blackKings: [28], black: [6, 12], turn: 'red' });
    expect(search(six, { maxDepth: 3, egdb: db }).score).toBe(EGDB_WIN - 1);
    expect(search(six, { maxDepth: 3, egdb: null }).score).toBeLessThan(MATE_BOUND);
  });

  it('solves distances on the clock only when that fits the move, and ahead of time between moves', () => {
    const fresh = databases(4);
    const first = fromSquares({ redKings: [19, 23], blackKings: [28], black: [12], turn: 'red' });
    // About 380,000 indices a side: far more than 5 ms of solving, so the database gives no move yet.
    expect(databaseMove(first, fresh, 5)).toBeUndefined();
    // With a clock and a short budget the AI searches this move instead of solving the slice.
    const timed = chooseMove(first, {
      level: 'llama-master',
      seed: 1,
      egdb: fresh,
      clock: () => performance.now(),
      timeMs: 50,
    });
    expect(timed.ok && timed.value.nodes).toBeGreaterThan(0);
    expect(timed.ok && fresh.probe(play(first, timed.value.move))).toBe('loss');
    // After the AI's move, while the player thinks, the slices the replies lead to are solved...
    const afterOwn = play(first, databaseMove(first, db)!.move);
    expect(prepareEndgame(afterOwn, fresh)).toBeGreaterThan(0);
    // ...so the next move comes from the database at once, whatever the reply.
    for (const reply of legalMoves(afterOwn)) {
      const next = play(afterOwn, reply);
      if (fresh.probe(next) !== 'win') continue;
      expect(databaseMove(next, fresh, 5)).toBeDefined();
      const choice = chooseMove(next, {
        level: 'llama-master',
        seed: 1,
        egdb: fresh,
        clock: () => performance.now(),
        timeMs: 50,
      });
      expect(choice.ok && choice.value.nodes).toBe(0);
    }
    // Nothing to prepare far from the databases.
    expect(
      prepareEndgame(fromSquares({ black: [1, 2, 3, 4, 5, 6], red: [27, 28, 29, 30, 31, 32] }), fresh),
    ).toBe(0);
  });
});
