import { describe, expect, it } from 'vitest';
import { canResumeFrom, classifyEvent, gameOverShowsGap, isStaleState } from './event-versions';

describe('event versions', () => {
  it('an event is stale up to the version seen, next just after it, a gap beyond', () => {
    expect(classifyEvent(12, 11)).toBe('stale');
    expect(classifyEvent(12, 12)).toBe('stale');
    expect(classifyEvent(12, 13)).toBe('next');
    expect(classifyEvent(12, 14)).toBe('gap');
    expect(classifyEvent(0, 1)).toBe('next');
    expect(classifyEvent(0, 5)).toBe('gap');
  });

  it('a whole state is stale only when older than the one shown', () => {
    expect(isStaleState(12, 11)).toBe(true);
    expect(isStaleState(12, 12)).toBe(false);
    expect(isStaleState(12, 13)).toBe(false);
    expect(isStaleState(12, 20)).toBe(false);
  });

  it('a game_over may follow one move the page could not apply', () => {
    expect(gameOverShowsGap(12, 13)).toBe(false);
    expect(gameOverShowsGap(12, 14)).toBe(false);
    expect(gameOverShowsGap(12, 15)).toBe(true);
  });

  it('only a page that has seen a version can ask for the events after it', () => {
    expect(canResumeFrom(0)).toBe(false);
    expect(canResumeFrom(1)).toBe(true);
  });
});
