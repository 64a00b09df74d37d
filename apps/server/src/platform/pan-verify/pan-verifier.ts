import { z } from 'zod';
import { PAN_STATUSES, type TPanStatus } from '@collably/shared/domain/tds';

/**
 * Whether a PAN is operative (issue 37, docs/tax.md § TDS): a PAN not linked with Aadhaar is inoperative
 * (s. 139AA, Rule 114AAA), and TDS on a payment to its holder is deducted at the no-PAN rate of s. 206AA.
 * The port features/tds uses; `createPanVerifier` is the HTTP adapter, test/fake-pan-verify.ts a strict fake.
 */
export type PanVerifier = {
  /** The Income Tax Department's answer through the service; throws PanVerifyError when there is none. */
  check(pan: string): Promise<TPanStatus>;
};

export class PanVerifyError extends Error {
  override name = 'PanVerifyError';
}

/**
 * The contract the adapter speaks (docs/tax.md § TDS): `POST {url}` with `Authorization: Bearer {key}` and
 * `{"pan": "ABCPE1234F"}`; the answer `200 {"pan": "ABCPE1234F", "status": "operative" | "inoperative" |
 * "invalid"}` ('invalid': no such PAN). A provider with another shape is mapped here, nowhere else.
 */
const ZAnswer = z.object({ pan: z.string(), status: z.enum(PAN_STATUSES) });

export function createPanVerifier(options: { url: string; key: string; timeoutMs: number }): PanVerifier {
  return {
    async check(pan) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.key}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ pan }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new PanVerifyError('the PAN verification service could not be reached', { cause: error });
      }
      if (response.status !== 200) {
        throw new PanVerifyError(`the PAN verification service answered ${response.status}`);
      }
      const answer = ZAnswer.safeParse(await response.json().catch(() => undefined));
      if (!answer.success || answer.data.pan !== pan) {
        throw new PanVerifyError('the PAN verification service answered something else than a PAN’s status');
      }
      return answer.data.status;
    },
  };
}
