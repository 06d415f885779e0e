// One WebSocket of a room, opened and closed with the bookkeeping every adapter needs: the open
// socket count, and an unexpected close reported once.
import WebSocket from 'ws';
import type { RoomEvents, SocketGauge } from './types.js';

/** Opens a socket; resolves once it is open. `onText` gets every text frame. */
export async function openSocket(
  url: string,
  gauge: SocketGauge,
  events: RoomEvents,
  isClosing: () => boolean,
  onText: (text: string) => void,
): Promise<WebSocket> {
  // perMessageDeflate off: none of the servers compress, and offering it costs a zlib context each.
  const ws = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: HTTP ${response.statusCode}`)),
    );
  });
  gauge.opened();
  ws.on('error', () => undefined);
  ws.on('message', (data, isBinary) => {
    if (!isBinary) onText(String(data));
  });
  ws.on('close', (code) => {
    gauge.closed();
    if (!isClosing()) events.onClose(code);
  });
  return ws;
}
