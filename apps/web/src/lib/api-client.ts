import type { TEnvelope } from '@collably/shared/schemas/common';
import { appConfig } from '@/config/app-config';
import { referralCode } from './referral';
import { clearSession, getSession } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const CONNECTION_LOST = 'We could not reach Collably. Check your connection and try again.';

/**
 * Leaving the page (a link to another site, the payment redirect, a reload) cuts off requests still
 * on their way; the browser reports them as network errors. That is not a lost connection and must
 * not end the session (it would, before the next page even loads).
 */
let isLeavingPage = false;
const inBrowser = typeof window !== 'undefined';
if (inBrowser) {
  window.addEventListener('beforeunload', () => {
    isLeavingPage = true;
  });
  window.addEventListener('pagehide', () => {
    isLeavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    isLeavingPage = false;
  });
}

/**
 * How a request reaches the API: the browser's fetch, or, when the server renders a page's first paint
 * (app/render-page.tsx), the server answering itself as a visitor without a session.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);
export const setApiTransport = (send: typeof transport) => void (transport = send);

/** Spec §8: a 401, 500 or no answer (status 0) ends the session and goes home. */
function endSessionAndGoHome() {
  if (!inBrowser) return;
  clearSession();
  if (window.location.pathname !== '/') window.location.assign('/');
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const origin = inBrowser ? window.location.origin : 'http://localhost';
  const url = new URL(`${appConfig.apiBase}/${path.replace(/^\//, '')}`, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

function referralHeader(): Record<string, string> {
  const code = inBrowser ? referralCode() : null;
  return code ? { Czref: code } : {};
}

/**
 * One call to the API with the session's bearer token (and the referral code): the answer, after the
 * spec's reactions to a lost connection, a 401 and a 500.
 */
async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const session = getSession();
  const headers: Record<string, string> = { ...referralHeader(), ...options.headers };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // A device the browser knows is offline has not been refused by the server: keep the session, so the
    // page (a chat waiting to reconnect) is still there when the network comes back.
    if (session && !isLeavingPage && inBrowser && navigator.onLine) endSessionAndGoHome();
    throw new ApiError(CONNECTION_LOST, 0);
  }
  // A failed sign-in is a 401 too, but it carries no token and must not send a visitor away.
  if ((response.status === 401 && session) || response.status >= 500) endSessionAndGoHome();
  return response;
}

const envelopeOf = <T>(response: Response) =>
  response.json().catch(() => null) as Promise<TEnvelope<T> | null>;

/** A refusal as an ApiError with the server's message. */
const refusal = (envelope: TEnvelope<unknown> | null, response: Response) =>
  new ApiError(envelope?.message ?? `Request failed (${response.status})`, response.status);

/** One call to the API: bearer token, envelope unwrapped, errors as ApiError with the server's message. */
export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<TEnvelope<T>> {
  const response = await send(method, path, options);
  const envelope = await envelopeOf<T>(response);
  if (!response.ok || !envelope || !envelope.isSuccess) throw refusal(envelope, response);
  return envelope;
}

/** A file the API answers (an invoice PDF, a CSV), as `request` calls it; a refusal is an ApiError too. */
export async function requestFile(path: string, query?: RequestOptions['query']): Promise<Blob> {
  const response = await send('GET', path, { query });
  if (!response.ok) throw refusal(await envelopeOf(response), response);
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
};

/** URL of a public picture (profile, brand); `card` is the small one for listings. Attachments: lib/attachments. */
export const fileUrl = (name: string | null | undefined, size?: 'card') =>
  name ? `${appConfig.filesBase}/${encodeURIComponent(name)}${size ? `?size=${size}` : ''}` : undefined;
