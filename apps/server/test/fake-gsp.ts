import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A strict local stand-in for a GST service provider's GSTR-2B API (features/gst-held/gsp.ts): only
 * `GET /gstr2b?gstin=…&rtnprd=MMYYYY` with the right bearer key and the platform's GSTIN answers the month's
 * JSON (404 while the test has not published one); anything else is refused as a real GSP would (401, 400,
 * 405), so an adapter that drifts from the contract fails its tests.
 */
export type FakeGsp = {
  url: string;
  apiKey: string;
  /** The GSTR-2B JSON the GSP gives for 'MMYYYY'. */
  publish: (rtnprd: string, json: unknown) => void;
  /** The next answers are this status (e.g. 500), then normal again. */
  failNext: (status: number, times?: number) => void;
  requests: { method: string; url: string }[];
  close: () => Promise<void>;
};

export async function startFakeGsp(o: { gstin: string; apiKey?: string }): Promise<FakeGsp> {
  const apiKey = o.apiKey ?? 'gsp-test-key';
  const months = new Map<string, string>();
  const requests: FakeGsp['requests'] = [];
  let failures: { status: number; times: number } | null = null;
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return send(failures.status, JSON.stringify({ error: 'injected failure' }));
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/gstr2b') return send(404, JSON.stringify({ error: 'no such path' }));
    if (req.method !== 'GET') return send(405, JSON.stringify({ error: 'GET only' }));
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return send(401, JSON.stringify({ error: 'bad key' }));
    const keys = [...url.searchParams.keys()].sort().join(',');
    const rtnprd = url.searchParams.get('rtnprd') ?? '';
    if (keys !== 'gstin,rtnprd' || !/^(0[1-9]|1[0-2])20\d\d$/.test(rtnprd)) {
      return send(400, JSON.stringify({ error: 'gstin and rtnprd (MMYYYY) only' }));
    }
    if (url.searchParams.get('gstin') !== o.gstin)
      return send(403, JSON.stringify({ error: 'not your GSTIN' }));
    const month = months.get(rtnprd);
    if (month === undefined) return send(404, JSON.stringify({ error: 'GSTR-2B not generated' }));
    return send(200, month);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    publish: (rtnprd, json) =>
      void months.set(rtnprd, typeof json === 'string' ? json : JSON.stringify(json)),
    failNext: (status, times = 1) => void (failures = { status, times }),
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
