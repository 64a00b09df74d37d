/**
 * The port to a GST service provider (GSP) for the platform's GSTR-2B (docs/tax.md § GST held), and its HTTP
 * adapter. A GSP relays the GST portal's API; each has its own authentication, so the adapter speaks one plain
 * contract and a deployment puts a thin proxy in front of its GSP if it differs:
 *
 *   GET {GSP_URL}/gstr2b?gstin=29AAACC1206D1ZM&rtnprd=112026
 *   Authorization: Bearer {GSP_API_KEY}
 *   → 200 with the GSTR-2B JSON exactly as the portal gives it ({ data: { gstin, rtnprd, docdata: { b2b } } }),
 *     404 while the month's GSTR-2B is not generated yet (the portal makes it on the 14th of the next month).
 *
 * Anything else is an error the job logs and retries on its next run. The tests run it against a strict local
 * fake (test/fake-gsp.ts).
 */
import { returnPeriodOf } from '@collably/shared/domain/gst-held';
import type { Config } from '../../config';

export type Gstr2bSource = {
  /** The GSTR-2B JSON of `period` ('YYYY-MM'), or null when the portal has not generated it yet. */
  fetchGstr2b: (o: { gstin: string; period: string }) => Promise<unknown>;
};

export class GspError extends Error {
  override readonly name = 'GspError';
}

export function createGspClient(gsp: NonNullable<Config['gsp']>): Gstr2bSource {
  return {
    async fetchGstr2b({ gstin, period }) {
      const url = new URL(`${gsp.url}/gstr2b`);
      url.searchParams.set('gstin', gstin);
      url.searchParams.set('rtnprd', returnPeriodOf(period));
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${gsp.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(gsp.timeoutMs),
        redirect: 'error',
      });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new GspError(`the GSP answered ${res.status} for GSTR-2B ${period}`);
      }
      const text = await readAtMost(res, gsp.maxBytes);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new GspError(`the GSP's GSTR-2B ${period} is not JSON`);
      }
    },
  };
}

/** The body as text, refusing one over `maxBytes` without reading it all. */
async function readAtMost(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const reader: ReadableStreamDefaultReader<Uint8Array> = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      throw new GspError(`the GSP's GSTR-2B is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
