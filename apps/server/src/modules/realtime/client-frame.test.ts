// The hand check of a simple move against the protocol's schema: on frames made at random near the
// edges (squares light and dark or off the board, ids of every length, move times out of range,
// extra keys, other types), it takes exactly the moves the schema takes, as the schema reads them.
import { MAX_REPORTED_MOVE_MS, clientMessageSchema } from '@checkers/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readClientFrame, simpleMove } from './client-frame.js';

const squares = fc.oneof(
  fc.constantFrom('a1', 'b2', 'c3', 'h8', 'g7', 'a2', 'b1', 'h1', 'i1', 'a9', 'a0', 'A1', 'c33', '', 'd'),
  fc.string({ minLength: 0, maxLength: 3 }),
  fc.integer(),
);
const ids = fc.oneof(
  fc.string({ minLength: 0, maxLength: 70 }),
  fc.constantFrom('', 'x'.repeat(64), 'x'.repeat(65)),
  fc.integer(),
  fc.constant(null),
);
const times = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(MAX_REPORTED_MOVE_MS, MAX_REPORTED_MOVE_MS + 1, 1.5, -0, 1e300),
  fc.string({ maxLength: 3 }),
  fc.constant(null),
);
const payloads = fc.record(
  { from: squares, to: squares, clientMoveId: ids, moveTimeMs: times, extra: fc.anything() },
  { requiredKeys: [] },
);
/** Moves on dark squares, one field at a time near its edge. */
const nearlyValid = fc.record(
  {
    from: fc.constantFrom('a1', 'c3', 'h8', 'b2'),
    to: fc.constantFrom('d4', 'e5', 'g1', 'a3'),
    clientMoveId: fc.constantFrom('', 'm', 'x'.repeat(64), 'x'.repeat(65), 'é'.repeat(64)),
    moveTimeMs: fc.constantFrom(-1, 0, 1, 2.5, MAX_REPORTED_MOVE_MS, MAX_REPORTED_MOVE_MS + 1),
  },
  { requiredKeys: ['from', 'to'] },
);
const frames = fc.oneof(
  fc.record({ type: fc.constant('move'), payload: nearlyValid }),
  fc.record({ type: fc.constantFrom('move', 'jump_sequence', 'ping', 'MOVE'), payload: payloads }),
  fc.record({ type: fc.constant('move'), payload: payloads, v: fc.integer() }),
  fc.record({ type: fc.constant('move') }),
  fc.record({ type: fc.constant('move'), payload: fc.oneof(fc.constant(null), fc.array(squares)) }),
  fc.anything(),
);

describe('a simple move checked by hand', () => {
  it('takes exactly the moves the schema takes, as the schema reads them', () => {
    fc.assert(
      fc.property(frames, (frame) => {
        // As a frame arrives: through JSON (no undefined, no -0, no prototype tricks).
        const text = JSON.stringify(frame);
        if (text === undefined) return;
        const json: unknown = JSON.parse(text);
        const bySchema = clientMessageSchema.safeParse(json);
        const byHand = simpleMove(json);
        const schemaMove = bySchema.success && bySchema.data.type === 'move';
        expect(byHand !== undefined).toBe(schemaMove);
        if (byHand !== undefined) expect(byHand).toEqual(bySchema.data);
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves the refusals to the schema, worded as before', () => {
    expect(readClientFrame('{"type":"move","payload":{"from":"a2","to":"b3"}}')).toEqual({
      ok: false,
      error: {
        type: 'error',
        payload: { message: 'payload.from: Only the dark squares are playable', code: 'validation_failed' },
      },
    });
    expect(readClientFrame('{"type":"move","payload":{"from":"c3","to":"d4","clientMoveId":"m1"}}')).toEqual({
      ok: true,
      message: { type: 'move', payload: { from: 'c3', to: 'd4', clientMoveId: 'm1' } },
    });
    expect(readClientFrame('{"type":"move","payload":{"from":"c3","to":"d4"},"__proto__":{}}').ok).toBe(
      false,
    );
  });
});
