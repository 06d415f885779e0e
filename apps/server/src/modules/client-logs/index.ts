// The client-logs module: `POST /api/logs` writes the browser logger's entries, scrubbed, to the
// server's log. It stores nothing.
export { clientLogRoutes, type ClientLogRouteOptions } from './routes.js';
export { scrub } from './scrub.js';
