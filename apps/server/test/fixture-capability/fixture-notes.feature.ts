import type { Generated, Kysely, Migration } from 'kysely';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import type { DbOrTrx, Dialect } from '../../src/db/database';
import { idColumn } from '../../src/db/migrations/schema-helpers';
import { currentUser } from '../../src/platform/auth/guards';
import type { Feature, FeatureEnv } from '../../src/platform/feature';
import { envelopeOf, ok } from '../../src/platform/http/envelope';
import { AppError } from '../../src/platform/http/errors';

/**
 * A capability that exists only in tests: a brand's notes, each with a file it may share with one other user.
 * It joins the app through the feature list alone (fixture-capability.test.ts), the way a real one does.
 */
type FixtureNotes = {
  fixtureNotes: {
    id: Generated<number>;
    ownerUserId: number;
    sharedWithUserId: number | null;
    body: string;
    fileName: string | null;
  };
};

const notesOf = (db: DbOrTrx) => db.withTables<FixtureNotes>();

const fixtureNotesTable = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('fixture_notes'), dialect)
      .addColumn('owner_user_id', 'integer', (c) => c.notNull())
      .addColumn('shared_with_user_id', 'integer')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fixture_notes').execute();
  },
});

const ZNote = z.object({ id: z.number(), body: z.string(), fileName: z.string().nullable() });

/** What its job and start-up work did, for the test to read. */
export const fixtureRuns = { sweeps: 0, startUps: 0, refunds: [] as string[] };

export const FIXTURE_REFUND_ID = 'rfnd_fixture_notes_1';

export const fixtureNotesFeature: Feature = {
  name: 'fixture-notes',
  migrations: { '999-fixture-notes': fixtureNotesTable },
  routes: async (app, env: FeatureEnv) => {
    app.post(
      '/api/fixture-notes',
      {
        onRequest: app.requireRole(Role.Brand),
        schema: {
          tags: ['fixture-notes'],
          security: [{ bearer: [] }],
          body: z.object({
            body: z.string().min(1),
            fileName: z.string().nullable(),
            sharedWithUserId: z.number().int().nullable(),
          }),
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (req) => {
        const { id } = await notesOf(env.db)
          .insertInto('fixtureNotes')
          .values({ ownerUserId: currentUser(req.auth).userId, ...req.body })
          .returning('id')
          .executeTakeFirstOrThrow();
        return ok({ id: Number(id) });
      },
    );
    app.get(
      '/api/fixture-notes/:id',
      {
        onRequest: app.requireRole(Role.Brand),
        schema: {
          tags: ['fixture-notes'],
          security: [{ bearer: [] }],
          params: z.object({ id: z.coerce.number().int() }),
          response: { 200: envelopeOf(ZNote) },
        },
      },
      async (req) => {
        const note = await notesOf(env.db)
          .selectFrom('fixtureNotes')
          .select(['id', 'body', 'fileName'])
          .where('id', '=', req.params.id)
          .where('ownerUserId', '=', currentUser(req.auth).userId)
          .executeTakeFirst();
        if (!note) throw new AppError('NOT_FOUND', 'No such note.');
        return ok({ ...note, id: Number(note.id) });
      },
    );
  },
  jobs: () => [
    {
      name: 'fixture-notes-sweep',
      everyMs: 60_000,
      run: async () => {
        fixtureRuns.sweeps += 1;
        return fixtureRuns.sweeps;
      },
    },
  ],
  atStart: async () => {
    fixtureRuns.startUps += 1;
  },
  // The user a note is shared with may read its file.
  privateFileRule: async (db, name, userId) =>
    (await notesOf(db)
      .selectFrom('fixtureNotes')
      .select('id')
      .where('fileName', '=', name)
      .where('sharedWithUserId', '=', userId)
      .executeTakeFirst()) !== undefined,
  rails: {
    refundUpdated: async (_env, refundId) => {
      if (refundId !== FIXTURE_REFUND_ID) return false;
      fixtureRuns.refunds.push(refundId);
      return true;
    },
  },
};
