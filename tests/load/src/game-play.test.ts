import { createRandom, newGame, playMove } from '@checkers/engine';
import { clientMessageSchema } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { moveFrame, pickMove } from './game-play.js';

describe('pickMove and moveFrame', () => {
  it('play whole legal games whose frames our protocol accepts', () => {
    const random = createRandom(7);
    let captures = 0;
    for (let g = 0; g < 5; g++) {
      let game = newGame();
      for (let ply = 0; ply < 300 && game.result === null; ply++) {
        const move = pickMove(game, random);
        const frame = moveFrame(move, `g${g}.${ply}`);
        expect(clientMessageSchema.safeParse(frame).success).toBe(true);
        if (frame.type === 'jump_sequence') captures++;
        const played = playMove(game, move);
        expect(played.ok).toBe(true);
        if (played.ok) game = played.value;
      }
    }
    expect(captures).toBeGreaterThan(0);
  });

  it('is repeatable from a seed', () => {
    const line = (seed: number) => {
      const random = createRandom(seed);
      let game = newGame();
      const moves: string[] = [];
      for (let i = 0; i < 20; i++) {
        const move = pickMove(game, random);
        moves.push(move.path.join('-'));
        const played = playMove(game, move);
        if (!played.ok) break;
        game = played.value;
      }
      return moves;
    };
    expect(line(3)).toEqual(line(3));
    expect(line(3)).not.toEqual(line(4));
  });
});
