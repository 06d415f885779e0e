// The endgame database files the browser uses, as Vite asset URLs (content-hashed, and precached by
// the service worker with the rest of the build). `no-inline`: the two small files would otherwise
// become data: URLs, which the server's Content-Security-Policy (connect-src 'self') refuses to
// fetch. egdb-5 (2.6 MB) is left out on purpose.
import egdb2 from '@checkers/engine/data/egdb/egdb-2.bin?url&no-inline';
import egdb3 from '@checkers/engine/data/egdb/egdb-3.bin?url&no-inline';
import egdb4 from '@checkers/engine/data/egdb/egdb-4.bin?url&no-inline';

export const BROWSER_EGDB_URLS: readonly string[] = [egdb2, egdb3, egdb4];
