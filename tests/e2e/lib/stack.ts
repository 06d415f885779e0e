// The system under test: the real server (from source) on a free port with a fresh data directory,
// serving the built web app, and Debian's Chromium driven by playwright-core.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, '../../..');
/** The built web app the server serves (E2E_WEB_DIST lets a second build run beside the first). */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? join(ROOT, 'apps/web/dist');
export const SCREENSHOTS = resolve(here, '../screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Builds the web app unless E2E_SKIP_BUILD is set and a build exists. */
export function ensureWebBuild(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(WEB_DIST, 'index.html'))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@checkers/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** A running server with the web app, and a browser. */
export interface Stack {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** Stops the server, waits `downMs`, and starts it again on the same port and data. */
  restartServer(downMs: number, whileDown?: () => Promise<void>): Promise<void>;
  /**
   * A fresh browser context (its own cookies and storage): a 390x844 phone with `phone`, else a
   * desktop window of `viewport` (1000x1000 unless given).
   */
  /** Gives an account the moderator role with the operator's command, on this server's data. */
  grantModerator(username: string): void;
  newPlayer(
    name: string,
    options?: { phone?: boolean; viewport?: { width: number; height: number } },
  ): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  ensureWebBuild();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'checkers-e2e-'));
  const port = await freePort();
  const children: ChildProcess[] = [];
  const startServer = (): ChildProcess =>
    spawn('node', ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        WEB_DIR: WEB_DIST,
        LOG_LEVEL: 'warn',
        // Every browser of the test shares one address; the per-IP limits are for the real world.
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_CREATE_ROOM: '1000',
        RATE_LIMIT_JOINS: '1000',
        RATE_LIMIT_MOVES: '100000',
        RATE_LIMIT_SOCKET: '1000',
        // An abandoned game can be claimed after 3 s instead of a minute, so the test is quick.
        ABANDON_CLAIM_MS: '3000',
      },
    });
  let server = startServer();
  children.push(server);
  let baseUrl = `http://127.0.0.1:${port}`;
  const apiUrl = baseUrl;
  await waitForUrl(`${apiUrl}/api/health`, server);

  // A server that does not serve the web app yet is fronted by Vite's preview server, which serves
  // the same build and forwards /api (HTTP and WebSocket) to it.
  const page = await fetch(`${baseUrl}/`).catch(() => undefined);
  if (page === undefined || !(page.headers.get('content-type') ?? '').includes('text/html')) {
    const previewPort = await freePort();
    const preview = spawn(
      'npx',
      ['vite', 'preview', '--port', String(previewPort), '--strictPort', '--host', '127.0.0.1'],
      {
        cwd: join(ROOT, 'apps/web'),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, API_URL: baseUrl },
      },
    );
    children.push(preview);
    baseUrl = `http://127.0.0.1:${previewPort}`;
    await waitForUrl(`${baseUrl}/`, preview);
  }

  // playwright-core gives every launch a fresh, throwaway profile directory of its own.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  return {
    baseUrl,
    browser,
    restartServer: async (downMs, whileDown) => {
      await stop(server);
      await whileDown?.();
      await new Promise((r) => setTimeout(r, downMs));
      server = startServer();
      children[0] = server;
      await waitForUrl(`${apiUrl}/api/health`, server);
    },
    grantModerator: (username) => {
      // From source, as the server itself runs in these tests (operators run the built command).
      const command = ['--conditions=source', '--import', 'tsx', 'apps/server/src/cli/grant-moderator.ts'];
      const result = spawnSync('node', [...command, username], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      });
      if (result.status !== 0) throw new Error(`grant-moderator failed: ${result.stderr}`);
    },
    newPlayer: async (name, options = {}) => {
      const context = await browser.newContext(
        options.phone
          ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
          : { viewport: options.viewport ?? { width: 1000, height: 1000 } },
      );
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[${name}] page error:`, error.message));
      // Refused requests and sockets are part of the scenarios (a waiting room's 409, a server
      // restart); anything else the page logs as an error is shown.
      const expected =
        /Failed to load resource|ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED|WebSocket connection/;
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected.test(message.text())) {
          console.error(`[${name}] console:`, message.text());
        }
      });
      return { context, page };
    },
    close: async () => {
      await browser.close().catch(() => undefined);
      for (const child of children.reverse()) await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot of what a player sees, named by scenario and step. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}
