import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePanVerify, type FakePanVerify } from '../../../test/fake-pan-verify';
import { createPanVerifier, PanVerifyError } from './pan-verifier';

describe('the PAN verification adapter', () => {
  let fake: FakePanVerify;
  beforeAll(async () => {
    fake = await startFakePanVerify();
  });
  afterAll(() => fake.close());

  it('sends the PAN with the key and reads the status', async () => {
    const verifier = createPanVerifier({ url: fake.url, key: fake.key, timeoutMs: 2_000 });
    fake.setStatus('ABCPE1234F', 'inoperative');
    fake.setStatus('AAFFC1234Q', 'invalid');
    expect(await verifier.check('ABCPE1234F')).toBe('inoperative');
    expect(await verifier.check('AAFFC1234Q')).toBe('invalid');
    expect(await verifier.check('QWEPK4821L')).toBe('operative');
  });

  it('fails with PanVerifyError on a wrong key, an error, or no answer', async () => {
    await expect(
      createPanVerifier({ url: fake.url, key: 'wrong', timeoutMs: 2_000 }).check('ABCPE1234F'),
    ).rejects.toThrow(PanVerifyError);
    fake.failWith(500);
    await expect(
      createPanVerifier({ url: fake.url, key: fake.key, timeoutMs: 2_000 }).check('ABCPE1234F'),
    ).rejects.toThrow(/answered 500/);
    fake.failWith(null);
    await expect(
      createPanVerifier({ url: 'http://127.0.0.1:9/', key: 'k', timeoutMs: 2_000 }).check('ABCPE1234F'),
    ).rejects.toThrow(/could not be reached/);
  });

  it('refuses an answer about another PAN or of another shape', async () => {
    const answers = [
      { pan: 'ZZZPE1234F', status: 'operative' },
      { pan: 'ABCPE1234F', status: 'linked' },
      'operative',
    ];
    let next = 0;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answers[next++]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      for (let i = 0; i < answers.length; i += 1) {
        await expect(
          createPanVerifier({ url, key: 'k', timeoutMs: 2_000 }).check('ABCPE1234F'),
        ).rejects.toThrow(PanVerifyError);
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
