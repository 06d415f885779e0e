import type { ClientLogBody } from '@checkers/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configuredLevel, createLogger, redact } from './logger';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const storage = (value: string | null) => ({ getItem: () => value });

describe('the client logger', () => {
  it('is off by default and then sends nothing', async () => {
    expect(configuredLevel('', storage(null))).toBeNull();
    const send = vi.fn(async () => undefined);
    const logger = createLogger({ level: null, send });
    logger.error('boom');
    logger.warn('careful');
    expect(logger.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(120_000);
    await logger.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('is turned on by ?log= or the stored level', () => {
    expect(configuredLevel('?log=debug', storage(null))).toBe('debug');
    expect(configuredLevel('', storage('warn'))).toBe('warn');
    expect(configuredLevel('?log=loud', storage('nonsense'))).toBeNull();
  });

  it('keeps entries at or above its level, at most the last 100', () => {
    const logger = createLogger({ level: 'info', send: async () => undefined, now: () => 5 });
    logger.debug('not kept');
    for (let i = 0; i < 130; i++) logger.info(`entry ${i}`);
    const pending = logger.pending();
    expect(pending).toHaveLength(100);
    expect(pending[0]).toEqual({ level: 'info', message: 'entry 30', timestamp: 5 });
    expect(pending.at(-1)?.message).toBe('entry 129');
    logger.stop();
  });

  it('flushes every 30 s with the app version, and never throws when sending fails', async () => {
    const sent: ClientLogBody[] = [];
    let fail = true;
    const logger = createLogger({
      level: 'debug',
      send: async (body) => {
        if (fail) throw new Error('offline');
        sent.push(body);
      },
    });
    logger.warn('first', 'pwa');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(logger.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // The failed flush dropped its entries rather than throwing.
    expect(logger.pending()).toHaveLength(0);
    fail = false;
    logger.error('second');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toEqual([
      { version: '1.0.1', entries: [expect.objectContaining({ level: 'error', message: 'second' })] },
    ]);
    logger.stop();
  });

  it('sends no token: messages are blanked where one shows, and the request has no Authorization', async () => {
    expect(redact('Authorization: Bearer abc.def.ghi failed')).toBe(
      'Authorization: Bearer [redacted] failed',
    );
    expect(redact('/api/ws?room=ABC123&token=s3cr3t-value')).toBe('/api/ws?room=ABC123&token=[redacted]');
    expect(redact('key 0123456789abcdef0123456789abcdef01 leaked')).toBe('key [redacted] leaked');
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return new Response(null, {
          status: url === '/api/health' ? 200 : 204,
          headers: { 'X-CSRF-Token': 'c' },
        });
      }),
    );
    vi.stubGlobal('document', { cookie: '' });
    const logger = createLogger({ level: 'info' });
    logger.info('sent without a token');
    await logger.flush();
    const post = calls.find((call) => call.url === '/api/logs');
    const headers = post?.init?.headers as Record<string, string>;
    expect(headers['X-CSRF-Token']).toBe('c');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('authorization');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({
      entries: [{ message: 'sent without a token' }],
    });
    vi.unstubAllGlobals();
  });
});
