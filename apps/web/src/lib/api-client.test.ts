import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './api-client';
import { ApiError, friendlyMessage } from './api-error';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function client(handler: Handler, token: string | null = 'tok') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return handler(String(url), init);
  });
  return { api: new ApiClient('', () => token, fetcher as typeof fetch), calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => vi.useRealTimers());

describe('the API client', () => {
  it('sends the bearer token, and the CSRF header on non-GET calls', async () => {
    const { api, calls } = client((url) =>
      url.endsWith('/api/health')
        ? json(200, { status: 'ok' }, { 'X-CSRF-Token': 'abc' })
        : json(200, { ok: 1 }),
    );
    await api.post('/api/resign', { code: 'ABCDEF' });
    const post = calls.find((c) => c.url === '/api/resign')!;
    const headers = post.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['X-CSRF-Token']).toBe('abc');
    expect(post.init.body).toBe('{"code":"ABCDEF"}');
  });

  it("sends a call's own token instead of the session's, or none", async () => {
    const { api, calls } = client(() => json(200, {}));
    await api.get('/api/a', { token: 'guest' });
    await api.get('/api/b', { token: null });
    const auth = (i: number) => (calls[i]!.init.headers as Record<string, string>).Authorization;
    expect(auth(0)).toBe('Bearer guest');
    expect(auth(1)).toBeUndefined();
  });

  it('refetches the CSRF token once on a 403 that mentions CSRF', async () => {
    let health = 0;
    let posts = 0;
    const { api } = client((url) => {
      if (url.endsWith('/api/health')) return json(200, {}, { 'X-CSRF-Token': `t${++health}` });
      posts++;
      return posts === 1
        ? json(403, { message: 'Invalid or missing CSRF token' })
        : json(200, { done: true });
    });
    await expect(api.post('/api/move', {})).resolves.toEqual({ done: true });
    expect(health).toBe(2);
  });

  it('retries 5xx, 429 and network failures up to 3 attempts with a doubling delay', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { api } = client(() => {
      n++;
      if (n === 1) throw new TypeError('Failed to fetch');
      if (n === 2) return json(503, { error: 'Service unavailable' });
      return json(200, { fine: true });
    });
    const result = api.get('/api/game-state?code=ABCDEF');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toEqual({ fine: true });
    expect(n).toBe(3);
  });

  it('does not retry a 400 and carries the server message', async () => {
    const { api, calls } = client(() =>
      json(400, { error: 'Invalid request', message: 'Illegal move: no', code: 'illegal_move' }),
    );
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Illegal move: no');
    expect((error as ApiError).code).toBe('illegal_move');
    expect(calls).toHaveLength(1);
  });

  it("says 'Request timeout' after the timeout and 'Invalid response format' for non-JSON", async () => {
    const slow = client(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(slow.api.get('/api/x', { timeoutMs: 10, attempts: 1 })).rejects.toThrow('Request timeout');
    const html = client(() => new Response('<html>', { status: 200 }));
    await expect(html.api.get('/api/x')).rejects.toThrow('Invalid response format');
  });
});

describe('friendly messages', () => {
  it('follow the spec by error type', () => {
    expect(friendlyMessage(new ApiError('offline', ''))).toBe(
      'You are offline. Please check your internet connection.',
    );
    expect(friendlyMessage(new ApiError('network', 'x'))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(friendlyMessage(new ApiError('api', '', 400))).toBe('Invalid request. Please check your input.');
    expect(friendlyMessage(new ApiError('api', 'x', 401))).toBe('Session expired. Please refresh the page.');
    expect(friendlyMessage(new ApiError('api', 'x', 403))).toBe(
      'Access denied. You do not have permission for this action.',
    );
    expect(friendlyMessage(new ApiError('api', 'x', 404))).toBe('The requested resource was not found.');
    expect(friendlyMessage(new ApiError('api', 'x', 429))).toBe(
      'Too many requests. Please slow down and try again.',
    );
    expect(friendlyMessage(new ApiError('api', 'x', 500))).toBe('Server error. Please try again later.');
    expect(friendlyMessage(new ApiError('api', '', 418))).toBe('An error occurred. Please try again.');
    expect(friendlyMessage(new Error(''))).toBe('Game error. Please refresh if the problem persists.');
  });
});
