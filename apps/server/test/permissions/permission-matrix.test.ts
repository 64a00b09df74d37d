import fs from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { multipartBody } from '../multipart';
import { features } from '../../src/features';
import type { Feature } from '../../src/platform/feature';
import { databases, testApp } from '../test-app';
import { buildFixtures, ROLES, type Fixtures, type RoleKey, type SignedInKey } from './matrix-fixtures';
import type { Call, Cell, Row, Verdict } from './matrix-rows';
import { permissionRowsByFeature } from './permission-rows';

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type JsonSchema = {
  properties?: Record<string, unknown>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every row of every feature, from the `*.permissions.ts` files beside the routes (see matrix-rows.ts). */
const rowsByFeature = await permissionRowsByFeature();
const MATRIX: readonly Row[] = [...rowsByFeature.values()].flat();

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const splitRoute = (route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return { method, path };
};
const rowName = (row: Row) => `${row.route}${row.case ? ` [${row.case}]` : ''}`;

/** The verdict of one cell, and the cells of a row ('n/a' cells are listed so the summary counts them). */
function cellsOf(row: Row): { role: RoleKey; own: boolean | null; verdict: Verdict }[] {
  const cells: { role: RoleKey; own: boolean | null; verdict: Verdict }[] = [
    { role: 'visitor', own: null, verdict: row.expect.visitor },
  ];
  for (const role of ROLES.slice(1) as SignedInKey[]) {
    const v = row.expect[role];
    if (!row.owned) {
      if (typeof v !== 'string')
        throw new Error(`${rowName(row)}: ${role} has own/other verdicts but the row is not owned`);
      cells.push({ role, own: null, verdict: v });
    } else if (typeof v === 'string') {
      cells.push({ role, own: true, verdict: v }, { role, own: false, verdict: v });
    } else {
      cells.push({ role, own: true, verdict: v.own }, { role, own: false, verdict: v.other });
    }
  }
  return cells;
}

const cellName = (row: Row, role: RoleKey, own: boolean | null, verdict: Verdict) =>
  `${rowName(row)} × ${role}${own === null ? '' : own ? ' × own' : ' × other'} → ${verdict}`;

/** The statuses that count as a denial of this cell (see the table's header). */
function denyStatuses(row: Row, cell: Cell): readonly number[] {
  if (row.denyStatus) return row.denyStatus;
  if (cell.role === 'visitor') return [401];
  const v = row.expect[cell.role];
  const deniedByRole = typeof v === 'string' ? v === 'deny' : v.own !== 'allow' && v.other !== 'allow';
  return deniedByRole ? [row.roleDeny ?? 403] : [row.notOwner ?? 403];
}

function classify(row: Row, cell: Cell, res: LightMyRequestResponse): 'allow' | 'deny' | 'unexpected' {
  const judged = row.judge?.(res, cell);
  if (judged) return judged;
  if ((row.allow ?? [200]).includes(res.statusCode)) return 'allow';
  if (denyStatuses(row, cell).includes(res.statusCode)) return 'deny';
  return 'unexpected';
}

function inject(
  fx: Fixtures,
  row: Row,
  cell: Cell,
  call: Call,
  override?: Partial<Call> & { formFields?: Record<string, string> },
) {
  const { method, path } = splitRoute(row.route);
  const params = { ...call.params };
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`${rowName(row)}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
  // A visitor never carries a token, whatever the row asks.
  const user = cell.role === 'visitor' ? null : (call.as ?? cell.caller);
  const body = override && 'body' in override ? override.body : call.body;
  const query = override?.query ?? call.query;
  const raw = call.multipart ? multipartBody(call.multipart, override?.formFields ?? {}) : call.raw;
  const options: InjectOptions = {
    method: method,
    url,
    query,
    headers: {
      ...(raw?.headers ?? {}),
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    ...(raw
      ? { payload: raw.payload }
      : body === undefined
        ? {}
        : { payload: body as InjectOptions['payload'] }),
  };
  return fx.t.inject(options);
}

/**
 * Every route the router holds, read from Fastify's route tree (it has no list API): catches routes the
 * OpenAPI document hides. HEAD twins and the API documentation pages are left out.
 */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && !path.startsWith('/api/docs')) routes.push(routeKey(method, path));
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Undeclared fields

/** Fields no route may take from a body or query string unless its schema declares them. */
const undeclaredFields = (victimId: number): Record<string, string | number | boolean> => ({
  roleId: Role.SuperAdmin,
  RoleId: Role.SuperAdmin,
  roleID: Role.SuperAdmin,
  role: Role.SuperAdmin,
  status: 'disabled',
  Status: 'disabled',
  isFeatured: true,
  IsFeatured: true,
  tags: '[{"id":3,"name":"High Reach"}]',
  balance: 10_000_000,
  Balance: 10_000_000,
  accountBalance: 10_000_000,
  walletBalance: 10_000_000,
  amount: 1,
  pricePaise: 1,
  userId: victimId,
  UserId: victimId,
  userID: victimId,
  brandUserId: victimId,
  influencerUserId: victimId,
  emailVerified: 0,
  tokenVersion: 999,
  email: 'attacker@example.com',
  passwordHash: 'attacker',
  isDeleted: 1,
  isFirstOrder: true,
  usedByUserId: victimId,
});

function declaredFields(doc: OpenApiDoc, row: Row): { body: Set<string>; query: Set<string> } {
  const { method, path } = splitRoute(row.route);
  const op = doc.paths[path]?.[method.toLowerCase()];
  const names = new Set<string>();
  const collect = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const key of Object.keys(schema.properties ?? {})) names.add(key);
    collect(schema.items);
    for (const s of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) collect(s);
  };
  collect(op?.requestBody?.content?.['application/json']?.schema);
  return {
    body: names,
    query: new Set((op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)),
  };
}

function withUndeclared<T>(value: T, declared: Set<string>, extras: Record<string, unknown>): T {
  const add = (item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? { ...Object.fromEntries(Object.entries(extras).filter(([k]) => !declared.has(k))), ...item }
      : item;
  return (Array.isArray(value) ? value.map(add) : add(value)) as T;
}

/** What an undeclared field could change: every user's role, status, flags and credentials. */
async function userSnapshot(fx: Fixtures) {
  const rows = await fx.t.db
    .selectFrom('users')
    .select([
      'id',
      'roleId',
      'status',
      'isFeatured',
      'emailVerified',
      'email',
      'passwordHash',
      'tags',
      'name',
      'profilePic',
    ])
    .orderBy('id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, isFeatured: Number(r.isFeatured), emailVerified: Number(r.emailVerified) },
    ]),
  );
}

/** Money by account kind (paise): what an undeclared balance or amount could change. */
async function moneyByKind(fx: Fixtures): Promise<Record<string, number>> {
  const rows = await fx.t.db.selectFrom('ledgerAccounts').select(['kind', 'balancePaise']).execute();
  const sums: Record<string, number> = {};
  for (const r of rows) sums[r.kind] = (sums[r.kind] ?? 0) + Number(r.balancePaise);
  return sums;
}
const moneyDelta = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)] as const)
      .filter(([, d]) => d !== 0),
  );

// ---------------------------------------------------------------------------------------------

type Tally = {
  routes: number;
  rows: number;
  cells: number;
  allows: number;
  denies: number;
  na: number;
  unexpectedAllows: string[];
  extras: number;
};

describe.each(databases())('permission matrix on %s', (dialect) => {
  let fx: Fixtures;
  let doc: OpenApiDoc;
  let started = 0;
  const tally: Tally = {
    routes: 0,
    rows: MATRIX.length,
    cells: 0,
    allows: 0,
    denies: 0,
    na: 0,
    unexpectedAllows: [],
    extras: 0,
  };
  /** Money moved by each allowed cell without undeclared fields, to compare with the run that has them. */
  const plainMoney = new Map<string, Record<string, number>>();

  beforeAll(async () => {
    started = Date.now();
    const t = await testApp(dialect);
    fx = await buildFixtures(t);
    doc = t.app.swagger() as unknown as OpenApiDoc;
  }, 120_000);

  afterAll(async () => {
    if (!fx) return;
    await fx.t.close();
    fs.rmSync(fx.t.config.dataDir, { recursive: true, force: true });
    console.log(
      `[permission matrix, ${dialect}] ${tally.routes} routes, ${tally.rows} rows, ${tally.cells} cells run ` +
        `(${tally.allows} allowed, ${tally.denies} denied, ${tally.na} n/a), ${tally.extras} undeclared-field runs, ` +
        `${tally.unexpectedAllows.length} unexpected allows${tally.unexpectedAllows.length ? `: ${tally.unexpectedAllows.join('; ')}` : ''}, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  test('every route has a row, and every row names a route', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => routeKey(method, path)),
    );
    const registered = registeredRoutes(fx.t.app.printRoutes({ commonPrefix: false }));
    expect(registered.length, 'routes read from the router').toBeGreaterThan(documented.length / 2);
    const routes = [...new Set([...documented, ...registered])];
    tally.routes = routes.length;
    const covered = new Set(MATRIX.map((r) => r.route));
    expect(
      routes.filter((r) => !covered.has(r)),
      'routes without a row in a *.permissions.ts',
    ).toEqual([]);
    const known = new Set(routes);
    expect(
      MATRIX.map((r) => r.route).filter((r) => !known.has(r)),
      'rows naming no route',
    ).toEqual([]);
  });

  for (const row of MATRIX) {
    for (const { role, own, verdict } of cellsOf(row)) {
      const name = cellName(row, role, own, verdict);
      if (verdict === 'n/a') {
        tally.na++;
        continue;
      }
      const cellOf = (): Cell => ({ role, own, caller: role === 'visitor' ? null : fx.me[role] });

      test(name, async () => {
        const cell = cellOf();
        const call = await row.request(fx, cell);
        const before = call.probe ? await call.probe() : undefined;
        const moneyBefore = await moneyByKind(fx);
        const res = await inject(fx, row, cell, call);
        const moneyAfter = await moneyByKind(fx);
        const outcome = classify(row, cell, res);
        tally.cells++;
        if (outcome === 'allow') tally.allows++;
        if (outcome === 'deny') tally.denies++;
        if (outcome === 'allow' && verdict === 'deny') tally.unexpectedAllows.push(name);
        const expected =
          verdict === 'allow'
            ? `allowed (${(row.allow ?? [200]).join('/')})`
            : `denied (${denyStatuses(row, cell).join('/')})`;
        expect(
          outcome,
          `${name}: rule "${row.rule}": expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
        ).toBe(verdict);
        if (verdict === 'deny' && call.probe) {
          expect(await call.probe(), `${name}: a denied call changed nothing`).toEqual(before);
        }
        if (verdict === 'deny') {
          expect(moneyDelta(moneyBefore, moneyAfter), `${name}: a denied call moved no money`).toEqual({});
        }
        if (verdict === 'allow') {
          plainMoney.set(name, moneyDelta(moneyBefore, moneyAfter));
          await call.verify?.(res);
        }
      });

      // Undeclared fields ride on bodies and query strings of the writes (POST); GET routes take none that write.
      if (verdict !== 'allow' || splitRoute(row.route).method !== 'POST') continue;
      test(`${name}: undeclared fields take no effect`, async () => {
        const cell = cellOf();
        const call = await row.request(fx, cell);
        // A write with neither body nor query (logout, read-all) gets the fields in its query string.
        const hasNoInput = call.body === undefined && call.query === undefined && !call.multipart;
        const declared = declaredFields(doc, row);
        const victim = role === 'brand' ? fx.peer.brand : fx.peer.influencer;
        const extras = undeclaredFields(victim.id);
        const body = call.body === undefined ? undefined : withUndeclared(call.body, declared.body, extras);
        const query =
          call.query === undefined && !hasNoInput
            ? undefined
            : {
                ...Object.fromEntries(
                  Object.entries(extras)
                    .filter(([k]) => !declared.query.has(k))
                    .map(([k, v]) => [k, String(v)]),
                ),
                ...call.query,
              };
        // Multipart routes take at most 10 fields: the ones that could name an owner, a role or money.
        const formFields = Object.fromEntries(
          ['roleId', 'RoleId', 'status', 'isFeatured', 'userId', 'UserId', 'ownerUserId', 'balance'].map(
            (k) => [k, String(k === 'ownerUserId' ? victim.id : (extras[k] ?? ''))],
          ),
        );
        // Users the call may legitimately change: the caller and the user ids / e-mail the route declares.
        const named = new Set<number>();
        for (const source of [call.body, call.query]) {
          const values = Array.isArray(source) ? source : [source];
          for (const v of values) {
            const o = (v ?? {}) as Record<string, unknown>;
            for (const k of ['UserId', 'userId']) if (o[k] !== undefined) named.add(Number(o[k]));
          }
        }
        const subjects = new Set<number>([(call.as ?? cell.caller)?.id ?? -1, ...named]);
        const subjectEmail = (call.body as { Email?: string } | undefined)?.Email;
        const usersBefore = await userSnapshot(fx);
        const moneyBefore = await moneyByKind(fx);
        const res = await inject(fx, row, cell, call, { body, query, formFields });
        const moneyAfter = await moneyByKind(fx);
        const usersAfter = await userSnapshot(fx);
        tally.extras++;
        expect(
          [...(row.allow ?? [200]), 400],
          `${name} with undeclared fields: ${res.statusCode} ${res.body.slice(0, 300)}`,
        ).toContain(res.statusCode);
        for (const [id, was] of usersBefore) {
          const now = usersAfter.get(id);
          const isSubject = subjects.has(id) || was.email === subjectEmail?.toLowerCase();
          // A moderation call changes these fields of the user it names, and of that user only.
          const mayChange = new Set<string>(named.has(id) ? (row.subjectChanges ?? []) : []);
          const pick = (u: typeof was | undefined) =>
            u && {
              roleId: u.roleId,
              ...(mayChange.has('status') ? {} : { status: u.status }),
              ...(mayChange.has('isFeatured') ? {} : { isFeatured: u.isFeatured }),
              emailVerified: u.emailVerified,
              email: u.email,
              ...(mayChange.has('tags') ? {} : { tags: u.tags }),
              ...(isSubject ? {} : { name: u.name, profilePic: u.profilePic }),
              ...(isSubject && row.route === 'POST /api/user/resetpassword'
                ? {}
                : { passwordHash: u.passwordHash }),
            };
          expect(pick(now), `${name}: user ${id} unchanged by undeclared fields`).toEqual(pick(was));
        }
        for (const [id, user] of usersAfter) {
          if (usersBefore.has(id)) continue;
          expect([Role.Influencer, Role.Brand], `${name}: a new user ${id} has a registrable role`).toContain(
            user.roleId,
          );
          expect(user.isFeatured, `${name}: a new user is not featured`).toBe(0);
        }
        if (res.statusCode !== 400) await call.verify?.(res);
        const plain = plainMoney.get(name);
        if (res.statusCode !== 400 && plain) {
          expect(
            moneyDelta(moneyBefore, moneyAfter),
            `${name}: money moved as without undeclared fields`,
          ).toEqual(plain);
        } else {
          expect(moneyDelta(moneyBefore, moneyAfter), `${name}: a refused call moved no money`).toEqual({});
        }
      });
    }
  }
});

/**
 * The rows and the app's one list of features (src/features.ts): each row is filed under the feature whose
 * routes register its route, so every name with rows is a feature of the list and every feature that
 * registers a route has rows. Which feature registers what is read from an app whose features' route
 * plugins each record the routes they add.
 */
test('permission rows are filed under the features of src/features.ts that register their routes', async () => {
  const featureOfRoute = new Map<string, string>();
  const recording = features.map((feature): Feature => {
    const { routes } = feature;
    if (!routes) return feature;
    return {
      ...feature,
      routes: async (app, env) => {
        app.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) {
            if (method === 'HEAD') continue;
            featureOfRoute.set(routeKey(method, route.url.replace(/:(\w+)/g, '{$1}')), feature.name);
          }
        });
        await app.register(routes, env);
      },
    };
  });
  const t = await testApp('sqlite', { build: { features: recording } });
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });

  const names = new Set(features.map((f) => f.name));
  expect(
    [...rowsByFeature.keys()].filter((name) => !names.has(name)),
    'rows filed under a name that is no feature of src/features.ts',
  ).toEqual([]);
  const registering = new Set(featureOfRoute.values());
  expect(
    features.filter((f) => registering.has(f.name) && !rowsByFeature.has(f.name)).map((f) => f.name),
    'features whose routes have no permission rows',
  ).toEqual([]);
  const misfiled = [...rowsByFeature].flatMap(([feature, rows]) =>
    rows.flatMap((row) => {
      const owner = featureOfRoute.get(row.route);
      return owner && owner !== feature ? [`${rowName(row)}: in '${feature}', registered by '${owner}'`] : [];
    }),
  );
  expect(misfiled, 'rows filed under another feature than the one registering their route').toEqual([]);
});
