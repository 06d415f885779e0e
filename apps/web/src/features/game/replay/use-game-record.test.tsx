// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../../lib/query-client';
import { fakeServer } from '../../../lib/test-utils';
import { recordOf, scripted } from './test-records';
import { useGameRecord, type LiveProgress } from './use-game-record';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe({ live }: { live: LiveProgress }) {
  const view = useGameRecord('ABC234', live);
  return <p data-testid="moves">{view.error ?? view.game?.moves.length ?? 'loading'}</p>;
}

describe('the game record', () => {
  it('is fetched again when the live game has more moves than it, and only then', async () => {
    let played = 3;
    const calls = fakeServer(() => ({ game: recordOf(scripted.moves.slice(0, played)) }));
    const client = makeQueryClient();
    const ui = (live: LiveProgress) => (
      <QueryClientProvider client={client}>
        <Probe live={live} />
      </QueryClientProvider>
    );
    const { rerender } = render(ui({ moveCount: 3 }));
    await waitFor(() => expect(screen.getByTestId('moves').textContent).toBe('3'));
    expect(calls.map((call) => call.url)).toEqual(['/api/games/ABC234']);
    rerender(ui({ moveCount: 3 }));
    played = 4;
    rerender(ui({ moveCount: 4 }));
    await waitFor(() => expect(screen.getByTestId('moves').textContent).toBe('4'));
    expect(calls).toHaveLength(2);
  });

  it('says when the record cannot be loaded', async () => {
    fakeServer(() => ({
      status: 404,
      body: { error: 'Not Found', message: 'Room not found', code: 'room_not_found' },
    }));
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Probe live={{}} />
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('moves').textContent).toBe('The game record could not be loaded.'),
    );
  });
});
