// @vitest-environment jsdom
import { START_FEN, START_POSITION, legalMoves, makeSquare, play, type Move } from '@checkers/engine';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithQuery } from '../../../lib/test-utils';
import FeaturedBoard from './featured-board';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const opening: Move[] = [];
let position = START_POSITION;
for (let i = 0; i < 3; i++) {
  const move = legalMoves(position)[0]!;
  opening.push(move);
  position = play(position, move);
}

const record = (plies: number) => ({
  game: {
    room_code: 'ABC234',
    status: 'active',
    initial_fen: START_FEN,
    moves: opening.slice(0, plies).map((move, i) => ({
      path: move.path.map(makeSquare),
      captured: [],
      color: i % 2 === 0 ? 'black' : 'red',
      promoted: false,
    })),
    partial: null,
    red: null,
    black: null,
    winner: null,
    reason: null,
    rated: false,
    created_at: '2026-03-04T09:00:00.000Z',
    started_at: '2026-03-04T09:00:00.000Z',
    finished_at: null,
    version: plies + 1,
  },
});

/** What a square holds, as the board labels it. */
const square = (name: string): string =>
  document.querySelector(`[data-square="${name}"]`)?.getAttribute('aria-label') ?? '';

describe("the featured game's small board", () => {
  it('follows the moves as the game goes on, reading the public record without a token', async () => {
    let plies = 1;
    const calls = fakeServer(() => record(Math.min(plies, opening.length)));
    renderWithQuery(<FeaturedBoard code="ABC234" refreshMs={40} />);
    const first = opening[0]!;
    await waitFor(() => expect(square(makeSquare(first.to))).toMatch(/black man/));
    expect(square(makeSquare(first.from))).toMatch(/empty/);

    // The next moves arrive with the next reads.
    plies = 3;
    const third = opening[2]!;
    await waitFor(() => expect(square(makeSquare(third.to))).toMatch(/black man/));
    const reply = opening[1]!;
    expect(square(makeSquare(reply.to))).toMatch(/red man/);
    expect(
      calls.every((call) => call.url.endsWith('/api/games/ABC234') && call.authorization === undefined),
    ).toBe(true);
    // Only to look at: the browser keeps clicks, focus and screen readers off an inert board.
    expect(screen.getByTestId('featured-board').hasAttribute('inert')).toBe(true);
  });
});
