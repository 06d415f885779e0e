// The AI report's replay: an illegal move, an unfinished game and a wrong result are refused; a
// finished game with the board's result unlocks the one-game feats of its level.
import { makeSquare, type Color } from '@checkers/engine';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import type { AiGameReport } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { replayAiReport } from './ai-report.js';
import { SHOT_GAME } from './game-facts-fixtures.js';
import { aiGameUnlocks } from './rules.js';

describe('AI game reports', () => {
  const squares = (pdnPaths: number[][]): string[][] => pdnPaths.map((p) => p.map((n) => makeSquare(n - 1)));
  // The shot game, played on: black's 7x14x23 leaves red to move; a record must end the game.
  const report = (over: Partial<AiGameReport>): AiGameReport => ({
    level: 'llama-master',
    seed: 1,
    human: 'black',
    moves: squares(SHOT_GAME),
    result: 'win',
    duration_ms: 1000,
    ...over,
  });

  it('refuses an illegal move, naming it', () => {
    const moves = squares([
      [9, 14],
      [9, 13],
    ]);
    const outcome = replayAiReport(report({ moves }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.failure.message).toMatch(/^Move 2 is not legal/);
  });

  it('refuses a game not over at its last move', () => {
    const outcome = replayAiReport(report({}));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.failure.message).toBe('The game is not over at its last move');
  });

  it('accepts a finished game with the board result, and refuses another result', () => {
    const won = aiWin();
    const accepted = replayAiReport(report({ moves: won.moves, human: won.human, result: 'win' }));
    expect(accepted.ok).toBe(true);
    if (accepted.ok) {
      const ids = aiGameUnlocks(accepted.value, 'llama-master');
      expect(ids).toEqual(expect.arrayContaining(['firstMove', 'firstWin', 'llamaMaster']));
      expect(ids).not.toContain('speedDemon');
      expect(aiGameUnlocks(accepted.value, 'easy')).not.toContain('llamaMaster');
    }
    const claimed = replayAiReport(report({ moves: won.moves, human: won.human, result: 'draw' }));
    expect(claimed.ok).toBe(false);
    if (!claimed.ok)
      expect(claimed.failure.message).toBe("The claimed result (draw) is not the board's (win)");
  });
});

/** A whole decisive game from the start (the engine's scripted win), as the winner reports it. */
function aiWin(): { moves: string[][]; human: Color } {
  const game = scriptedWin(1);
  return { moves: game.moves.map((m) => m.path.map(makeSquare)), human: game.winner };
}
