// Test helpers for components that call the server: a fake `fetch` answering by path, and a render
// inside a fresh query client (no cache shared between tests).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { makeQueryClient } from './query-client';

/** One call the fake server saw. */
export interface SeenCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly authorization: string | undefined;
}

/** A reply: a body (status 200) or a status with a body. */
export type FakeReply = unknown | { readonly status: number; readonly body: unknown };

const isStatusReply = (reply: unknown): reply is { status: number; body: unknown } =>
  typeof reply === 'object' && reply !== null && 'status' in reply && 'body' in reply;

/** Stubs `fetch`: `/api/health` gives a CSRF token; everything else goes to `reply`. */
export function fakeServer(reply: (url: string, call: SeenCall) => FakeReply): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers({ 'content-type': 'application/json', 'X-CSRF-Token': 'csrf-for-tests' });
      if (url.endsWith('/api/health')) return new Response('{"status":"ok"}', { status: 200, headers });
      const sent = init.headers as Record<string, string> | undefined;
      const call: SeenCall = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: sent?.Authorization,
      };
      calls.push(call);
      const answer = reply(url, call);
      const { status, body } = isStatusReply(answer) ? answer : { status: 200, body: answer };
      return new Response(JSON.stringify(body), { status, headers });
    }),
  );
  return calls;
}

/** Renders inside a fresh query client. */
export function renderWithQuery(ui: ReactElement) {
  const client = makeQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
