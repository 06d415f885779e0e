import { describe, expect, it } from 'vitest';
import { bodyOfDraft, NEW_DRAFT, withKind, type CreateDraft } from './create-model';

const NOW = new Date(2026, 6, 1, 12, 0).getTime();
const draft = (fields: Partial<CreateDraft> = {}): CreateDraft => ({
  ...NEW_DRAFT,
  name: 'Blitz Night',
  ...fields,
});

describe('the create form’s body', () => {
  it('makes an arena: a preset clock, the start in seconds, its minutes', () => {
    expect(bodyOfDraft(draft({ start: '15', duration: '45' }), NOW)).toEqual({
      body: {
        name: 'Blitz Night',
        kind: 'arena',
        timeControl: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
        startsInSeconds: 900,
        durationMinutes: 45,
        rated: true,
        ballots: false,
      },
    });
  });

  it('makes a private Swiss event with ballots on correspondence, starting at a time picked', () => {
    const swiss = withKind(draft(), 'swiss');
    const result = bodyOfDraft(
      {
        ...swiss,
        name: '  Club Swiss  ',
        time: { ...swiss.time, choice: 'correspondence', days: 3 },
        start: 'at',
        startAt: '2026-07-01T14:30',
        rounds: 7,
        rated: false,
        ballots: true,
        password: 'club',
      },
      NOW,
    );
    expect(result.body).toEqual({
      name: 'Club Swiss',
      kind: 'swiss',
      timeControl: { kind: 'correspondence', daysPerMove: 3 },
      startsInSeconds: 9000,
      rounds: 7,
      rated: false,
      ballots: true,
      password: 'club',
    });
  });

  it('starts in a minute, for players gathered now', () => {
    expect(bodyOfDraft(draft({ start: '1' }), NOW).body).toMatchObject({ startsInSeconds: 60 });
  });

  it('starts now with 0 and a custom clock from its fields', () => {
    const time = { choice: 'custom', minutes: '2.5', increment: '1', days: 1 };
    expect(bodyOfDraft(draft({ start: 'now', time }), NOW).body).toMatchObject({
      startsInSeconds: 0,
      timeControl: { kind: 'clock', initialSeconds: 150, incrementSeconds: 1 },
    });
  });
});

describe('the create form’s checks', () => {
  it('names each wrong field in words a player reads', () => {
    const result = bodyOfDraft(
      draft({
        name: 'ab',
        duration: '0',
        time: { choice: 'custom', minutes: '500', increment: '0', days: 1 },
      }),
      NOW,
    );
    expect(result.errors).toEqual({
      name: 'A name has at least 3 characters',
      duration: 'An arena lasts 1 to 720 minutes',
      time: 'A clock has at most 180 minutes',
    });
  });

  it('wants a start time in the future and within a week', () => {
    const at = (startAt: string) => bodyOfDraft(draft({ start: 'at', startAt }), NOW).errors?.start;
    expect(at('')).toBe('Pick the day and time it starts');
    expect(at('2026-07-01T11:00')).toBe('Pick a start time in the future');
    expect(at('2026-07-09T12:00')).toBe('A tournament starts within a week');
    expect(at('2026-07-08T11:00')).toBeUndefined();
  });

  it('refuses a whole number of minutes only, and an arena on correspondence', () => {
    expect(bodyOfDraft(draft({ duration: '2.5' }), NOW).errors?.duration).toBe(
      'An arena lasts 1 to 720 minutes',
    );
    const time = { choice: 'correspondence', minutes: '5', increment: '3', days: 1 };
    expect(bodyOfDraft(draft({ time }), NOW).errors?.time).toBe('An arena is played on a clock');
  });

  it('turns a Swiss draft into an arena’s: a clock and no ballots', () => {
    const swiss = { ...withKind(draft(), 'swiss'), ballots: true };
    const corr = { ...swiss, time: { ...swiss.time, choice: 'correspondence' } };
    expect(withKind(corr, 'arena')).toMatchObject({ kind: 'arena', ballots: false, time: NEW_DRAFT.time });
    expect(withKind(swiss, 'arena').time).toEqual(swiss.time);
  });
});
