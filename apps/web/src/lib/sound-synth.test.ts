// The Web Audio graph each pack builds, checked against a small fake AudioContext (jsdom has none).
import { describe, expect, it } from 'vitest';
import { SOUND_NAMES, SOUND_PACKS } from './sound-packs';
import { PACKS, levelsOf, playRecipe, type SynthContext } from './sound-synth';

interface FakeParam {
  value: number;
  events: [string, number, number][];
  setValueAtTime(v: number, t: number): void;
  exponentialRampToValueAtTime(v: number, t: number): void;
}

const param = (value = 0): FakeParam => ({
  value,
  events: [],
  setValueAtTime(v, t) {
    this.events.push(['set', v, t]);
  },
  exponentialRampToValueAtTime(v, t) {
    this.events.push(['ramp', v, t]);
  },
});

interface FakeNode {
  kind: string;
  type?: string;
  gain?: FakeParam;
  frequency?: FakeParam;
  connections: FakeNode[];
  started?: number;
  stopped?: number;
}

function fakeContext() {
  const nodes: FakeNode[] = [];
  const destination: FakeNode = { kind: 'destination', connections: [] };
  const make = (kind: string, extra: Partial<FakeNode>): FakeNode => {
    const node: FakeNode = {
      kind,
      connections: [],
      ...extra,
    };
    Object.assign(node, {
      connect: (target: FakeNode) => {
        node.connections.push(target);
        return target;
      },
      start: (t: number) => (node.started = t),
      stop: (t: number) => (node.stopped = t),
    });
    nodes.push(node);
    return node;
  };
  const ctx = {
    currentTime: 10,
    destination,
    createOscillator: () => make('oscillator', { type: 'sine', frequency: param(440) }),
    createGain: () => make('gain', { gain: param(1) }),
    createBiquadFilter: () => make('filter', { type: 'lowpass', frequency: param(350) }),
  };
  return { ctx: ctx as unknown as SynthContext, nodes, destination };
}

/** What a sound sounds like: each oscillator's wave, start offset and frequency events. */
function signature(pack: (typeof SOUND_PACKS)[number]['id'], sound: (typeof SOUND_NAMES)[number]): string {
  const { ctx, nodes } = fakeContext();
  playRecipe(ctx, pack, sound, 0.5);
  return JSON.stringify(
    nodes.filter((n) => n.kind === 'oscillator').map((n) => [n.type, n.started, n.frequency!.events]),
  );
}

describe('the sound packs', () => {
  it('are the five of the spec, each with the six sounds', () => {
    expect(SOUND_PACKS.map((p) => p.name)).toEqual(['Classic', 'Modern', 'Llama', '8-bit Retro', 'Zen']);
    for (const pack of SOUND_PACKS)
      expect(Object.keys(PACKS[pack.id].sounds).sort()).toEqual([...SOUND_NAMES].sort());
  });

  it('build oscillators -> envelopes -> the pack’s filter -> a master gain -> the speakers', () => {
    for (const pack of SOUND_PACKS) {
      for (const sound of SOUND_NAMES) {
        const { ctx, nodes, destination } = fakeContext();
        playRecipe(ctx, pack.id, sound, 0.5);
        const master = nodes[0]!;
        const filter = nodes[1]!;
        expect(master.connections).toEqual([destination]);
        expect(filter.kind).toBe('filter');
        expect(filter.frequency!.value).toBe(PACKS[pack.id].lowpass);
        expect(filter.connections).toEqual([master]);
        const oscillators = nodes.filter((n) => n.kind === 'oscillator');
        expect(oscillators.length).toBe(PACKS[pack.id].sounds[sound].length);
        for (const osc of oscillators) {
          const envelope = osc.connections[0]!;
          expect(envelope.kind).toBe('gain');
          expect(envelope.connections).toEqual([filter]);
          expect(osc.started).toBeGreaterThanOrEqual(10);
          expect(osc.stopped).toBeGreaterThan(osc.started!);
        }
      }
    }
  });

  it('sound different within a pack and from pack to pack', () => {
    const all = new Set<string>();
    for (const pack of SOUND_PACKS) for (const sound of SOUND_NAMES) all.add(signature(pack.id, sound));
    expect(all.size).toBe(SOUND_PACKS.length * SOUND_NAMES.length);
  });

  it('play at the volume, a capture at 1.2 times it and a king at 1.1 times the pitch', () => {
    expect(levelsOf('move', 0.5)).toEqual({ gain: 0.5, pitch: 1 });
    expect(levelsOf('capture', 0.5).gain).toBeCloseTo(0.6, 10);
    expect(levelsOf('king', 0.5)).toEqual({ gain: 0.5, pitch: 1.1 });

    const { ctx, nodes } = fakeContext();
    playRecipe(ctx, 'classic', 'capture', 0.5);
    expect(nodes[0]!.gain!.value).toBeCloseTo(0.6, 10);

    const king = fakeContext();
    playRecipe(king.ctx, 'modern', 'king', 1);
    const [tone] = PACKS.modern.sounds.king;
    const events = king.nodes.find((n) => n.kind === 'oscillator')!.frequency!.events;
    expect(events[0]![1]).toBeCloseTo(tone!.freq * 1.1, 6);
    expect(events[1]![1]).toBeCloseTo(tone!.to! * 1.1, 6);
  });
});
