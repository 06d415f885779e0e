// A throwaway Redis for the cluster target, on a free loopback port, without persistence (nothing in
// it is needed after the run: the nodes rebuild presence from their heartbeats).
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './spawn.js';

/** A running Redis. */
export interface StartedRedis {
  /** REDIS_URL. */
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Resolves once Redis answers PING on `port`; rejects on anything else. */
function ping(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.setTimeout(1000, () => socket.destroy(new Error('no answer to PING')));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      if (String(data).startsWith('+PONG')) resolve();
      else reject(new Error(String(data)));
    });
    socket.once('error', reject);
  });
}

/** Starts redis-server and waits until it answers. */
export async function startRedis(log: (line: string) => void): Promise<StartedRedis> {
  const port = await freePort();
  // redis-server itself is the child, so its pid is the one to sample.
  const settings = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'];
  const child = spawn('redis-server', ['--port', String(port), ...settings], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its start-up banner and warnings are kept, and printed only if it fails to start.
  const output: string[] = [];
  const keep = (chunk: Buffer): void => void output.push(String(chunk));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const failed = (why: string): Error => {
    const lines = output
      .join('')
      .split('\n')
      .filter((line) => line.trim() !== '');
    for (const line of lines.slice(-10)) log(`  [redis] ${line}`);
    return new Error(why);
  };
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  const stop = async (): Promise<void> => {
    if (exited || child.pid === undefined) return;
    const gone = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited) throw failed('redis-server exited during start-up (is it installed?)');
    try {
      await ping(port);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw failed('redis-server did not answer PING within 10 s');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.stdout.off('data', keep);
  child.stderr.off('data', keep);
  // Read and dropped from here on, so a chatty Redis never fills the pipe and stalls.
  child.stdout.resume();
  child.stderr.resume();
  log(`  redis: pid ${child.pid}, port ${port}`);
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid!, stop };
}
