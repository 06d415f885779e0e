// The floor: a bare `ws` server that groups sockets by the `room` query parameter and forwards every
// frame to the room's other sockets. It validates nothing and stores nothing, so whatever our server
// costs above it is the price of rules, persistence and the protocol.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env.PORT ?? 0);
const rooms = new Map<string, Set<WebSocket>>();

const http = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'text/plain' });
  response.end(request.url === '/health' ? 'ok' : 'not found');
});
const wss = new WebSocketServer({ server: http, maxPayload: 16 * 1024 });

wss.on('connection', (socket, request) => {
  const room = new URL(request.url ?? '/', 'http://relay').searchParams.get('room') ?? '';
  let members = rooms.get(room);
  if (members === undefined) rooms.set(room, (members = new Set()));
  members.add(socket);
  socket.on('message', (data, isBinary) => {
    for (const other of members) if (other !== socket) other.send(data, { binary: isBinary });
  });
  socket.on('close', () => {
    members.delete(socket);
    if (members.size === 0) rooms.delete(room);
  });
  socket.on('error', () => socket.terminate());
});

http.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
