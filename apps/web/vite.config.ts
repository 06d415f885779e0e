// Builds the web client. Workspace packages are bundled from their TypeScript sources (the `source`
// export condition), so the app never depends on their build output. While developing, /api (HTTP
// and WebSocket) is proxied to the game server.
import { defaultClientConditions, defineConfig } from 'vite';

const serverUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': { target: serverUrl, ws: true, changeOrigin: false } },
  },
});
