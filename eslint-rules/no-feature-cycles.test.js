import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, afterEach, describe, it } from 'vitest';
import rule, { clearFeatureGraphCache } from './no-feature-cycles.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'));

/** Writes a fixture tree of `files` (path → text) under a fresh folder; returns that folder. */
let fixtures = 0;
const tree = (files) => {
  fixtures += 1;
  const dir = path.join(base, String(fixtures));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
};

/** One test case: lint `file` of the tree as it is on disk, with the server-like and web-like roots. */
const caseOf = (dir, file, errors) => ({
  filename: path.join(dir, file),
  code: fs.readFileSync(path.join(dir, file), 'utf8'),
  options: [
    {
      basePath: dir,
      roots: [
        { features: 'server/features' },
        { features: 'web/src/features', aliases: { '@/': 'web/src/' } },
      ],
    },
  ],
  ...(errors ? { errors } : {}),
});

afterEach(() => clearFeatureGraphCache());
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

// Passes: edges one way only (payments → coupons), shared parts and the app outside the graph.
const acyclic = tree({
  'server/features/coupons/coupons.service.ts':
    "import { db } from '../../db/database';\nexport const a = db;\n",
  'server/features/payments/payments.service.ts':
    "import { a } from '../coupons/coupons.service';\nexport const b = a;\n",
  'server/features/payments/payments.routes.ts':
    "import { b } from './payments.service';\nexport const c = b;\n",
  'web/src/features/collabs/api/create-collab.ts':
    "import { q } from '@/features/payments/api/awaiting-details';\nexport const create = q;\n",
  'web/src/features/payments/api/awaiting-details.ts':
    "import { api } from '@/lib/api';\nexport const q = api;\n",
  'web/src/app/routes/profile-route.tsx':
    "import { create } from '@/features/collabs/api/create-collab';\nimport { q } from '@/features/payments/api/awaiting-details';\nexport const r = [create, q];\n",
});

// Fails: coupons ↔ payments on the server (a type-only import closes it), and a three-feature cycle on the
// web through the `@/` alias and a relative path.
const cyclic = tree({
  'server/features/coupons/coupons.routes.ts':
    "import type { Quote } from '../payments/payments.service';\nexport type R = Quote;\n",
  'server/features/coupons/coupons.service.ts': 'export const a = 1;\n',
  'server/features/payments/payments.service.ts':
    "import { a } from '../coupons/coupons.service';\nexport type Quote = typeof a;\n",
  'web/src/features/collabs/components/helpdesk-tools.tsx':
    "import { resolve } from '@/features/helpdesk/api/resolve-case';\nexport const t = resolve;\n",
  'web/src/features/helpdesk/api/resolve-case.ts':
    "import { orders } from '../../payments/api/transactions';\nexport const resolve = orders;\n",
  'web/src/features/payments/api/transactions.ts':
    "export { create as orders } from '@/features/collabs/api/create-collab';\n",
  'web/src/features/collabs/api/create-collab.ts': 'export const create = 1;\n',
});

const message = (cycle) => new RegExp(`^Feature cycle: ${cycle} \\(all features in the cycle: `);

tester.run('no-feature-cycles', rule, {
  valid: [
    caseOf(acyclic, 'server/features/payments/payments.service.ts'),
    caseOf(acyclic, 'server/features/coupons/coupons.service.ts'),
    caseOf(acyclic, 'web/src/features/collabs/api/create-collab.ts'),
    caseOf(acyclic, 'web/src/app/routes/profile-route.tsx'),
    // An import inside one feature is no edge, even in a feature that is in a cycle.
    caseOf(cyclic, 'web/src/features/collabs/api/create-collab.ts'),
  ],
  invalid: [
    caseOf(cyclic, 'server/features/coupons/coupons.routes.ts', [
      { message: message('coupons → payments → coupons'), line: 1, column: 28 },
    ]),
    caseOf(cyclic, 'server/features/payments/payments.service.ts', [
      {
        message: message('payments → coupons → payments'),
        line: 1,
      },
    ]),
    caseOf(cyclic, 'web/src/features/collabs/components/helpdesk-tools.tsx', [
      {
        message:
          /^Feature cycle: collabs → helpdesk → payments → collabs \(all features in the cycle: collabs, helpdesk, payments\); the way back: helpdesk → payments \(web\/src\/features\/helpdesk\/api\/resolve-case\.ts imports '\.\.\/\.\.\/payments\/api\/transactions'\), payments → collabs \(web\/src\/features\/payments\/api\/transactions\.ts imports '@\/features\/collabs\/api\/create-collab'\)\./,
      },
    ]),
    caseOf(cyclic, 'web/src/features/payments/api/transactions.ts', [
      { message: message('payments → collabs → helpdesk → payments') },
    ]),
  ],
});
