// The one HTTP client: JSON both ways, bearer token when present, CSRF header on every non-GET,
// 30 s timeout, at most 3 attempts with a doubling delay for 5xx, 429 and network failures, and one
// CSRF refetch when a 403 mentions CSRF.
import { ApiError, messageOfBody } from './api-error';

/** The spec's API client constants. */
export const API_TIMEOUT_MS = 30_000;
export const API_MAX_ATTEMPTS = 3;
export const API_RETRY_BASE_MS = 1_000;

const CSRF_HEADER = 'X-CSRF-Token';
const CSRF_COOKIE = 'csrf_token';

/** Options of one call. */
export interface RequestOptions {
  readonly body?: unknown;
  /** Attempts for retryable failures; moves pass a client move id so a retry is applied once. */
  readonly attempts?: number;
  readonly timeoutMs?: number;
  /** A token for this call instead of the session's (null: none), e.g. a guest's when it registers. */
  readonly token?: string | null;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function cookieValue(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

/** An API client bound to a base URL (empty for the page's own origin) and a token source. */
export class ApiClient {
  private csrf: string | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly token: () => string | null,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  /** GET /api/health: refreshes the CSRF cookie and remembers the token. */
  async refreshCsrf(): Promise<void> {
    const response = await this.fetchOnce('GET', '/api/health', undefined, API_TIMEOUT_MS, this.token());
    this.csrf = response.headers.get(CSRF_HEADER) ?? cookieValue(CSRF_COOKIE) ?? this.csrf;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  /** One call with the spec's retries; throws an ApiError. */
  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const attempts = options.attempts ?? API_MAX_ATTEMPTS;
    const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
    let csrfRetried = false;
    for (let attempt = 1; ; attempt++) {
      try {
        if (method !== 'GET' && this.csrf === undefined) await this.refreshCsrf();
        const token = options.token === undefined ? this.token() : options.token;
        const response = await this.fetchOnce(method, path, options.body, timeoutMs, token);
        return await this.parse<T>(response);
      } catch (error) {
        const api = error instanceof ApiError ? error : new ApiError('network', String(error));
        if (api.status === 403 && /csrf/i.test(api.message) && !csrfRetried) {
          csrfRetried = true;
          this.csrf = undefined;
          attempt--;
          continue;
        }
        const retryable = api.kind === 'network' || api.status >= 500 || api.status === 429;
        if (!retryable || attempt >= attempts) throw api;
        await sleep(API_RETRY_BASE_MS * 2 ** (attempt - 1));
      }
    }
  }

  private async fetchOnce(
    method: string,
    path: string,
    body: unknown,
    timeoutMs: number,
    token: string | null,
  ): Promise<Response> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      throw new ApiError('offline', 'You are offline. Please check your internet connection.');
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && this.csrf !== undefined) headers[CSRF_HEADER] = this.csrf;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await this.fetcher(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new ApiError('timeout', 'Request timeout');
      throw new ApiError('network', error instanceof Error ? error.message : 'Network error');
    } finally {
      clearTimeout(timer);
    }
  }

  private async parse<T>(response: Response): Promise<T> {
    const text = await response.text();
    let body: unknown = undefined;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiError('format', 'Invalid response format', response.status);
      }
    }
    if (!response.ok) {
      const code =
        typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string'
          ? (body as { code: string }).code
          : undefined;
      throw new ApiError('api', messageOfBody(body, response.status), response.status, code);
    }
    return body as T;
  }
}
