// The network the AI worker evaluates with, as a Vite asset URL (content-hashed, and precached by
// the service worker with the other .bin files). `no-inline`: a small file would otherwise become a
// data: URL, which the server's Content-Security-Policy (connect-src 'self') refuses to fetch.
import net from '@checkers/engine/data/net/net.bin?url&no-inline';

export const BROWSER_NET_URL: string = net;
