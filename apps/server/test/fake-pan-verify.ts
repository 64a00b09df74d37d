import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidPan, type TPanStatus } from '@collably/shared/domain/tds';

/**
 * A local stand-in for a PAN verification service (issue 37), speaking the contract of
 * src/platform/pan-verify/pan-verifier.ts strictly: POST only, `Authorization: Bearer {key}`, a JSON body
 * `{"pan"}` of a well-formed PAN, or it answers 405, 401 or 400. A PAN is operative unless set otherwise;
 * `failWith(status)` makes every answer that error (the service down), `failWith(null)` ends it.
 */
export type FakePanVerify = {
  url: string;
  key: string;
  setStatus: (pan: string, status: TPanStatus) => void;
  failWith: (status: number | null) => void;
  /** The PANs asked about, in order. */
  asked: string[];
  close: () => Promise<void>;
};

export const FAKE_PAN_VERIFY_KEY = 'fake-pan-verify-key';

export async function startFakePanVerify(): Promise<FakePanVerify> {
  const statuses = new Map<string, TPanStatus>();
  const asked: string[] = [];
  let failure: number | null = null;
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return answer(405, { error: 'method' });
    if (req.headers.authorization !== `Bearer ${FAKE_PAN_VERIFY_KEY}`) return answer(401, { error: 'key' });
    if (!req.headers['content-type']?.startsWith('application/json')) return answer(400, { error: 'type' });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let pan: unknown;
      try {
        pan = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { pan?: unknown }).pan;
      } catch {
        return answer(400, { error: 'json' });
      }
      if (typeof pan !== 'string' || !isValidPan(pan)) return answer(400, { error: 'pan' });
      asked.push(pan);
      if (failure !== null) return answer(failure, { error: 'down' });
      answer(200, { pan, status: statuses.get(pan) ?? 'operative' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/pan-status`,
    key: FAKE_PAN_VERIFY_KEY,
    setStatus: (pan, status) => statuses.set(pan, status),
    failWith: (status) => {
      failure = status;
    },
    asked,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
