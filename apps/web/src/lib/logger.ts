// The client logger: debug, info, warn and error entries kept in a buffer of at most 100 and sent
// every 30 s to POST /api/logs with the app's version. It is off unless asked for (localStorage
// 'checkers.log' = a level, or `?log=debug` in the address), sends nothing while off, never throws,
// never sends a token, and blanks anything in a message that looks like one.
import {
  APP_VERSION,
  CLIENT_LOG_LIMITS,
  LOG_LEVELS,
  type ClientLogBody,
  type LogLevel,
} from '@checkers/protocol';

export const LOG_STORAGE_KEY = 'checkers.log';

type Entry = ClientLogBody['entries'][number];

export interface LoggerOptions {
  /** The lowest level kept, or null for off. */
  readonly level: LogLevel | null;
  /** Sends one flushed buffer; a failure only loses those entries. */
  readonly send?: (body: ClientLogBody) => Promise<void>;
  readonly now?: () => number;
}

export interface Logger {
  debug(message: string, context?: string): void;
  info(message: string, context?: string): void;
  warn(message: string, context?: string): void;
  error(message: string, context?: string): void;
  /** Sends what is buffered now. */
  flush(): Promise<void>;
  /** The entries waiting to be sent (for tests and the console). */
  pending(): readonly Entry[];
  /** Stops the flush timer. */
  stop(): void;
}

const isLevel = (value: unknown): value is LogLevel =>
  typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);

/** Bearer tokens, `token=…` pairs, JWT-like and long opaque strings become `[redacted]`. */
export function redact(text: string): string {
  return text
    .replace(/(bearer\s+)[^\s"',;]+/gi, '$1[redacted]')
    .replace(/((?:token|auth|password|secret|key)["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi, '$1[redacted]')
    .replace(/[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g, '[redacted]')
    .replace(/[A-Za-z0-9+/_-]{32,}={0,2}/g, '[redacted]');
}

/** An error or anything thrown, as one line. */
export const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

const CSRF_HEADER = 'X-CSRF-Token';

function csrfCookie(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith('csrf_token='));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice('csrf_token='.length));
}

/**
 * POST /api/logs with plain fetch: no Authorization header at all, the CSRF double-submit token
 * from its cookie (fetched once from /api/health when missing), one attempt.
 */
async function sendToServer(body: ClientLogBody): Promise<void> {
  let csrf = csrfCookie();
  if (csrf === undefined) {
    const health = await fetch('/api/health', { credentials: 'same-origin' });
    csrf = health.headers.get(CSRF_HEADER) ?? csrfCookie();
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (csrf !== undefined) headers[CSRF_HEADER] = csrf;
  await fetch('/api/logs', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
}

export function createLogger({ level, send = sendToServer, now = Date.now }: LoggerOptions): Logger {
  let buffer: Entry[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  const threshold = level === null ? Infinity : LOG_LEVELS.indexOf(level);

  const flush = async (): Promise<void> => {
    if (buffer.length === 0) return;
    const entries = buffer;
    buffer = [];
    try {
      await send({ entries, version: APP_VERSION });
    } catch {
      // The server is away: these entries are dropped rather than logged about.
    }
  };

  const add = (entryLevel: LogLevel, message: string, context?: string): void => {
    try {
      if (LOG_LEVELS.indexOf(entryLevel) < threshold) return;
      const entry: Entry = {
        level: entryLevel,
        message: redact(String(message)).slice(0, CLIENT_LOG_LIMITS.messageMax),
        timestamp: now(),
        ...(context === undefined ? {} : { context: redact(context).slice(0, 64) }),
      };
      buffer.push(entry);
      if (buffer.length > CLIENT_LOG_LIMITS.buffer)
        buffer.splice(0, buffer.length - CLIENT_LOG_LIMITS.buffer);
      timer ??= setInterval(() => void flush(), CLIENT_LOG_LIMITS.flushIntervalMs);
    } catch {
      // Logging never breaks the app.
    }
  };

  return {
    debug: (message, context) => add('debug', message, context),
    info: (message, context) => add('info', message, context),
    warn: (message, context) => add('warn', message, context),
    error: (message, context) => add('error', message, context),
    flush,
    pending: () => buffer,
    stop: () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

/** The level asked for by `?log=` or localStorage, else null (off). */
export function configuredLevel(
  search = '',
  storage: Pick<Storage, 'getItem'> | null = null,
): LogLevel | null {
  try {
    const fromUrl = new URLSearchParams(search).get('log');
    if (isLevel(fromUrl)) return fromUrl;
    const stored = storage?.getItem(LOG_STORAGE_KEY);
    return isLevel(stored) ? stored : null;
  } catch {
    return null;
  }
}

const pageLevel = (): LogLevel | null =>
  typeof window === 'undefined' ? null : configuredLevel(window.location.search, safeLocalStorage());

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The page's logger. */
export const logger: Logger = createLogger({ level: pageLevel() });
