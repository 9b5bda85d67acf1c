/**
 * The one HTTP client of the web app (DESIGN: request path). Base `/api`;
 * adds the bearer token from local storage. Access tokens are short-lived
 * (docs/decisions/005): on a 401 to a call that carried one it trades the
 * HttpOnly refresh cookie for a new token and repeats the call once; when
 * that fails too it removes the token and sends the user to `/` (SPEC §2,
 * §7). On any other non-2xx it throws `ApiError`. Every call asks for the
 * interface language (`Accept-Language`, issue 21), so the server's `message`
 * comes back in it. While the signed-in person helps a family member's Milan
 * Sathi account (lib/acting-account, issue 22) every call names it in
 * `X-Milan-Account` (routes other than Milan Sathi's ignore it); a 403
 * `not_family` means that access was removed: acting stops and the server's
 * message is shown.
 * Error bodies are `{ status:false, success:false, message }` (DESIGN: API contract).
 */
import { getActingAccount, setActingAccount } from './acting-account';
import { authStorage } from './auth-storage';
import { earlyRequestKey, takeEarlyResponse } from './early-requests';

export const API_BASE = '/api';

export class ApiError extends Error {
  /** HTTP status, or 0 when the request never got an answer (offline, DNS, CORS). */
  readonly status: number;
  /** The server's `message`, when the body had one. */
  readonly serverMessage: string | undefined;
  /** The body's machine-readable `error` field (e.g. 'daily_limit'), when the server named a reason. */
  readonly reason: string | undefined;
  /** With reason 'otp_required': the OTP request the code must be sent back with. */
  readonly challengeId: string | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    fallback = 'Something went wrong.',
    reason?: string,
    challengeId?: string,
  ) {
    super(serverMessage || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage || undefined;
    this.reason = reason || undefined;
    this.challengeId = challengeId || undefined;
  }
}

/**
 * The text to show for a failed call (SPEC §8): the server message when
 * present, else the caller's catalogue default (e.g. MESSAGES.failedToLogin).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

let requestLanguage = 'en';

/**
 * Sets the language every call asks the server's messages in (`Accept-Language`: 'en' or 'hi');
 * i18n/index.ts keeps it to the interface language.
 */
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/**
 * Runs `listener` after a 401 answered a call that carried a token (the
 * token is already removed). The router registers the navigation to `/`
 * and the session clears the customer; returns an unsubscribe function.
 */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function handleUnauthorized(): void {
  authStorage.removeToken();
  if (unauthorizedListeners.size === 0) {
    if (window.location.pathname !== '/') window.location.assign('/');
    return;
  }
  unauthorizedListeners.forEach((listener) => listener());
}

/** What a refresh came to: a new token stored, the session over (401), or no answer worth acting on now. */
export type RefreshOutcome = 'refreshed' | 'ended' | 'unavailable';

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Trades the HttpOnly refresh cookie for a new access token (POST
 * /api/auth/refresh) and stores it; one request however many calls wait for
 * it. Only the server's 401 means the session is over: a 429, a 5xx or no
 * connection leaves it as it is, to try again later.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    try {
      const response = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Accept-Language': requestLanguage },
        credentials: 'same-origin',
      });
      if (response.status === 401) return 'ended';
      const token = response.ok ? fieldOf(await readBody(response), 'accessToken') : undefined;
      if (!token) return 'unavailable';
      authStorage.saveToken(token);
      return 'refreshed';
    } catch {
      return 'unavailable';
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * After a 401 to a call that carried a token: true when a refreshed token
 * makes a retry worth it; logs out when the session is over.
 */
async function recoverFromUnauthorized(): Promise<boolean> {
  const outcome = await refreshAccessToken();
  if (outcome === 'ended') handleUnauthorized();
  return outcome === 'refreshed';
}

type Params = Record<string, string | number | undefined>;

function buildUrl(url: string, params?: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${url}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The string field `name` of an answer's body, when it has one. */
function fieldOf(body: unknown, name: 'message' | 'error' | 'challengeId' | 'accessToken'): string | undefined {
  if (body && typeof body === 'object' && name in body) {
    const value: unknown = (body as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The ApiError for a failed answer with status `status` and body `body`. */
const failure = (status: number, body: unknown) =>
  new ApiError(status, fieldOf(body, 'message'), undefined, fieldOf(body, 'error'), fieldOf(body, 'challengeId'));

type RequestOptions = {
  params?: Params;
  body?: unknown;
  /** Answer the body as a Blob (a private image), not JSON. */
  blob?: boolean;
  /** This is the repeat after a refresh: a second 401 ends the session. */
  retried?: boolean;
};

async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const token = authStorage.getToken();
  const headers: Record<string, string> = {
    Accept: options.blob ? '*/*' : 'application/json',
    'Accept-Language': requestLanguage,
  };
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const acting = getActingAccount()?.accountId;
  if (acting) headers['X-Milan-Account'] = acting;

  const href = buildUrl(url, options.params);
  const body =
    options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body);
  const send = () => fetch(href, { method, headers, body });
  // A prerendered page's first requests may be on their way already (lib/early-requests.ts); they were sent
  // without a token, so only an anonymous call takes one, and a failed one is asked again.
  const early =
    token || options.blob || typeof body === 'object'
      ? undefined
      : takeEarlyResponse(earlyRequestKey(method, href, body));

  let response: Response;
  try {
    response = early ? await early.catch(send) : await send();
  } catch {
    throw new ApiError(0, undefined, 'Connection failed');
  }

  if (!response.ok) {
    const body = await readBody(response);
    // A 401 without a token (e.g. a wrong code on a public call) is just an error:
    // only a rejected token means the session is over.
    if (response.status === 401 && token) {
      if (!options.retried && (await recoverFromUnauthorized())) {
        return request<T>(method, url, { ...options, retried: true });
      }
      if (options.retried) handleUnauthorized();
    }
    const error = failure(response.status, body);
    // Access to the account was removed: once (parallel calls fail alike), back to the person's own.
    if (error.reason === 'not_family' && acting && getActingAccount()?.accountId === acting) {
      setActingAccount(null, error.message);
    }
    throw error;
  }
  if (options.blob) return (await response.blob()) as T;
  return (await readBody(response)) as T;
}

/**
 * POSTs `form` (multipart) with XMLHttpRequest, whose upload reports progress
 * (fetch does not): `onProgress` gets the share sent, 0–1. Same token, 401
 * and error behaviour as every other call.
 */
async function upload<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  const expired = (error: unknown) => error instanceof ApiError && error.status === 401 && authStorage.getToken();
  try {
    return await uploadOnce<T>(url, form, onProgress);
  } catch (error) {
    if (!expired(error) || !(await recoverFromUnauthorized())) throw error;
  }
  try {
    return await uploadOnce<T>(url, form, onProgress);
  } catch (error) {
    if (expired(error)) handleUnauthorized();
    throw error;
  }
}

/** One multipart POST with XMLHttpRequest (see upload). */
function uploadOnce<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  const token = authStorage.getToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(url));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, 'Connection failed'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(failure(xhr.status, body));
    };
    xhr.send(form);
  });
}

export const api = {
  get: <T>(url: string, opts?: { params?: Params }) => request<T>('GET', url, { params: opts?.params }),
  /** GETs a file the server only gives with the token (a member's private image) as a Blob. */
  getBlob: (url: string) => request<Blob>('GET', url, { blob: true }),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, { body }),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, { body }),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, { body }),
  delete: <T>(url: string) => request<T>('DELETE', url),
  upload,
};
