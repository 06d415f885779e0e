import { describe, expect, it } from 'vitest';
import { placeRoom } from './room-placement.js';

describe('placeRoom', () => {
  it("puts a room's two players on different nodes, the first node alternating from room to room", () => {
    expect(placeRoom(0, 2, 0)).toEqual({ creator: 0, joiner: 1, spectators: [] });
    expect(placeRoom(1, 2, 0)).toEqual({ creator: 1, joiner: 0, spectators: [] });
    expect(placeRoom(2, 2, 0)).toEqual({ creator: 0, joiner: 1, spectators: [] });
  });

  it('spreads spectators round-robin and wraps on three nodes', () => {
    expect(placeRoom(2, 3, 4)).toEqual({ creator: 2, joiner: 0, spectators: [2, 0, 1, 2] });
  });

  it('gives every node as many creators, joiners and spectators over a round of rooms', () => {
    const nodes = 3;
    const count = (pick: (room: number) => readonly number[]): number[] => {
      const per = Array.from({ length: nodes }, () => 0);
      for (let room = 0; room < nodes * 10; room++) for (const node of pick(room)) per[node]!++;
      return per;
    };
    expect(count((room) => [placeRoom(room, nodes, 2).creator])).toEqual([10, 10, 10]);
    expect(count((room) => [placeRoom(room, nodes, 2).joiner])).toEqual([10, 10, 10]);
    expect(count((room) => placeRoom(room, nodes, 2).spectators)).toEqual([20, 20, 20]);
  });

  it('keeps everything on the one node of a single server', () => {
    expect(placeRoom(7, 1, 2)).toEqual({ creator: 0, joiner: 0, spectators: [0, 0] });
  });
});
