// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultsDialog } from './results-dialog';

afterEach(cleanup);

const outcome = { correct: true, score: 88, seconds: 75, hints: 1, moves: 3 };

function show(correct: boolean, solved: boolean) {
  const props = {
    outcome: { ...outcome, correct },
    onClose: vi.fn(),
    onViewSolution: vi.fn(() => solved),
    onTryAgain: vi.fn(),
    onShare: vi.fn(),
  };
  render(<ResultsDialog {...props} />);
  return props;
}

describe('the results dialog', () => {
  it('congratulates a correct line with its figures and its three buttons', () => {
    const props = show(true, true);
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeTruthy();
    const figures = [...screen.getByLabelText('Your result').querySelectorAll('div')].map(
      (d) => d.textContent,
    );
    expect(figures).toEqual(['Score88', 'Time1:15', 'Hints Used1', 'Moves3']);
    fireEvent.click(screen.getByRole('button', { name: 'View Solution' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(props.onViewSolution).toHaveBeenCalled();
    expect(props.onTryAgain).toHaveBeenCalled();
    expect(props.onShare).toHaveBeenCalled();
    expect(screen.queryByText(/shown once you have solved/)).toBeNull();
  });

  it('says Keep Trying! for a wrong line, and that the solution shows once solved', () => {
    show(false, false);
    expect(screen.getByRole('dialog', { name: 'Keep Trying!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Solution' }));
    expect(screen.getByRole('status').textContent).toContain('shown once you have solved the puzzle');
  });
});
