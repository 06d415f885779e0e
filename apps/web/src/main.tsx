// Start-up: the version check first (it may reload the page), then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { checkVersion } from './lib/version-check';
import './styles.css';

void checkVersion().then((reloading) => {
  if (reloading) return;
  const root = document.getElementById('root');
  if (root === null) throw new Error('no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
