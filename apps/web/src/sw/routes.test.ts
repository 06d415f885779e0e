import { describe, expect, it } from 'vitest';
import { cacheCounts, overQuota, precachedKind, routeFor } from './routes';

const ORIGIN = 'https://checkers.example';
const route = (path: string, destination = '', method = 'GET', origin = ORIGIN) =>
  routeFor(
    {
      url: new URL(path, origin),
      method,
      destination,
      mode: destination === 'document' ? 'navigate' : 'cors',
    },
    ORIGIN,
  );

describe('which cache a request goes to', () => {
  it('keeps public API answers in the api cache', () => {
    expect(route('/api/leaderboard/global')).toBe('api');
    expect(route('/api/spectate/games')).toBe('api');
    expect(route('/api/achievements')).toBe('api');
  });

  it('never caches the socket, POSTs, or private and live API answers', () => {
    for (const path of [
      '/api/ws?room=ABC123&token=x',
      '/api/auth/me',
      '/api/auth/sessions',
      '/api/friends',
      '/api/friends/online',
      '/api/challenges/pending',
      '/api/push/vapid-key',
      '/api/health',
      '/api/game-state?roomCode=ABC123',
      '/api/daily-challenges/progress',
    ]) {
      expect(route(path), path).toBeNull();
    }
    expect(route('/api/leaderboard/global', '', 'POST')).toBeNull();
    expect(route('/api/logs', '', 'POST')).toBeNull();
    expect(route('/', 'document', 'POST')).toBeNull();
  });

  it('sorts the rest: scripts, styles and fonts; images; pages and other GETs', () => {
    expect(route('/assets/extra.js', 'script')).toBe('static');
    expect(route('/fonts/face.woff2', 'font')).toBe('static');
    expect(route('/assets/x.css', 'style')).toBe('static');
    expect(route('/assets/ai-worker.js', 'worker')).toBe('static');
    expect(route('/icons/icon-192.png', 'image')).toBe('images');
    expect(route('/avatars/a.webp')).toBe('images');
    expect(route('/?game=ABC123', 'document')).toBe('dynamic');
    expect(route('/robots.txt')).toBe('dynamic');
  });

  it('leaves other origins and the worker script alone', () => {
    expect(route('https://cdn.example/chart.js', 'script', 'GET', 'https://cdn.example')).toBeNull();
    expect(route('/sw.js', 'serviceworker')).toBeNull();
  });
});

describe('the quota rule', () => {
  it('cleans above 90% of the quota only', () => {
    expect(overQuota(91, 100, 0.9)).toBe(true);
    expect(overQuota(90, 100, 0.9)).toBe(false);
    expect(overQuota(undefined, 100, 0.9)).toBe(false);
    expect(overQuota(10, 0, 0.9)).toBe(false);
  });
});

describe('the cache manager’s figures', () => {
  it('count the precached app by what each file is', () => {
    const file = (path: string) => precachedKind(new URL(path, ORIGIN));
    expect(file('/index.html?__WB_REVISION__=abc')).toBe('dynamic');
    expect(file('/')).toBe('dynamic');
    expect(file('/assets/index-BR1WYafN.js')).toBe('static');
    expect(file('/assets/index-BR1WYafN.css')).toBe('static');
    expect(file('/assets/egdb-4-WHqSJV_B.bin')).toBe('static');
    expect(file('/manifest.webmanifest?__WB_REVISION__=1')).toBe('static');
    expect(file('/icons/icon-192.png?__WB_REVISION__=2')).toBe('images');
  });

  it('add the precached files to the runtime caches’ entries', () => {
    const runtime = { static: 0, dynamic: 0, api: 3, images: 1 };
    const precached = ['/index.html', '/assets/a.js', '/assets/b.css', '/icons/i.png'].map(
      (path) => `${ORIGIN}${path}`,
    );
    expect(cacheCounts(runtime, precached)).toEqual({ static: 2, dynamic: 1, api: 3, images: 2 });
    // The runtime figures are not changed in place.
    expect(runtime).toEqual({ static: 0, dynamic: 0, api: 3, images: 1 });
  });
});
