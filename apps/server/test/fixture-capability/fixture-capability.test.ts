import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { migrateToLatest } from '../../src/db/migrations';
import { features } from '../../src/features';
import { featureJobs, migrationsOf, runStartUpWork } from '../../src/platform/feature';
import { multipartBody, samplePdf } from '../multipart';
import { databases, openDatabase, testApp, type TestApp, type TestUser } from '../test-app';
import { FIXTURE_REFUND_ID, fixtureNotesFeature, fixtureRuns } from './fixture-notes.feature';

/**
 * A capability joins the app by its entry in a feature list and nothing else: no edit to app.ts, main.ts or the
 * permission matrix's runner. This one (fixture-notes.feature.ts) exists only here; it brings a table, routes,
 * a job, start-up work, a private-file rule and a rail handler.
 */
describe.each(databases())('a capability added through the feature list on %s', (dialect) => {
  const withFixture = [...features, fixtureNotesFeature];
  let t: TestApp;
  let brand: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect, { build: { features: withFixture } });
    brand = await t.user(Role.Brand);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const createNote = (as: TestUser, note: { fileName?: string; sharedWithUserId?: number } = {}) =>
    t.post(
      '/api/fixture-notes',
      {
        body: 'Launch shortlist',
        fileName: note.fileName ?? null,
        sharedWithUserId: note.sharedWithUserId ?? null,
      },
      { token: as.token },
    );

  it('serves its routes under their role guard, listed in the API document', async () => {
    const created = await createNote(brand);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ data: { id: number } }>().data;
    const read = await t.get(`/api/fixture-notes/${id}`, { token: brand.token });
    expect(read.json()).toMatchObject({
      isSuccess: true,
      data: { id, body: 'Launch shortlist', fileName: null },
    });

    expect((await createNote(await t.user(Role.Influencer))).statusCode).toBe(403);
    expect(
      (await t.post('/api/fixture-notes', { body: 'x', fileName: null, sharedWithUserId: null })).statusCode,
    ).toBe(401);
    expect(
      (await t.get(`/api/fixture-notes/${id}`, { token: (await t.user(Role.Brand)).token })).statusCode,
    ).toBe(404);
    expect((await t.post('/api/fixture-notes', { body: '' }, { token: brand.token })).statusCode).toBe(400);

    const document = await t.get('/api/docs/json');
    expect(Object.keys(document.json<{ paths: Record<string, unknown> }>().paths)).toEqual(
      expect.arrayContaining(['/api/fixture-notes', '/api/fixture-notes/{id}']),
    );
  });

  it('lets the user a note is shared with download its file, by its private-file rule', async () => {
    const upload = multipartBody([
      { filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() },
    ]);
    const uploaded = await t.inject({
      method: 'POST',
      url: '/api/files/attachments',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${brand.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [fileName] = uploaded.json<{ data: { fileNames: string[] } }>().data.fileNames;
    const influencer = await t.user(Role.Influencer);
    const askLink = (as: TestUser) => t.post('/api/files/link', { fileName }, { token: as.token });

    expect((await askLink(influencer)).statusCode).toBe(404);
    expect((await createNote(brand, { fileName, sharedWithUserId: influencer.id })).statusCode).toBe(200);
    const link = await askLink(influencer);
    expect(link.statusCode, link.body).toBe(200);
    expect((await t.get(link.json<{ data: { url: string } }>().data.url)).statusCode).toBe(200);
    expect((await askLink(await t.user(Role.Influencer))).statusCode).toBe(404);
  });

  it("runs its job in main.ts's loop, and its start-up work after the others'", async () => {
    const jobs = featureJobs(t.app.features, t.app.featureEnv);
    expect(jobs.map((j) => j.name)).toContain('fixture-notes-sweep');
    expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
    const sweeps = fixtureRuns.sweeps;
    await jobs.find((j) => j.name === 'fixture-notes-sweep')?.run();
    expect(fixtureRuns.sweeps).toBe(sweeps + 1);

    const startUps = fixtureRuns.startUps;
    await runStartUpWork(t.app.features, t.app.featureEnv);
    expect(fixtureRuns.startUps).toBe(startUps + 1);
  });

  it('gets a refund no earlier feature claims from the money rails', async () => {
    await t.app.featureEnv.rails.refundUpdated(FIXTURE_REFUND_ID);
    expect(fixtureRuns.refunds).toContain(FIXTURE_REFUND_ID);
    const before = fixtureRuns.refunds.length;
    await t.app.featureEnv.rails.refundUpdated('rfnd_someone_elses');
    expect(fixtureRuns.refunds).toHaveLength(before);
  });
});

describe.each(databases())('feature migrations on %s', (dialect) => {
  it('migrate a database the previous release created, after its migrations, and are then required', async () => {
    const { db, drop } = await openDatabase(dialect);
    try {
      // The previous release: the schema's migrations up to its last, and no feature's own.
      await migrateToLatest(db, dialect, '048-escrow-documents');
      await sql`insert into users (role_id, name, email, password_hash, status, created_on, modified_on)
        values (2, 'Kept Brand', 'kept@example.com', 'x', 'active', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`.execute(
        db,
      );

      await migrateToLatest(db, dialect, undefined, migrationsOf([...features, fixtureNotesFeature]));
      const recorded = await db
        .withTables<{ kyselyMigration: { name: string } }>()
        .selectFrom('kyselyMigration')
        .select('name')
        .orderBy('name')
        .execute();
      expect(recorded.at(-1)?.name).toBe('999-fixture-notes');
      expect(recorded.map((r) => r.name)).toContain('048-escrow-documents');
      const kept = await sql<{
        email: string;
      }>`select email from users where email = 'kept@example.com'`.execute(db);
      expect(kept.rows).toHaveLength(1);

      // A recorded migration that the code no longer carries (a renamed key, a removed feature) stops the start.
      await expect(migrateToLatest(db, dialect, undefined, migrationsOf(features))).rejects.toThrow(
        /999-fixture-notes/,
      );
      // Two features giving one key stop it too, before anything runs.
      await expect(
        migrateToLatest(db, dialect, undefined, migrationsOf([fixtureNotesFeature, fixtureNotesFeature])),
      ).rejects.toThrow(/Two migrations have the key 999-fixture-notes/);
    } finally {
      await drop();
    }
  });
});
