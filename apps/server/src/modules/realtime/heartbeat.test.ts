// The heartbeat's rounds, on a fake clock with stand-in sockets that count pings and terminations
// (a real socket dropped for not answering is in test/abandon.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat, type Beating } from './heartbeat.js';

const ROUND_MS = 1000;

/** A connection whose socket answers each ping (as a pong would) when `answers` is set. */
function connection(answers: boolean): Beating & { pings: number; terminated: boolean } {
  const member = {
    alive: true,
    talked: false,
    pinged: false,
    pings: 0,
    terminated: false,
    socket: {
      ping: () => {
        member.pings++;
        if (answers) queueMicrotask(() => (member.alive = true));
      },
      terminate: () => void (member.terminated = true),
    },
  };
  return member;
}

/** Moves the clock on by 1 ms. */
async function step(): Promise<number> {
  await vi.advanceTimersByTimeAsync(1);
  return 1;
}

let heartbeat: Heartbeat;
beforeEach(() => {
  vi.useFakeTimers();
  heartbeat = new Heartbeat(ROUND_MS);
});
afterEach(() => {
  heartbeat.stop();
  vi.useRealTimers();
});

describe('Heartbeat', () => {
  it('pings each connection once a round and keeps those that answer', async () => {
    const answering = connection(true);
    heartbeat.add(answering);
    await vi.advanceTimersByTimeAsync(5 * ROUND_MS);
    expect(answering.pings).toBe(5);
    expect(answering.terminated).toBe(false);
    expect(heartbeat.size).toBe(1);
  });

  it('terminates a silent connection once it has missed a whole round, not before', async () => {
    const silent = connection(false);
    heartbeat.add(silent);
    // Pinged within the round it joined in,
    let waited = 0;
    while (silent.pings === 0) waited += await step();
    expect(waited).toBeLessThanOrEqual(ROUND_MS);
    expect(silent.terminated).toBe(false);
    // then given a whole round to answer, and no more.
    await vi.advanceTimersByTimeAsync(ROUND_MS - 1);
    expect(silent.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(silent.terminated).toBe(true);
    expect(heartbeat.size).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * ROUND_MS);
    expect(silent.pings).toBe(1);
  });

  it('does not ping a connection that talked since its last visit, and drops it once silent', async () => {
    const talking = connection(false);
    heartbeat.add(talking);
    // A message half a round after each visit (the first visit pings: it had not talked yet).
    for (let round = 0; round < 4; round++) {
      await vi.advanceTimersByTimeAsync(ROUND_MS / 2);
      talking.alive = true;
      talking.talked = true;
      await vi.advanceTimersByTimeAsync(ROUND_MS / 2);
    }
    expect(talking.terminated).toBe(false);
    const pings = talking.pings;
    expect(pings).toBeLessThanOrEqual(1);
    // Silent from now on: the next visit still finds its last message, the one after pings it,
    // and the one after that, unanswered, drops it.
    await vi.advanceTimersByTimeAsync(ROUND_MS);
    expect(talking.pings).toBe(pings);
    await vi.advanceTimersByTimeAsync(ROUND_MS);
    expect(talking.pings).toBe(pings + 1);
    expect(talking.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(ROUND_MS);
    expect(talking.terminated).toBe(true);
  });

  it('keeps a connection that only answers pings, pinged every round', async () => {
    const quiet = connection(true);
    heartbeat.add(quiet);
    await vi.advanceTimersByTimeAsync(ROUND_MS);
    const pings = quiet.pings;
    // A message once: that round goes without a ping; pongs alone keep it pinged every round after.
    quiet.talked = true;
    quiet.alive = true;
    await vi.advanceTimersByTimeAsync(4 * ROUND_MS);
    expect(quiet.pings).toBe(pings + 3);
    expect(quiet.terminated).toBe(false);
  });

  it('spreads the pings of a round over it, and forgets removed connections', async () => {
    const members = Array.from({ length: 50 }, () => connection(true));
    for (const member of members) heartbeat.add(member);
    await vi.advanceTimersByTimeAsync(ROUND_MS / 10);
    const first = members.filter((m) => m.pings === 1).length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(members.length);
    await vi.advanceTimersByTimeAsync(ROUND_MS);
    for (const member of members) heartbeat.remove(member);
    expect(heartbeat.size).toBe(0);
    const pings = members.map((m) => m.pings);
    await vi.advanceTimersByTimeAsync(3 * ROUND_MS);
    expect(members.map((m) => m.pings)).toEqual(pings);
    expect(members.every((m) => !m.terminated)).toBe(true);
  });

  it('stops pinging once stopped', async () => {
    const member = connection(true);
    heartbeat.add(member);
    heartbeat.stop();
    await vi.advanceTimersByTimeAsync(3 * ROUND_MS);
    expect(member.pings).toBe(0);
  });
});
