// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNotation, resetNotationForTests } from '../../../lib/notation-preference';
import { MoveList } from './move-list';
import { pendingPlies } from './pending-plies';
import { buildReplay, replayOfRecord } from './replay-model';
import { recordOf, redFirstGame, scripted } from './test-records';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  resetNotationForTests();
});

function pliesOf(moves = 5) {
  const game = replayOfRecord(recordOf(scripted.moves.slice(0, moves)));
  if (!game.ok) throw new Error(game.error.message);
  return buildReplay(game.value).plies;
}

const rows = () => within(screen.getByRole('list', { name: 'Moves' })).getAllByRole('listitem');
const texts = () => rows().map((row) => row.textContent);

describe('moves waiting to sync', () => {
  const redMove = {
    from: 'h4',
    to: 'g5',
    path: ['h4', 'g5'],
    captured: [],
    color: 'red' as const,
    promoted: false,
  };
  const blackJump = {
    from: 'b4',
    to: 'd2',
    path: ['b4', 'd2'],
    captured: ['c3'],
    color: 'black' as const,
    promoted: false,
  };

  it('are numbered on from the record’s moves: red’s reply shares black’s row, black starts one', () => {
    expect(pendingPlies(pliesOf(5), [redMove])).toEqual([
      { moveNumber: 3, color: 'red', text: { algebraic: 'h4-g5', numeric: '20-16' } },
    ]);
    expect(pendingPlies(pliesOf(4), [blackJump])).toEqual([
      { moveNumber: 3, color: 'black', text: { algebraic: 'b4xd2', numeric: '17x26' } },
    ]);
    expect(pendingPlies([], [blackJump])[0]?.moveNumber).toBe(1);
  });

  it('come last in the list, marked as waiting, and are not steps to jump to', () => {
    render(
      <MoveList
        plies={pliesOf(5)}
        current={5}
        onSelect={() => {}}
        pending={pendingPlies(pliesOf(5), [redMove])}
      />,
    );
    expect(texts()).toEqual(['1.b6-a5g3-h4', '2.f6-e5e3-d4', '3.a5-b4h4-g5 waiting to sync']);
    expect(screen.queryByRole('button', { name: /h4-g5/ })).toBeNull();
    expect(screen.queryByText('No moves yet')).toBeNull();
  });
});

describe('the move list', () => {
  it('numbers full moves, black first, in algebraic notation by default', () => {
    render(<MoveList plies={pliesOf()} current={5} onSelect={() => {}} />);
    expect(texts()).toEqual(['1.b6-a5g3-h4', '2.f6-e5e3-d4', '3.a5-b4']);
    expect(screen.getByRole('button', { name: 'a5-b4' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'b6-a5' }).getAttribute('aria-current')).toBeNull();
  });

  it('writes square numbers when asked, and the header toggle switches and remembers', () => {
    const { rerender } = render(
      <MoveList plies={pliesOf()} current={0} onSelect={() => {}} notation="numeric" />,
    );
    expect(texts()).toEqual(['1.9-1324-20', '2.11-1523-18', '3.13-17']);
    rerender(<MoveList plies={pliesOf()} current={0} onSelect={() => {}} />);
    expect(texts()[0]).toBe('1.b6-a5g3-h4');
    const toggle = screen.getByRole('button', { name: 'Square numbers' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(texts()[0]).toBe('1.9-1324-20');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('checkers.notation')).toBe('numeric');
    resetNotationForTests();
    expect(getNotation()).toBe('numeric');
  });

  it('writes captures with x and jumps to a move when it is clicked', () => {
    const onSelect = vi.fn();
    render(<MoveList plies={pliesOf(8)} current={8} onSelect={onSelect} />);
    expect(texts()).toEqual(['1.b6-a5g3-h4', '2.f6-e5e3-d4', '3.a5-b4a3xc5', '4.d6xb4d4xf6']);
    fireEvent.click(screen.getByRole('button', { name: 'f6-e5' }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('opens with an empty black slot when red moved first', () => {
    render(<MoveList plies={buildReplay(redFirstGame()).plies} current={0} onSelect={() => {}} />);
    const [first, second] = texts();
    expect(first).toMatch(/^1\.…[a-h]\d-[a-h]\d$/);
    expect(second).toMatch(/^2\.[a-h]\d-[a-h]\d[a-h]\d-[a-h]\d$/);
  });

  it('is an empty list named Moves before the first move', () => {
    render(<MoveList plies={[]} current={0} onSelect={() => {}} />);
    expect(screen.getByRole('list', { name: 'Moves' }).children).toHaveLength(0);
    expect(screen.getByText('No moves yet')).toBeTruthy();
  });
});

describe('a ballot game', () => {
  it('marks the ballot’s three moves apart from the players’ own, and says whose they are', () => {
    const plies = pliesOf(5);
    const ballot = { number: 1, moves: '9-13 21-17 5-9' };
    render(<MoveList plies={plies} current={5} onSelect={() => {}} ballot={ballot} notation="numeric" />);
    expect(screen.getByTestId('move-list-ballot').textContent).toBe(
      'The first three moves come from ballot 1.',
    );
    const buttons = within(screen.getByRole('list', { name: 'Moves' })).getAllByRole('button');
    expect(buttons.map((b) => b.classList.contains('move-list__move--ballot'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(buttons[0]!.textContent).toMatch(/\(ballot\)$/);
    expect(buttons[3]!.textContent).not.toMatch(/ballot/);
  });

  it('marks nothing in a game from the start', () => {
    render(<MoveList plies={pliesOf(5)} current={5} onSelect={() => {}} />);
    expect(screen.queryByTestId('move-list-ballot')).toBeNull();
    expect(document.querySelector('.move-list__move--ballot')).toBeNull();
  });
});
