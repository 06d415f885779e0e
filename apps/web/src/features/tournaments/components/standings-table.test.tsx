// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { arenaDetail, standing } from '../test-fixtures';
import { StandingsTable } from './standings-table';

afterEach(cleanup);

/** A cell's text as read out: what is hidden from screen readers (a phone's copy) left out. */
function shownText(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

function table(ui: Parameters<typeof StandingsTable>[0]) {
  render(
    <>
      <h3 id="standings-title">Standings</h3>
      <StandingsTable {...ui} />
    </>,
  );
  const named = screen.getByRole('table', { name: 'Standings' });
  const rows = within(named).getAllByRole('row');
  const cells = (row: number) =>
    within(rows[row]!)
      .getAllByRole(row === 0 ? 'columnheader' : 'cell')
      .map(shownText);
  return { rows, cells };
}

describe('the standings', () => {
  it('shows an arena’s rank, player, rating, score, streak with its flame, games and performance', () => {
    const { cells, rows } = table({
      kind: 'arena',
      standings: arenaDetail().standings,
      me: 'u1',
      labelledBy: 'standings-title',
    });
    expect(cells(0)).toEqual(['#', 'Player', 'Rating', 'Score', 'Streak', 'Games', 'Perf']);
    expect(cells(1)).toEqual(['1', 'bob', '1512', '6', '3 🔥', '3', '1720']);
    expect(within(rows[1]!).getByRole('img', { name: 'on a streak' })).toBeTruthy();
    expect(cells(2)).toEqual(['2', 'ada', '1480', '3', '0', '3', '1490']);
    expect(rows[2]!.getAttribute('aria-current')).toBe('true');
    expect(cells(3)).toEqual(['3', 'cy (paused)', '1390', '1', '0', '2', '–']);
    expect(within(rows[3]!).queryByRole('img')).toBeNull();
  });

  it('shows a Swiss event’s half points and its tie-breaks, Buchholz then Sonneborn-Berger', () => {
    const rows = [
      standing({ score: 2.5, streak: undefined, buchholz: 6.5, sonneborn_berger: 4.25 }),
      standing({ rank: 2, user_id: 'u5', username: 'di', score: 0.5, streak: undefined, buchholz: 7 }),
    ];
    const { cells } = table({ kind: 'swiss', standings: rows, me: null, labelledBy: 'standings-title' });
    expect(cells(0)).toEqual(['#', 'Player', 'Rating', 'Score', 'Bu', 'SB', 'Games', 'Perf']);
    expect(cells(1)).toEqual(['1', 'bob', '1512', '2½', '6½', '4¼', '3', '1720']);
    expect(cells(2)).toEqual(['2', 'di', '1512', '½', '7', '–', '3', '1720']);
  });

  it('says so when no one has joined', () => {
    render(<StandingsTable kind="arena" standings={[]} me={null} labelledBy="x" />);
    expect(screen.getByText('No one has joined yet.')).toBeTruthy();
  });
});
