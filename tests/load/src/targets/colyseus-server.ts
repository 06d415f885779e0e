// The peer: a minimal Colyseus server with one `checkers` room type. Two clients join and take black
// then red; moves arrive as messages, are checked with our engine against the room's game (turn,
// legality, draw rules) and broadcast to the room. No schema state: the moves are the state, as on
// our server, so patching is switched off (a room with no state would only tick its timer).
import { createServer } from 'node:http';
import { Room, Server, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { findMove, newGame, parseSquare, playMove, type Color, type Game, type Move } from '@checkers/engine';
import type { MoveFrame } from '../adapters/types.js';

type MovePayload = MoveFrame['payload'];

function squareOf(text: string): number | undefined {
  const parsed = parseSquare(text);
  return parsed.ok ? parsed.value : undefined;
}

/** The legal move a frame asks for, or undefined. */
function moveOf(game: Game, type: MoveFrame['type'], payload: MovePayload): Move | undefined {
  const texts =
    type === 'move'
      ? [(payload as { from: string }).from, (payload as { to: string }).to]
      : (() => {
          const jumps = (payload as { jumps?: { from: string; to: string }[] }).jumps ?? [];
          return jumps.length === 0 ? [] : [jumps[0]!.from, ...jumps.map((j) => j.to)];
        })();
  const path = texts.map((t) => (typeof t === 'string' ? squareOf(t) : undefined));
  if (path.length < 2 || path.some((sq) => sq === undefined)) return undefined;
  const squares = path as number[];
  const found = findMove(game.position, squares[0]!, squares[squares.length - 1]!, squares);
  return found.ok ? found.value : undefined;
}

class CheckersRoom extends Room {
  override maxClients = 52;
  // 0 starts no patch timer (see Room#__init); with no state there is nothing to patch.
  override patchRate = 0;
  private game = newGame();
  private version = 0;
  private readonly colors = new Map<string, Color>();

  override onCreate(): void {
    const onMove = (type: MoveFrame['type']) => (client: Client, payload: MovePayload) =>
      this.play(client, type, payload);
    this.onMessage('move', onMove('move'));
    this.onMessage('jump_sequence', onMove('jump_sequence'));
  }

  override onJoin(client: Client, options?: { spectator?: boolean }): void {
    if (options?.spectator === true) return;
    const taken = new Set(this.colors.values());
    const color: Color | undefined = !taken.has('black') ? 'black' : !taken.has('red') ? 'red' : undefined;
    if (color !== undefined) this.colors.set(client.sessionId, color);
  }

  private play(client: Client, type: MoveFrame['type'], payload: MovePayload): void {
    const clientMoveId = typeof payload?.clientMoveId === 'string' ? payload.clientMoveId : undefined;
    const refuse = (code: string, message: string): void =>
      client.send('error', { message, code, ...(clientMoveId ? { clientMoveId } : {}) });
    const color = this.colors.get(client.sessionId);
    if (color === undefined) return refuse('forbidden', 'Spectators cannot play');
    if (this.game.result !== null) return refuse('game_over', 'The game is over');
    if (this.game.position.turn !== color) return refuse('not_your_turn', 'Not your turn');
    const move =
      typeof payload === 'object' && payload !== null ? moveOf(this.game, type, payload) : undefined;
    if (move === undefined) return refuse('illegal_move', 'Illegal move');
    const played = playMove(this.game, move);
    if (!played.ok) return refuse('illegal_move', 'Illegal move');
    this.game = played.value;
    this.broadcast(type, { ...payload, color, v: ++this.version });
    const result = this.game.result;
    if (result !== null) this.broadcast('game_over', { ...result, v: ++this.version });
  }
}

const port = Number(process.env.PORT ?? 0);
const http = createServer((request, response) => {
  if (request.url !== '/health') return;
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('ok');
});
// The transport pings every socket every 3 s by default, all at once; at 10,000 sockets those bursts
// dominate Colyseus's latency (p50 ~100 ms instead of ~2 ms). Our server pings each socket every
// 30 s, so the peer does the same unless COLYSEUS_PING_MS says otherwise (0: never, 3000: default).
const transport = new WebSocketTransport({
  server: http,
  pingInterval: Number(process.env.COLYSEUS_PING_MS ?? 30_000),
});
const server = new Server({ transport, greet: false });
server.define('checkers', CheckersRoom);
await server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
