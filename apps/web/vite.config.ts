// Builds the web client. Workspace packages are bundled from their TypeScript sources (the `source`
// export condition), so the app never depends on their build output. While developing, /api (HTTP
// and WebSocket) is proxied to the game server. The service worker (src/sw, built to /sw.js with the
// whole app's precache list injected) and the web app manifest come from vite-plugin-pwa; the page
// registers the worker itself (features/pwa), so the plugin injects no registration script.
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lowPriorityEntryPlugin } from './scripts/low-priority-entry';
import { precompressPlugin } from './scripts/precompress';

const serverUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // No <link rel=modulepreload> per script a lazily loaded part imports: each one the page adds
    // costs the main thread up to a millisecond or two, a few dozen on the home page alone, inside
    // React's render; the browser fetches those imports when the part's own script arrives (one
    // round trip later; the service worker has them all after the first visit). A part's
    // stylesheets are still loaded beside it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the page imports at start in one chunk, the entry: one request instead of two
        // dozen small ones on a phone's slow network, and its modules run in the order written
        // (main.tsx configures zod before any schema is built).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: serverUrl, ws: true, changeOrigin: false } },
  },
  plugins: [
    lowPriorityEntryPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: 'Checkers',
        short_name: 'Checkers',
        description:
          'Play American checkers online with a friend, watch games, or play against the computer.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#5b3a1e',
        background_color: '#efe6d8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The whole app: the shell, every chunk (the game screen, the AI and analysis workers), the
        // styles, the icons and the manifest, so that it starts and plays against the AI offline;
        // and the endgame databases the workers fetch (egdb-2/3/4, 278 KB: `bin`), so that the AI
        // plays its endgames perfectly offline too.
        globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,bin}'],
        globIgnores: ['sw.js'],
        // Vite's hashed file names already say their version.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
    // Last, after the service worker is written: brotli and gzip copies for the server to send.
    precompressPlugin(),
  ],
});
