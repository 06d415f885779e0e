// The Content Security Policy helmet sends with every reply.
import type { IncomingMessage } from 'node:http';

/**
 * The Content Security Policy: everything from this origin only. It lets the Vite-built React app
 * run (module scripts and styles from self; React's style attributes), its AI worker start (self
 * or blob) and compile WebAssembly, and its socket reach this same host over ws: or wss: (listed by host, because older
 * browsers do not let 'self' cover WebSocket schemes). Images may also come over https: a player's
 * avatar is an https URL of their choosing.
 */
export function cspDirectives(secure: boolean): Record<string, Iterable<string | CspValue> | null> {
  // A Host header is the client's to choose: only a plain host[:port] goes into the policy.
  const plainHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
  const socketOf =
    (scheme: 'ws' | 'wss'): CspValue =>
    (request) => {
      const host = request.headers.host ?? '';
      return plainHost.test(host) ? `${scheme}://${host}` : "'self'";
    };
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets the AI worker compile its WebAssembly kernel (the network's SIMD
    // arithmetic, built from bytes in the engine); it allows no JavaScript eval.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    // wss: too on plain HTTP, for a TLS-terminating proxy in front that does not say so.
    connectSrc: ["'self'", socketOf('ws'), socketOf('wss')],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    // Only behind HTTPS: on plain HTTP it would send browsers to a port nobody listens on.
    upgradeInsecureRequests: secure ? [] : null,
  };
}

/** A CSP value computed for each request. */
type CspValue = (request: IncomingMessage) => string;
