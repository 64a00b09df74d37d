import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommonMessages } from '@collably/shared/messages/common';
import { propertyRuns } from '@collably/shared/testing/property-runs';
import { databases, testApp, type TestApp } from '../test-app';
import { makeFixtures, type Fixtures } from './fixtures';
import { requestArb, rolesServing, type Request } from './requests';
import { hiddenOperations, operationsOf, type OpenApi } from './routes';

/**
 * Every route of the OpenAPI document, called with generated valid and hostile requests (ARCHITECTURE §8):
 * no answer may be a 5xx, and every 4xx is an envelope with a message. A new route is fuzzed as soon as it
 * is in the document. CI runs FUZZ_RUNS (default 200, scaled down by test:quick) cases per route and database with a fixed seed;
 * `npm run fuzz` runs 5000 with a random seed, printed so a failure can be replayed with FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? propertyRuns(200));
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? randomBytes(4).readInt32LE()
    : Number(process.env.FUZZ_SEED ?? 20_261_123);
/** FUZZ_REPORT=1: collect every distinct problem and print them at the end instead of stopping at the first. */
const REPORT_ONLY = process.env.FUZZ_REPORT === '1';
const found = new Map<string, string>();
if (process.env.FUZZ_SEED) console.log(`fuzz: ${RUNS} cases per route, seed ${SEED}`);

/** The routes, read from the document (and the router) of an app built once at collection time. */
const operations = await (async () => {
  const t = await testApp('sqlite');
  try {
    const documented = operationsOf(t.app.swagger() as unknown as OpenApi);
    const keys = new Set(documented.map((op) => op.key));
    return [...documented, ...hiddenOperations(t.app.printRoutes({ commonPrefix: false }), keys)];
  } finally {
    await t.close();
  }
})();

/** What is wrong with an answer, or null. */
function problemOf(key: string, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return 'a 5xx answer';
  if (res.statusCode < 400) return null;
  // Pages outside the API (the hosted sandbox checkout) answer a person with a page, not an envelope.
  const isPage = !key.includes(' /api/') && String(res.headers['content-type']).startsWith('text/html');
  if (isPage) return null;
  let body: { isSuccess?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return 'a 4xx that is not JSON';
  }
  if (body.isSuccess !== false) return 'a 4xx without isSuccess false';
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'a 4xx without a message';
  // The database never had to refuse a value: the input rules caught it first.
  if (body.message === CommonMessages.dataException) return 'a value only the database refused';
  return null;
}

const errorText = (error: unknown) =>
  error instanceof Error ? `${(error as { code?: string }).code ?? ''} ${error.stack ?? error.message}` : '';

const describeResponse = (req: Request, res: LightMyRequestResponse, error: unknown) =>
  `${req.identity} ${req.url}\nheaders ${JSON.stringify(req.headers)}\npayload ${String(req.payload ?? '').slice(0, 500)}\n` +
  `→ ${res.statusCode} ${res.body.slice(0, 300)}\n${errorText(error)}`;

describe.each(databases())('fuzzing every route of the OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  let fixtures: Fixtures;
  let lastError: unknown;
  const counts = { cases: 0, routes: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        for (const limit of Object.values(config.rateLimits)) limit.max = 1_000_000_000;
      },
      beforeReady: (app) =>
        app.addHook('onError', async (_req, _reply, error) => {
          lastError = error;
        }),
    });
    fixtures = await makeFixtures(t);
  }, 120_000);
  afterAll(async () => {
    console.log(
      `fuzz ${dialect}: ${counts.routes} routes, ${counts.cases} cases, statuses ${JSON.stringify(Object.fromEntries(counts.byStatus))}`,
    );
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
    if (found.size > 0) console.log([...found.values()].join('\n\n----\n'));
  });

  it('finds the routes of the document and those it leaves out', () => {
    const keys = operations.map((op) => op.key);
    expect(keys).toContain('GET /api/influencer/get-details/{id}');
    expect(keys).toContain('POST /pay/sandbox/{ref}/pay');
    expect(keys.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [op.key, op] as const))(
    '%s answers no 5xx and an envelope on every 4xx',
    async (key, op) => {
      const serving = await rolesServing(t, fixtures, op);
      counts.routes++;
      await fc.assert(
        fc.asyncProperty(requestArb(op, fixtures, serving), async (req) => {
          lastError = undefined;
          const res = await t.inject({
            method: op.method,
            url: req.url,
            headers: req.headers,
            ...(req.payload === undefined ? {} : { payload: req.payload }),
          });
          counts.cases++;
          // With SQLite a whole request can complete in microtasks; give the event loop a turn now and
          // then so the worker still answers Vitest's own messages during a long run.
          if (counts.cases % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
          counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
          const problem = problemOf(key, res);
          if (problem === null) return;
          const context = `${problem}\n${describeResponse(req, res, lastError)}`;
          if (!REPORT_ONLY) expect.fail(context);
          const signature = `${dialect} ${key} ${problem} ${res.statusCode} ${errorText(lastError).split('\n')[0]}`;
          if (!found.has(signature)) found.set(signature, context);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    RUNS * 1_000,
  );
});
