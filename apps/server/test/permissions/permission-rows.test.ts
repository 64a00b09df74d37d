import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { permissionRowsByFeature } from './permission-rows';

const fixtures = (name: string) =>
  fileURLToPath(new URL(`./permission-rows-fixtures/${name}/`, import.meta.url));

test('the rows of each *.permissions.ts, by the feature it names, in path order', async () => {
  const rows = await permissionRowsByFeature(fixtures('good'));
  expect([...rows.keys()]).toEqual(['alpha', 'beta']);
  expect(rows.get('alpha')?.map((row) => row.route)).toEqual(['GET /alpha']);
  expect(rows.get('beta')).toEqual([]);
});

test('a file without `permissions`, a file named after another feature and a feature in two files are refused', async () => {
  const refusal = permissionRowsByFeature(fixtures('problems'));
  await expect(refusal).rejects.toThrow('delta.permissions.ts exports no `permissions: FeaturePermissions`');
  await expect(refusal).rejects.toThrow(
    "epsilon.permissions.ts holds the rows of 'zeta': name it zeta.permissions.ts",
  );
  await expect(refusal).rejects.toThrow(
    "'gamma' has rows in two files: one/gamma.permissions.ts and two/gamma.permissions.ts",
  );
});
