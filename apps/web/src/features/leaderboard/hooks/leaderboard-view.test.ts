import { describe, expect, it } from 'vitest';
import { changesFilter, initialView, makeView, searchState, viewReducer } from './leaderboard-view';

describe('the leaderboard view', () => {
  it('goes back to page 1 when the tab changes', () => {
    const onPage3 = viewReducer(initialView, { type: 'page', page: 3 });
    expect(onPage3.page).toBe(3);
    const seasonal = viewReducer(onPage3, { type: 'tab', tab: 'Seasonal' });
    expect(seasonal).toMatchObject({ tab: 'Seasonal', page: 1 });
    expect(changesFilter({ type: 'tab', tab: 'Seasonal' })).toBe(false);
  });

  it('goes back to page 1 and clears the cache when a filter changes', () => {
    const onPage2 = viewReducer(initialView, { type: 'page', page: 2 });
    expect(viewReducer(onPage2, { type: 'region', region: 'EU' })).toMatchObject({ region: 'EU', page: 1 });
    expect(viewReducer(onPage2, { type: 'season', season: '2026-Q2' })).toMatchObject({
      season: '2026-Q2',
      page: 1,
    });
    const cleared = viewReducer(
      { ...onPage2, region: 'EU', season: '2026-Q1', search: 'ab' },
      { type: 'clear-filters' },
    );
    expect(cleared).toMatchObject({ region: '', season: '', search: '', page: 1 });
    expect(changesFilter({ type: 'region', region: 'EU' })).toBe(true);
    expect(changesFilter({ type: 'season', season: '' })).toBe(true);
    expect(changesFilter({ type: 'clear-filters' })).toBe(true);
  });

  it('gives the Regional tab a region: the chosen one, else the home region', () => {
    const view = makeView('EU');
    expect(viewReducer(view, { type: 'tab', tab: 'Regional' }).region).toBe('EU');
    expect(viewReducer(makeView(undefined), { type: 'tab', tab: 'Regional' }).region).toBe('US');
    const asia = viewReducer(view, { type: 'region', region: 'Asia' });
    expect(viewReducer(asia, { type: 'tab', tab: 'Regional' }).region).toBe('Asia');
    const regional = viewReducer(view, { type: 'tab', tab: 'Regional' });
    expect(viewReducer(regional, { type: 'clear-filters' }).region).toBe('EU');
    expect(viewReducer(regional, { type: 'region', region: '' }).region).toBe('EU');
    expect(viewReducer(view, { type: 'clear-filters' }).region).toBe('');
  });

  it("keeps the Regional tab's region out of the other tabs", () => {
    const regional = viewReducer(makeView('EU'), { type: 'tab', tab: 'Regional' });
    expect(regional.region).toBe('EU');
    // Back on Global every region shows again: the Regional tab's region was its own.
    expect(viewReducer(regional, { type: 'tab', tab: 'Global' }).region).toBe('');
    const asiaOnRegional = viewReducer(regional, { type: 'region', region: 'Asia' });
    expect(asiaOnRegional.region).toBe('Asia');
    expect(viewReducer(asiaOnRegional, { type: 'tab', tab: 'Seasonal' }).region).toBe('');
    // A filter chosen on Global comes back to Global after a visit to Regional.
    const americas = viewReducer(makeView('EU'), { type: 'region', region: 'US' });
    const visited = viewReducer(viewReducer(americas, { type: 'tab', tab: 'Regional' }), {
      type: 'region',
      region: 'Asia',
    });
    expect(viewReducer(visited, { type: 'tab', tab: 'Global' }).region).toBe('US');
  });

  it('searches from 2 characters; fewer give no entries; empty is the list', () => {
    expect(searchState('')).toBe('none');
    expect(searchState('  ')).toBe('none');
    expect(searchState('a')).toBe('too-short');
    expect(searchState(' a ')).toBe('too-short');
    expect(searchState('ad')).toBe('search');
  });
});
