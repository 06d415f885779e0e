// @vitest-environment jsdom
import { legalMoves, makeSquare } from '@checkers/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefence, defend } from './defence';
import { InlineDefenceWorker } from './inline-defence-worker';
import { lineOf, positionOf, withMove } from './puzzle-line';
import { quiet } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** The quiet puzzle after red's a1-b2: black to answer. */
function blackToMove() {
  const line = lineOf(quiet)!;
  const first = legalMoves(positionOf(line)).find((m) => makeSquare(m.to) === 'b2')!;
  return positionOf(withMove(line, first, 0));
}

describe('the defence', () => {
  it('answers with a legal move of the side to move', () => {
    const position = blackToMove();
    const answer = defend({ id: 7, position, history: [] }, undefined, 3);
    expect(answer).toMatchObject({ id: 7, ok: true });
    const legal = legalMoves(position).map((m) => m.path.join('-'));
    expect(answer.ok && legal.includes(answer.path.join('-'))).toBe(true);
  });

  it('asks its worker and gives the engine’s move', async () => {
    InlineDefenceWorker.requests = [];
    vi.stubGlobal('Worker', InlineDefenceWorker);
    const defence = createDefence();
    const position = blackToMove();
    const move = await defence.ask(position, []);
    expect(move).not.toBeNull();
    expect(legalMoves(position)).toContainEqual(move);
    expect(InlineDefenceWorker.requests).toHaveLength(1);
    defence.dispose();
  });

  it('searches on the page when there is no worker, and has no answer without a move', async () => {
    vi.stubGlobal('Worker', undefined);
    const defence = createDefence();
    expect(await defence.ask(blackToMove(), [])).not.toBeNull();
    const stuck = { ...blackToMove(), black: 0 };
    expect(await defence.ask(stuck, [])).toBeNull();
  });
});
