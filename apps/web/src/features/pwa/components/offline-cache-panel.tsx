// The cache manager in Settings: the cache version, the entries of the four caches (the app's own
// precached files counted with them), storage used of the quota, the last cleanup, and Clear cache
// (the precached app stays, so the page still opens offline).
import { type CacheKind, type CacheStats, type SwMessage } from '@checkers/protocol';
import { useCallback, useEffect, useId, useState } from 'react';
import { askServiceWorker } from '../../../lib/sw-messages';

const CACHE_LABELS: readonly (readonly [CacheKind, string])[] = [
  ['static', 'Scripts, styles and data'],
  ['dynamic', 'Pages'],
  ['api', 'Server answers'],
  ['images', 'Images'],
];

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

function storageText(stats: CacheStats): string {
  if (stats.usage === null || stats.quota === null) return 'Unknown';
  const share = stats.quota > 0 ? Math.round((stats.usage / stats.quota) * 100) : 0;
  return `${formatBytes(stats.usage)} of ${formatBytes(stats.quota)} (${share}%)`;
}

const hasWorker = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  navigator.serviceWorker.controller !== null;

type Loaded =
  { readonly state: 'loading' } | { readonly state: 'none' } | { readonly state: 'ready'; stats: CacheStats };

export function OfflineCachePanel() {
  const id = useId();
  const [active] = useState(hasWorker);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [cleared, setCleared] = useState(false);

  const refresh = useCallback(async () => {
    const reply = await askServiceWorker<Extract<SwMessage, { type: 'CACHE_STATS' }>>({
      type: 'CACHE_STATS',
    });
    setLoaded(reply?.stats === undefined ? { state: 'none' } : { state: 'ready', stats: reply.stats });
  }, []);
  useEffect(() => {
    if (active) void refresh();
  }, [active, refresh]);

  const clear = async (): Promise<void> => {
    setBusy(true);
    setCleared(false);
    await askServiceWorker({ type: 'CLEAR_CACHE' });
    await refresh();
    setBusy(false);
    setCleared(true);
  };

  return (
    <section className="settings__section" aria-labelledby={`${id}-cache`}>
      <h3 id={`${id}-cache`}>Offline cache</h3>
      {!active ? (
        <p className="muted">The offline cache is not active in this browser (no service worker).</p>
      ) : loaded.state === 'loading' ? (
        <p className="muted">Reading the cache…</p>
      ) : loaded.state === 'none' ? (
        <p className="muted">The service worker did not answer.</p>
      ) : (
        <dl className="pwa-stats" aria-label="Cache details">
          <dt>Cache version</dt>
          <dd>{loaded.stats.version}</dd>
          {CACHE_LABELS.map(([kind, label]) => (
            <div key={kind} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                {loaded.stats.caches[kind]} {loaded.stats.caches[kind] === 1 ? 'entry' : 'entries'}
              </dd>
            </div>
          ))}
          <dt>Storage used</dt>
          <dd>{storageText(loaded.stats)}</dd>
          <dt>Last cleanup</dt>
          <dd>
            {loaded.stats.lastCleanup === null
              ? 'Never'
              : new Date(loaded.stats.lastCleanup).toLocaleString()}
          </dd>
        </dl>
      )}
      {active ? (
        <div className="row">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => void clear()}
          >
            Clear cache
          </button>
          {cleared ? <span role="status">Cache cleared.</span> : null}
        </div>
      ) : null}
      {active ? (
        <p className="muted">Clear cache keeps the app&apos;s own files, so it still opens offline.</p>
      ) : null}
    </section>
  );
}
