// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, searchTextOf, useFriendSearch } from './use-friend-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the friend search box', () => {
  it('searches 500 ms after typing stops, trimmed', () => {
    const { result } = renderHook(() => useFriendSearch());
    act(() => result.current.setInput(' bo'));
    act(() => result.current.setInput(' bob '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.query).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.query).toBe('bob');
    expect(result.current.input).toBe(' bob ');
  });

  it('searches at once on submit', () => {
    const { result } = renderHook(() => useFriendSearch());
    act(() => result.current.setInput('carol'));
    act(() => result.current.submit());
    expect(result.current.query).toBe('carol');
  });

  it('clears the search under 2 characters, and when emptied', () => {
    const { result } = renderHook(() => useFriendSearch());
    act(() => result.current.setInput('carol'));
    act(() => result.current.submit());
    act(() => result.current.setInput('c'));
    expect(result.current.query).toBe('');
    act(() => result.current.setInput(''));
    act(() => result.current.submit());
    expect(result.current.query).toBe('');
    expect(searchTextOf('  a ')).toBe('');
    expect(searchTextOf(' ab ')).toBe('ab');
  });
});
