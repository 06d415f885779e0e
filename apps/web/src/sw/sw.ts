// The entry vite-plugin-pwa builds into /sw.js (its output takes this file's name).
import './service-worker';
