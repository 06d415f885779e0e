// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

afterEach(cleanup);

describe('the home page', () => {
  it('shows its sections in the order given, the wide ones marked, an empty one left empty', () => {
    const { container } = render(
      <HomePage
        sections={[
          { id: 'play-now', node: <section aria-label="Play now" />, wide: true },
          { id: 'nothing', node: null },
          { id: 'live-games', node: <section aria-label="Live games" /> },
        ]}
      />,
    );
    const slots = [...container.querySelectorAll('.home__slot')];
    expect(slots.map((slot) => slot.className)).toEqual([
      'home__slot home__slot--play-now home__slot--wide',
      'home__slot home__slot--nothing',
      'home__slot home__slot--live-games',
    ]);
    // An empty slot has no children, so the page's styles give it no room.
    expect(slots[1]?.childNodes).toHaveLength(0);
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Play now',
      'Live games',
    ]);
  });
});
