// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './load-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('LoadBoundary', () => {
  it('shows its children while they work', () => {
    const onError = vi.fn();
    render(
      <LoadBoundary onError={onError}>
        <p>game screen</p>
      </LoadBoundary>,
    );
    expect(screen.getByText('game screen')).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });

  it('tells its owner and shows the fallback when a part fails, keeping the rest of the page', () => {
    const onError = vi.fn();
    // React logs the caught error; the test only needs what the page does.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>lobby header</p>
        <LoadBoundary onError={onError} fallback={<p>could not load</p>}>
          <Broken />
        </LoadBoundary>
      </div>,
    );
    quiet.mockRestore();
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('chunk failed to load');
    expect(screen.getByText('could not load')).toBeTruthy();
    expect(screen.getByText('lobby header')).toBeTruthy();
  });
});
