// A round-robin reverse proxy for a local cluster (scripts/cluster.sh): each HTTP request and each
// WebSocket goes to the next node in turn, as a load balancer without sticky sessions would, which
// is what multi-node mode must cope with. Development and tests only; production puts a real load
// balancer in front. Configuration: PROXY_PORT (8080), PROXY_HOST (127.0.0.1), and TARGETS, the
// nodes' base URLs separated by commas. Built on node:http and node:net alone: a WebSocket upgrade
// is forwarded as the raw request head, then the two sockets are piped together.
import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

const targets = (process.env.TARGETS ?? '')
  .split(',')
  .map((target) => new URL(target.trim()))
  .filter((target) => target.host !== '');
if (targets.length === 0)
  throw new Error('TARGETS must list the nodes, e.g. http://127.0.0.1:3001,http://127.0.0.1:3002');
const port = Number(process.env.PROXY_PORT ?? 8080);
const host = process.env.PROXY_HOST ?? '127.0.0.1';

let next = 0;
const pick = (): URL => targets[next++ % targets.length]!;

/** The request's headers with the client's address added: the nodes run with TRUST_PROXY=1. */
function forwardedHeaders(request: IncomingMessage): IncomingHttpHeaders {
  const client = request.socket.remoteAddress ?? '';
  const before = request.headers['x-forwarded-for'];
  return { ...request.headers, 'x-forwarded-for': before ? `${String(before)}, ${client}` : client };
}

// A node that is down answers like an overloaded service; the client tries again and lands on the
// next node (a WebSocket client reconnects the same way).
function unreachable(response: ServerResponse, error: Error): void {
  if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      error: 'Bad Gateway',
      message: `node unreachable: ${error.message}`,
      code: 'unavailable',
    }),
  );
}

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const target = pick();
  const upstream = forward(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request),
    },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', (error) => unreachable(response, error));
  request.pipe(upstream);
});

server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
  const target = pick();
  const upstream = connect(Number(target.port), target.hostname, () => {
    const headers = Object.entries(forwardedHeaders(request)).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${String(one)}\r\n`),
    );
    upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('')}\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
  socket.on('close', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
});

server.listen(port, host, () => {
  console.log(`round-robin proxy on http://${host}:${port} -> ${targets.map(String).join(', ')}`);
});
