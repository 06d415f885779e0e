import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capturers } from '../movegen.js';
import { popcount } from '../bitboard.js';
import { EndgameDatabase } from '../egdb/database.js';
import { loadEgdb } from '../egdb/registry.js';
import {
  PositionSet,
  SCORE_LIMIT,
  playSelfPlayGame,
  selfPlay,
  DEFAULT_SELF_PLAY,
  type SelfPlayOptions,
} from './dataset.js';
import { createRandom } from '../ai/random.js';

function databases(): EndgameDatabase {
  const db = new EndgameDatabase();
  for (const n of [2, 3, 4, 5]) {
    const data = new Uint8Array(readFileSync(new URL(`../../data/egdb/egdb-${n}.bin`, import.meta.url)));
    const loaded = loadEgdb(data, db);
    if (!loaded.ok) throw new Error(loaded.error.message);
  }
  return db;
}

const openings = [
  ['9-13', '21-17', '5-9'],
  ['11-15', '23-19', '8-11'],
];

describe('self-play dataset', () => {
  const egdb = databases();
  const options: SelfPlayOptions = { ...DEFAULT_SELF_PLAY, depth: 2, egdb };

  it('plays short games and keeps only quiet positions, each labelled with a result', () => {
    const run = selfPlay(openings, 4, 7, options);
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    const { positions, results, endings } = run.value;
    expect(results.black + results.draws + results.red).toBe(4);
    expect(endings.rules + endings.egdb + endings['ply-cap']).toBe(4);
    expect(positions.games).toBe(4);
    expect(positions.count).toBeGreaterThan(20);
    for (let i = 0; i < positions.count; i++) {
      const btm = positions.blackToMove[i] === 1;
      const own = btm ? positions.black[i]! : positions.red[i]!;
      const opp = btm ? positions.red[i]! : positions.black[i]!;
      expect(capturers(own, opp, positions.kings[i]!, btm)).toBe(0);
      expect([0, 0.5, 1]).toContain(positions.label[i]);
    }
  });

  it('is a function of its seed', () => {
    const a = selfPlay(openings, 2, 3, options);
    const b = selfPlay(openings, 2, 3, options);
    expect(a.ok && b.ok && a.value.positions.toBytes()).toEqual(b.ok && b.value.positions.toBytes());
  });

  it('ends a game the databases know, labelling every position with their value', () => {
    const out = new PositionSet();
    const game = playSelfPlayGame(openings[0]!, { ...options, plyCap: 400 }, createRandom(1), out);
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    expect(game.value.reason).toBe('egdb');
    expect(game.value.kept).toBe(out.count);
    for (let i = 0; i < out.count; i++) expect(out.label[i]).toBe(game.value.result);
    // The game stopped at the first position the databases hold: at most one has 5 pieces or fewer.
    let small = 0;
    for (let i = 0; i < out.count; i++) if (popcount(out.black[i]! | out.red[i]!) <= 5) small++;
    expect(small).toBeLessThanOrEqual(1);
  });

  it('reads back what it saves', () => {
    const set = new PositionSet();
    set.games = 2;
    set.depth = 6;
    set.seed = 9;
    for (let i = 0; i < 3000; i++) set.push(i, ~i, i & 0xff, i % 3 === 0, (i % 3) / 2, i - 1500);
    // Search scores past the limit are cut to it.
    set.push(1, 2, 0, true, 1, 30_000);
    set.push(1, 2, 0, true, 0, -30_000);
    const read = PositionSet.fromBytes(set.toBytes());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.count).toBe(3002);
    expect(Array.from(read.value.score.subarray(0, 3002))).toEqual([
      ...Array.from({ length: 3000 }, (_, i) => i - 1500),
      SCORE_LIMIT,
      -SCORE_LIMIT,
    ]);
    expect(Array.from(read.value.label.subarray(0, 3))).toEqual([0, 0.5, 1]);
    expect([read.value.games, read.value.depth, read.value.seed]).toEqual([2, 6, 9]);
    expect(read.value.toBytes()).toEqual(set.toBytes());
    expect(PositionSet.fromBytes(new Uint8Array(17)).ok).toBe(false);
  });

  it('reads the older files without search scores', () => {
    const words = new Int32Array([0x314c5854, 1, 6, 1, 0xfff, 0xfff00000, 0, 1 | (2 << 1)]);
    const read = PositionSet.fromBytes(new Uint8Array(words.buffer));
    expect(read.ok && [read.value.count, read.value.label[0], read.value.score[0]]).toEqual([1, 1, 0]);
    // A score in a file of the older kind is a damaged file.
    words[7] = 1 | (2 << 1) | (5 << 16);
    expect(PositionSet.fromBytes(new Uint8Array(words.buffer)).ok).toBe(false);
  });

  it("keeps each position's search score, for black", () => {
    const out = new PositionSet();
    const game = playSelfPlayGame(['11-15', '23-19', '8-11'], options, createRandom(4), out);
    expect(game.ok).toBe(true);
    let nonZero = 0;
    for (let i = 0; i < out.count; i++) if (out.score[i] !== 0) nonZero++;
    expect(nonZero).toBeGreaterThan(out.count / 2);
  });

  it('refuses an opening with an illegal move', () => {
    const played = playSelfPlayGame(['9-18'], options, createRandom(1), new PositionSet());
    expect(played.ok).toBe(false);
  });
});
