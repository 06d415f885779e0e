import { describe, expect, it } from 'vitest';
import { areaOf, breakdown, describeBreakdown, type CpuProfile } from './cpu-profile.js';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

// root -> handleMove (ours) -> stringify (native); root -> (garbage collector); root -> (idle)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5] },
    {
      id: 2,
      callFrame: frame('handleMove', 'file:///r/apps/server/dist/modules/games/game-service.js', 9),
      children: [3],
    },
    { id: 3, callFrame: frame('stringify') },
    { id: 4, callFrame: frame('(garbage collector)') },
    { id: 5, callFrame: frame('(idle)') },
  ],
  startTime: 1000,
  endTime: 2000,
  // Samples at 1000, 1100, 1200, ..., each lasting until the next (100 µs).
  samples: [2, 3, 3, 4, 5, 5, 2, 3, 2, 2],
  timeDeltas: [0, 100, 100, 100, 100, 100, 100, 100, 100, 100],
};

describe('cpu profile breakdown', () => {
  it('tells where code lives from its URL', () => {
    expect(areaOf(frame('write', 'file:///r/node_modules/ws/lib/sender.js'))).toBe('ws');
    expect(areaOf(frame('x', 'file:///r/node_modules/@fastify/cookie/plugin.js'))).toBe('@fastify/cookie');
    expect(areaOf(frame('x', 'file:///r/apps/server/dist/modules/games/game-service.js'))).toBe(
      'server games',
    );
    expect(areaOf(frame('x', 'file:///r/apps/server/dist/app.js'))).toBe('server app');
    expect(areaOf(frame('x', 'file:///r/packages/engine/dist/moves.js'))).toBe('@checkers/engine');
    expect(areaOf(frame('x', 'node:internal/streams/writable'))).toBe('node');
    expect(areaOf(frame('(garbage collector)'))).toBe('(garbage collector)');
    expect(areaOf(frame('stringify'))).toBe('native (V8 builtins, C++ bindings)');
  });

  it('sums self and inclusive time over the whole profile, idle left out', () => {
    const b = breakdown(profile);
    // 9 samples have a successor; 2 of them are idle: 7 x 100 µs busy.
    expect(b.busyMs).toBeCloseTo(0.7);
    const gc = b.byArea.find((s) => s.name === '(garbage collector)');
    expect(gc?.ms).toBeCloseTo(0.1);
    const ours = b.byTotal.find((s) => s.name.startsWith('handleMove'));
    expect(ours?.ms).toBeCloseTo(0.6);
    expect(ours?.share).toBeCloseTo(6 / 7);
    expect(b.bySelf[0]).toMatchObject({ name: 'handleMove game-service.js:10' });
  });

  it('keeps only the samples inside the window', () => {
    // 1600 to 1900: the samples at 1600 (handleMove), 1700 (stringify) and 1800 (handleMove).
    const b = breakdown(profile, { start: 1600, end: 1900 });
    expect(b.windowMs).toBeCloseTo(0.3);
    expect(b.busyMs).toBeCloseTo(0.3);
    expect(b.byArea.find((s) => s.name === '(garbage collector)')).toBeUndefined();
    expect(describeBreakdown('checkers', b)[0]).toContain('100.0% of a core');
  });
});
