// The generated API reference: every /api route is in the OpenAPI document with the schemas of its
// input and of its success reply, a body that breaks a schema gets the usual 400, and the
// reference page is served from this server alone.
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';

// Every route the app registers, seen by an onRoute hook added to the app as Fastify makes it.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const make = ((options: unknown) => {
    const app = original.default(options as never);
    app.addHook('onRoute', (route) => {
      registered.push(route as unknown as RouteOptions);
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: make };
});

/** The routes of the reference itself: not documented in it. */
const REFERENCE_ROUTES = /^\/api\/(docs|openapi\.json)(\/|$)/;

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let document: OpenApiDocument;
beforeAll(async () => {
  server = await startServer();
  const reply = await fetch(`${server.url}/api/openapi.json`);
  expect(reply.status).toBe(200);
  document = (await reply.json()) as OpenApiDocument;
});
afterAll(async () => server.close());

/** Each documented /api route once: its method and path (HEAD twins of GETs left out). */
function apiRoutes(): { method: string; url: string; route: RouteOptions }[] {
  return registered.flatMap((route) => {
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    if (!route.url.startsWith('/api/') || REFERENCE_ROUTES.test(route.url)) return [];
    return methods.map((method) => ({ method: method.toLowerCase(), url: route.url, route }));
  });
}

const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 and lists every /api route, the socket included', () => {
    expect(document.openapi).toMatch(/^3\./);
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('get /api/ws');
    const missing = routes.filter((r) => document.paths[openApiPath(r.url)]?.[r.method] === undefined);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('gives each route the schemas of its path, query and body', () => {
    for (const { method, url, route } of apiRoutes()) {
      const operation = document.paths[openApiPath(url)]![method]!;
      const where = `${method} ${url}`;
      const parameters = operation.parameters ?? [];
      for (const name of url.match(/:(\w+)/g) ?? [])
        expect(parameters, where).toContainEqual(
          expect.objectContaining({ in: 'path', name: name.slice(1) }),
        );
      const query = route.schema?.querystring as { shape?: object } | undefined;
      if (query?.shape !== undefined && Object.keys(query.shape).length > 0)
        expect(
          parameters.some((p) => p.in === 'query'),
          where,
        ).toBe(true);
      if (route.schema?.body !== undefined)
        expect(operation.requestBody?.content['application/json']?.schema, where).toBeDefined();
    }
  });

  it('gives each route its success reply, and the error body', () => {
    for (const { method, url } of apiRoutes()) {
      const where = `${method} ${url}`;
      const { responses } = document.paths[openApiPath(url)]![method]!;
      if (url === '/api/ws') continue; // an upgrade: its answers are close codes (docs/API.md)
      const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      expect(success, where).not.toEqual([]);
      for (const status of success)
        if (status !== '204')
          expect(responses[status]!.content?.['application/json']?.schema, where).toBeDefined();
      expect(responses['4XX']?.content?.['application/json']?.schema, where).toBeDefined();
    }
  });
});

describe('a request that breaks a route schema', () => {
  it('is refused with 400 validation_failed, saying which field and why', async () => {
    const client = await new Client(server.url).init();
    const wrongColour = await client.post('/api/create-room', { color: 'green' });
    expect(wrongColour.status).toBe(400);
    expect(wrongColour.body).toMatchObject({ error: 'Invalid request', code: 'validation_failed' });
    expect(wrongColour.body.message).toMatch(/^color: /);
    const unknownField = await client.post('/api/create-room', { x: 1 });
    expect(unknownField.body).toEqual({
      error: 'Invalid request',
      message: 'Unknown field: x',
      code: 'validation_failed',
    });
    const badSquare = await client.post('/api/move', { from: 'z9', to: 'a5' });
    expect(badSquare.status).toBe(400);
    expect(badSquare.body.message).toMatch(/^from: A square is a file a-h and a rank 1-8/);
    const badQuery = await client.get('/api/join-room?code=!');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.code).toBe('validation_failed');
  });
});

describe('the reference page', () => {
  it('is served with its own assets, under the site policy', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'[;]/);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of html.match(/(?<=(src|href)=")[^"]+/g) ?? []) {
      const reply = await fetch(new URL(asset, `${server.url}/api/docs`));
      expect(reply.status, asset).toBe(200);
      await reply.arrayBuffer();
    }
  });
});
