// The built web app is served at `/` when it exists, with index.html for any other page path and
// a CSP a Vite-built React app can run under; /api paths stay JSON.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const webDir = mkdtempSync(join(tmpdir(), 'checkers-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'index.html'), INDEX);
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app");');
// The build writes compressed copies beside its text files; the server picks one per request.
const APP = `console.log(${JSON.stringify('checkers '.repeat(400))});`;
writeFileSync(join(webDir, 'assets', 'app-def456.js'), APP);
writeFileSync(join(webDir, 'assets', 'app-def456.js.br'), brotliCompressSync(APP));
writeFileSync(join(webDir, 'assets', 'app-def456.js.gz'), gzipSync(APP));

let server: TestServer;
let bare: TestServer;
beforeAll(async () => {
  server = await startServer({ webDir });
  bare = await startServer({ webDir: join(webDir, 'missing') });
});
afterAll(async () => {
  await server.close();
  await bare.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('with a built web app', () => {
  it('serves index.html at / with a CSP that lets the app, its worker and its socket run', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(INDEX);
    const csp = response.headers.get('content-security-policy') ?? '';
    const host = new URL(server.url).host;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('serves hashed assets for a year and pages for unknown paths', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${server.url}/some/page?code=ABC234`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(INDEX);
  });

  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, else the file', async () => {
    const url = `${server.url}/assets/app-def456.js`;
    const brotli = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    // fetch decodes what it was sent: the text is the file's, whichever copy came.
    expect(await brotli.text()).toBe(APP);
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(APP);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(APP);
  });

  it('keeps JSON errors under /api', async () => {
    const client = await new Client(server.url).init();
    const reply = await client.get('/api/nope');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'not_found', error: 'Resource not found' });
    expect((await client.get('/api/health')).body).toMatchObject({ status: 'ok' });
  });

  it('does not hand out files outside its folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });
});

describe('without a built web app', () => {
  it('answers the JSON 404 everywhere but the API', async () => {
    const response = await fetch(`${bare.url}/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
