import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { PaymentMessages } from '@collably/shared/messages/payments';
import { accountBalance, checkLedger } from '../hire-fixtures';
import { multipartBody, samplePdf } from '../multipart';
import { databases } from '../test-app';
import {
  client,
  eventually,
  freshDeployment,
  killAll,
  seedParties,
  startServer,
  type Deployment,
} from './server-process';

/**
 * Faults (issue 8): a real server process is killed with SIGKILL while paused inside a step that moves
 * money or writes a file, then started again without the pause. Whatever the crash cut short must be
 * consistent afterwards, and the retried request must complete exactly once.
 */
const TEST_TIMEOUT_MS = 120_000;

describe.each(databases())('kill -9 in the middle of a step, on %s', (dialect) => {
  let deployment: Deployment;
  beforeEach(async () => {
    deployment = await freshDeployment(dialect);
  });
  afterEach(async () => {
    killAll();
    await deployment.remove();
  });

  const uploadsFolder = () => path.join(deployment.dataDir, 'uploads');
  const filesInUploads = () => (fs.existsSync(uploadsFolder()) ? fs.readdirSync(uploadsFolder()) : []);
  const temporaryFiles = () => filesInUploads().filter((n) => n.startsWith('.upload-'));
  const transaction = (id: number) =>
    deployment.db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const journalsOf = async (transactionId: number, kind: string) =>
    (
      await deployment.db
        .selectFrom('ledgerJournals')
        .select('id')
        .where('transactionId', '=', transactionId)
        .where('kind', '=', kind)
        .execute()
    ).length;

  const checkout = async (api: ReturnType<typeof client>, token: string, serviceId: number) => {
    const res = await api.post('/api/transaction/create', {
      token,
      query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'false' },
    });
    expect(res.status, res.text).toBe(200);
    return res.json.data as { refrenceId: string; transId: number };
  };
  const exists = (api: ReturnType<typeof client>, token: string, serviceId: number) =>
    api.post('/api/transaction/exists', {
      token,
      query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'false' },
    });
  const confirm = (api: ReturnType<typeof client>, token: string, transId: number) =>
    api.post('/api/transaction/update', { token, query: { transId: String(transId) } });
  const act = (
    api: ReturnType<typeof client>,
    token: string,
    collabDetailId: number,
    statusId: number,
    files: string[] = [],
  ) =>
    api.post('/api/user/update/collab-status', {
      token,
      body: { collabDetailId, statusId, reason: '', base64File: files },
    });
  const upload = async (url: string, token: string) => {
    const body = multipartBody([
      { field: 'files', filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() },
    ]);
    const res = await fetch(new URL('/api/files/attachments', url), {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    return { status: res.status, json: (await res.json()) as { data?: { fileNames: string[] } } };
  };

  it(
    'payment confirmation: the paid checkout is captured once after the restart, and not charged again',
    async () => {
      const { brand, serviceId } = await seedParties(deployment.db);
      const first = await startServer(deployment, 'payment-confirm');
      const api = client(first);
      const token = await api.login(brand.email);
      const { refrenceId, transId } = await checkout(api, token, serviceId);
      const paying = api.pressPay(refrenceId).catch(() => null);
      await first.paused;
      await first.kill();
      await paying;

      // The provider took the money; the capture died with the process and was rolled back.
      const ref = refrenceId.replace('/pay/sandbox/', '');
      const sandbox = await deployment.db
        .selectFrom('sandboxPayments')
        .select('status')
        .where('ref', '=', ref)
        .executeTakeFirstOrThrow();
      expect(sandbox.status).toBe('succeeded');
      expect((await transaction(transId)).status).toBe('pending');
      expect(await journalsOf(transId, 'capture')).toBe(0);

      const second = await startServer(deployment);
      const again = client(second);
      // The start-up reconciliation captures it before anyone asks.
      await eventually(async () => (await transaction(transId)).status === 'captured', 'the capture');
      const [retried, found] = await Promise.all([
        confirm(again, token, transId),
        exists(again, token, serviceId),
      ]);
      expect(retried.status, retried.text).toBe(200);
      expect(retried.json.data).toBe(transId);
      expect(found.json.data).toBe(transId);
      const charge = await again.post('/api/transaction/create', {
        token,
        query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'false' },
      });
      expect(charge.status).toBe(409);
      expect(charge.json.message).toBe(PaymentMessages.alreadyPaid);

      const tx = await transaction(transId);
      expect(await journalsOf(transId, 'capture')).toBe(1);
      expect(await accountBalance(deployment.db, `escrow:${transId}`)).toBe(tx.subtotalPaise);
      expect(await accountBalance(deployment.db, 'payment-provider')).toBe(-tx.totalPaise);
      await checkLedger(deployment.db);
      await second.kill();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'collab approval: the escrow is released once, by the retried approval',
    async () => {
      const { brand, influencer, serviceId } = await seedParties(deployment.db);
      const first = await startServer(deployment, 'collab-approve');
      const api = client(first);
      const [brandToken, influencerToken] = [await api.login(brand.email), await api.login(influencer.email)];
      const { refrenceId, transId } = await checkout(api, brandToken, serviceId);
      expect((await api.pressPay(refrenceId)).status).toBe(303);
      expect((await confirm(api, brandToken, transId)).status).toBe(200);
      const created = await api.post('/api/brand/create/collab', {
        token: brandToken,
        body: {
          transId,
          influencerServiceId: serviceId,
          description: 'A video',
          base64File: [],
          allowUGC: false,
        },
      });
      expect(created.status, created.text).toBe(200);
      const collabId = (created.json.data as { collabDetailId: number }).collabDetailId;
      expect((await act(api, influencerToken, collabId, ActionCode.Accept)).status).toBe(200);
      const work = await upload(first.url, influencerToken);
      expect(work.status).toBe(200);
      const sent = await act(
        api,
        influencerToken,
        collabId,
        ActionCode.SendForApproval,
        work.json.data!.fileNames,
      );
      expect(sent.status, sent.text).toBe(200);

      const approving = act(api, brandToken, collabId, ActionCode.MarkComplete).catch(() => null);
      await first.paused;
      await first.kill();
      await approving;
      const before = await deployment.db
        .selectFrom('collabs')
        .select('status')
        .where('id', '=', collabId)
        .executeTakeFirstOrThrow();
      expect(before.status).not.toBe('Complete');
      expect(await journalsOf(transId, 'release')).toBe(0);

      const second = await startServer(deployment);
      const again = client(second);
      const approved = await act(again, brandToken, collabId, ActionCode.MarkComplete);
      expect(approved.status, approved.text).toBe(200);
      expect((approved.json.data as { collabStatus: string }).collabStatus).toBe('Complete');
      expect((await act(again, brandToken, collabId, ActionCode.MarkComplete)).status).toBe(409);

      const tx = await transaction(transId);
      expect(await journalsOf(transId, 'release')).toBe(1);
      expect(await accountBalance(deployment.db, `escrow:${transId}`)).toBe(0);
      const earnings = await again.get('/api/user/accountbalance', { token: influencerToken });
      expect((earnings.json.data as { accountBalance: number }).accountBalance * 100).toBe(
        tx.influencerPayoutPaise,
      );
      const report = await checkLedger(deployment.db);
      expect(report.escrows.get(transId)).toMatchObject({ released: tx.subtotalPaise, refunded: 0, held: 0 });
      await second.kill();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'upload: no temporary file survives the crash and the retried upload is stored once',
    async () => {
      const { influencer } = await seedParties(deployment.db);
      const first = await startServer(deployment, 'upload');
      const token = await client(first).login(influencer.email);
      const uploading = upload(first.url, token).catch(() => null);
      await first.paused;
      expect(temporaryFiles()).toHaveLength(1);
      await first.kill();
      await uploading;
      expect(temporaryFiles()).toHaveLength(1);
      const rows = () =>
        deployment.db.selectFrom('uploads').selectAll().where('ownerUserId', '=', influencer.id).execute();
      expect(await rows()).toHaveLength(0);

      const second = await startServer(deployment);
      expect(temporaryFiles()).toEqual([]);
      const retried = await upload(second.url, token);
      expect(retried.status).toBe(200);
      const [name] = retried.json.data!.fileNames;
      expect(filesInUploads()).toEqual([name]);
      expect((await rows()).map((r) => r.name)).toEqual([name]);
      // An attachment is private: it is read through a signed link asked for with the session.
      const link = await fetch(new URL('/api/files/link', second.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: name }),
      });
      expect(link.status).toBe(200);
      const { url } = ((await link.json()) as { data: { url: string } }).data;
      const served = await fetch(new URL(url, second.url));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(samplePdf())).toBe(true);
      await second.kill();
    },
    TEST_TIMEOUT_MS,
  );
});
