// Start-up: the version check first (it may reload the page), then the app inside the query client.
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { warmUpIntl } from './lib/intl-warmup';
import { queryClient } from './lib/query-client';
import { checkVersion } from './lib/version-check';
import { loadSavedAccount } from './stores/account-actions';
import './styles.css';

// Off the main thread, beside the start-up: the locale data the first date formatter needs.
warmUpIntl();
void checkVersion().then((reloading) => {
  if (reloading) return;
  const root = document.getElementById('root');
  if (root === null) throw new Error('no #root element');
  // The saved account shows from the first paint; the server confirms it once the app runs.
  loadSavedAccount();
  // As a transition, the first render of the whole page gives the main thread back every few
  // milliseconds (the static shell stays on screen meanwhile) instead of holding it in one task.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
