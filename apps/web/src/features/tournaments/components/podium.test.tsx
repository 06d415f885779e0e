// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { standing } from '../test-fixtures';
import { Podium, pointsText } from './podium';

afterEach(cleanup);

describe('the podium', () => {
  it('gives each place its medal, name and points, a long name whole in its title', () => {
    const long = 'abcdefghij_klmnopqrs';
    render(
      <Podium
        standings={[
          standing({ rank: 1, user_id: 'a', username: long, score: 5.5 }),
          standing({ rank: 2, user_id: 'b', username: 'bob', score: 1 }),
          standing({ rank: 3, user_id: 'c', username: 'cy', score: 0.5 }),
          standing({ rank: 4, user_id: 'd', username: 'dee', score: 0 }),
        ]}
      />,
    );
    const places = within(screen.getByRole('region', { name: 'Podium' })).getAllByRole('listitem');
    expect(places.map((li) => li.textContent)).toEqual([
      `🥇Champion${long}5½ points`,
      '🥈2ndbob1 point',
      '🥉3rdcy½ point',
    ]);
    expect(screen.getByText(long).getAttribute('title')).toBe(long);
  });

  it('says point for one and a half, points otherwise', () => {
    expect([0, 0.5, 1, 1.5, 2].map(pointsText)).toEqual([
      '0 points',
      '½ point',
      '1 point',
      '1½ points',
      '2 points',
    ]);
  });
});
