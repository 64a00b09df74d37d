/**
 * Razorpay's REST API over plain fetch, for pay-in (razorpay-provider.ts) and RazorpayX (platform/payouts):
 * Basic auth with the key pair, JSON both ways, amounts in paise, a time limit on every call. The base URL is
 * an option (RAZORPAY_API_URL), which is how the tests point both at a local fake.
 */
export type RazorpayCredentials = { keyId: string; keySecret: string; apiUrl: string };

export type RazorpayEntity = Record<string, unknown>;

/**
 * Razorpay answered with an error. `statusCode` is undefined when no answer came (network, time-out): the
 * call may or may not have reached Razorpay.
 */
export class RazorpayHttpError extends Error {
  override readonly name = 'RazorpayHttpError';
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    readonly description: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** A 4xx: Razorpay's definite no, nothing was done. */
  get isRefusal(): boolean {
    return this.statusCode !== undefined && this.statusCode >= 400 && this.statusCode < 500;
  }
}

const CALL_TIMEOUT_MS = 15_000;

export type RazorpayCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<RazorpayEntity>;

/** `product` names the API in error messages (Razorpay, RazorpayX). */
export function razorpayClient(credentials: RazorpayCredentials, product = 'Razorpay'): RazorpayCall {
  const auth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const base = credentials.apiUrl.replace(/\/+$/, '');
  return async (method, path, body, headers = {}) => {
    let res: Response;
    try {
      res = await fetch(`${base}/v1${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayHttpError(`${product} ${method} ${path} failed`, undefined, 'no answer', {
        cause: error,
      });
    }
    const data = (await res.json().catch(() => ({}))) as RazorpayEntity;
    if (!res.ok) {
      const given = (data.error as RazorpayEntity | undefined)?.description;
      const description = typeof given === 'string' ? given : res.statusText;
      throw new RazorpayHttpError(
        `${product} ${method} ${path}: ${res.status} ${description}`,
        res.status,
        description,
      );
    }
    return data;
  };
}

/** A collection's items (`{ entity: 'collection', count, items }`). */
export const itemsOf = (collection: RazorpayEntity): RazorpayEntity[] =>
  Array.isArray(collection.items) ? (collection.items as RazorpayEntity[]) : [];

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Razorpay's largest page (`count`) of a collection. */
export const PAGE_SIZE = 100;

/**
 * Every item of a collection, page by page (`count`=100, `skip` growing), until a page comes back short.
 * `query` is the rest of the query string ('from=…&to=…').
 */
export async function* allItems(
  call: RazorpayCall,
  path: string,
  query: string,
): AsyncGenerator<RazorpayEntity> {
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const items = itemsOf(await call('GET', `${path}?${query}&count=${PAGE_SIZE}&skip=${skip}`));
    yield* items;
    if (items.length < PAGE_SIZE) return;
  }
}

/** Unix seconds (Razorpay's `from`/`to`/`created_at`) of a time in ms, and back. */
export const unixSeconds = (ms: number) => Math.floor(ms / 1000);
export const msOf = (seconds: unknown) => Number(seconds) * 1000;

/** A whole number of paise from an entity's field; null when absent (a fee not charged yet). */
export const paiseOrNull = (value: unknown): number | null =>
  value === null || value === undefined || !Number.isSafeInteger(Number(value)) ? null : Number(value);
