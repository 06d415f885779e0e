import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, scheduleFrom, tournamentsFrom } from './tournament-config.js';

describe('the tournaments settings', () => {
  it('schedules an hourly 3+2 arena and a daily 5+3 one by default', () => {
    expect(tournamentsFrom({}).schedule).toBe(DEFAULT_SCHEDULE);
    expect(
      DEFAULT_SCHEDULE.map((e) => [e.every, e.initialSeconds, e.incrementSeconds, e.durationMinutes]),
    ).toEqual([
      ['hour', 180, 2, 57],
      ['day', 300, 3, 90],
    ]);
    expect(tournamentsFrom({ TOURNAMENT_TICK_MS: '500' })).toMatchObject({
      tickMs: 500,
      actionsPerMinute: 30,
    });
  });

  it('reads TOURNAMENT_SCHEDULE, an empty list turning the recurring arenas off', () => {
    expect(scheduleFrom('[]')).toEqual([]);
    const entry = {
      key: 'evening',
      name: 'Evening Arena',
      every: 'day',
      atMinute: 1200,
      initialSeconds: 600,
      incrementSeconds: 5,
      durationMinutes: 120,
    };
    expect(scheduleFrom(JSON.stringify([entry]))).toEqual([{ ...entry, rated: true }]);
  });

  it('refuses a broken schedule, naming what is wrong', () => {
    expect(() => scheduleFrom('{')).toThrow(/must be JSON/);
    expect(() => scheduleFrom('[{"key":"x","name":"Ok name","every":"week"}]')).toThrow(/0\.every/);
    const entry = {
      key: 'x',
      name: 'Same',
      every: 'hour',
      initialSeconds: 60,
      incrementSeconds: 0,
      durationMinutes: 30,
    };
    expect(() => scheduleFrom(JSON.stringify([entry, entry]))).toThrow(/its own key/);
  });
});
