// A round-robin reverse proxy for a local cluster (scripts/cluster.sh): each HTTP request and each
// WebSocket goes to the next node in turn, as a load balancer without sticky sessions would, which
// is what multi-node mode must cope with. Development and tests only; production puts a real load
// balancer in front. Configuration: PROXY_PORT (8080), PROXY_HOST (127.0.0.1), and TARGETS, the
// nodes' base URLs separated by commas.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import httpProxy from 'http-proxy';

const targets = (process.env.TARGETS ?? '')
  .split(',')
  .map((target) => target.trim())
  .filter((target) => target !== '');
if (targets.length === 0)
  throw new Error('TARGETS must list the nodes, e.g. http://127.0.0.1:3001,http://127.0.0.1:3002');
const port = Number(process.env.PROXY_PORT ?? 8080);
const host = process.env.PROXY_HOST ?? '127.0.0.1';

// xfwd: the nodes learn the client's address from X-Forwarded-For (run them with TRUST_PROXY=1).
const proxy = httpProxy.createProxyServer({ xfwd: true });
let next = 0;
const pick = (): string => targets[next++ % targets.length]!;

// A node that is down answers like an overloaded service; the client tries again and lands on the
// next node (a WebSocket client reconnects the same way).
proxy.on('error', (error, _request, target) => {
  if (target instanceof Object && 'writeHead' in target) {
    const response = target as ServerResponse;
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        error: 'Bad Gateway',
        message: `node unreachable: ${error.message}`,
        code: 'unavailable',
      }),
    );
  } else (target as Duplex).destroy();
});

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  proxy.web(request, response, { target: pick() });
});
server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
  proxy.ws(request, socket, head, { target: pick() });
});
server.listen(port, host, () => {
  console.log(`round-robin proxy on http://${host}:${port} -> ${targets.join(', ')}`);
});
