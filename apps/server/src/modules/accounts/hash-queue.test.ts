import { describe, expect, it } from 'vitest';
import { HashQueue, HashQueueFull } from './hash-queue.js';

/** A task that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HashQueue', () => {
  it('runs at most `concurrency` at once and never gives sign-ups the last slot', async () => {
    const log: string[] = [];
    const queue = new HashQueue({ concurrency: 2, maxWaiting: 10 });
    const ups = [gate(log, 'up1'), gate(log, 'up2')];
    const running = ups.map((g) => queue.run('sign_up', g.task));
    await tick();
    expect(log).toEqual(['up1']);
    const signIn = gate(log, 'in1');
    const answered = queue.run('sign_in', signIn.task);
    await tick();
    expect(log).toEqual(['up1', 'in1']);
    signIn.open();
    expect(await answered).toBe('in1');
    ups.forEach((g) => g.open());
    expect(await Promise.all(running)).toEqual(['up1', 'up2']);
    expect(queue.load).toEqual({ running: 0, waiting: { sign_in: 0, sign_up: 0 } });
  });

  it('lets waiting sign-ins go before waiting sign-ups', async () => {
    const log: string[] = [];
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 10 });
    const first = gate(log, 'up1');
    const all = [queue.run('sign_up', first.task)];
    const later = [gate(log, 'up2'), gate(log, 'in1'), gate(log, 'in2')];
    all.push(
      queue.run('sign_up', later[0]!.task),
      queue.run('sign_in', later[1]!.task),
      queue.run('sign_in', later[2]!.task),
    );
    await tick();
    first.open();
    later.forEach((g) => g.open());
    await Promise.all(all);
    expect(log).toEqual(['up1', 'in1', 'in2', 'up2']);
  });

  it('refuses at once when a lane is full', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 2 });
    const log: string[] = [];
    const blocker = gate(log, 'in');
    const running = queue.run('sign_in', blocker.task);
    const waiting = [queue.run('sign_up', async () => 'a'), queue.run('sign_up', async () => 'b')];
    await expect(queue.run('sign_up', async () => 'c')).rejects.toBeInstanceOf(HashQueueFull);
    // Asked before any work, the same answer: full for sign-ups, room for sign-ins.
    expect(() => queue.refuseWhenFull('sign_up')).toThrow(HashQueueFull);
    expect(() => queue.refuseWhenFull('sign_in')).not.toThrow();
    blocker.open();
    await running;
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    expect(() => queue.refuseWhenFull('sign_up')).not.toThrow();
  });
});
