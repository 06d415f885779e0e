// The opening book the AI worker fetches, as a Vite asset URL (content-hashed, and precached by the
// service worker with the other .bin files). `no-inline`: a small file would otherwise become a
// data: URL, which the server's Content-Security-Policy (connect-src 'self') refuses to fetch.
import book from '@checkers/engine/data/book/book.bin?url&no-inline';

export const BROWSER_BOOK_URL: string = book;
