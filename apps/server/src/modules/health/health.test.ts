import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@checkers/protocol';
import { Client, startServer, type TestServer } from '../../../test/harness.js';
import { withoutToken } from '../../app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('GET /api/health', () => {
  it('answers status and version and sets the CSRF cookie and header', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', version: APP_VERSION });
    const token = response.headers.get('x-csrf-token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(response.headers.get('set-cookie')).toContain(`csrf_token=${token}`);
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('let https avatars show and nothing else from other origins', async () => {
    const policy = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("img-src 'self' data: blob: https:");
    // WebAssembly may be compiled (the AI's kernel), JavaScript may not be eval'd.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toContain("'unsafe-eval'");
  });
});

describe('CSRF', () => {
  it('refuses a non-GET call without the token, with a message that mentions CSRF', async () => {
    const response = await fetch(`${server.url}/api/create-room`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { message: string; code: string; error: string };
    expect(body.message).toContain('CSRF');
    expect(body.code).toBe('csrf_failed');
    expect(body.error).toBe('Access denied');
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = await new Client(server.url).init();
    const reply = await client.send('POST', '/api/create-room', '{}', { 'x-csrf-token': 'x'.repeat(32) });
    expect(reply.status).toBe(403);
  });

  it('refuses an empty or short pair even when cookie and header match', async () => {
    for (const token of ['', 'a', 'short-token', 'x'.repeat(31)]) {
      for (const path of ['/api/create-room', '/api/auth/logout', '/api/logs']) {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `csrf_token=${token}`,
            'x-csrf-token': token,
          },
          body: '{}',
        });
        expect(response.status, `${path} with ${JSON.stringify(token)}`).toBe(403);
        expect(((await response.json()) as { code: string }).code).toBe('csrf_failed');
      }
    }
  });

  it('accepts a well-formed matching pair', async () => {
    const token = 'y'.repeat(32);
    const response = await fetch(`${server.url}/api/create-room`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrf_token=${token}`, 'x-csrf-token': token },
      body: '{}',
    });
    expect(response.status).toBe(201);
  });
});

describe('unknown routes', () => {
  it('answer 404 with the error body', async () => {
    const client = await new Client(server.url).init();
    const reply = await client.get('/api/nope');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'not_found', error: 'Resource not found' });
  });
});

describe('request logs', () => {
  it('never show the token of a socket URL', () => {
    expect(withoutToken('/api/ws?room=ABC234&token=abc_DEF-123&v=4')).toBe(
      '/api/ws?room=ABC234&token=[hidden]&v=4',
    );
    expect(withoutToken('/api/ws?token=abc')).toBe('/api/ws?token=[hidden]');
    expect(withoutToken('/api/game-state?code=ABC234')).toBe('/api/game-state?code=ABC234');
  });
});
