import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeaturePermissions, Row } from './matrix-rows';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const SUFFIX = '.permissions.ts';

/** Every `*.permissions.ts` under `root` (apps/server/src), relative to it ('/'-separated), in path order. */
export function permissionFilePaths(root = SRC): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith(SUFFIX))
    .sort();
}

const isFeaturePermissions = (value: unknown): value is FeaturePermissions =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { feature?: unknown }).feature === 'string' &&
  Array.isArray((value as { rows?: unknown }).rows);

/**
 * The permission matrix's rows by feature, read from every `*.permissions.ts` under `root` (apps/server/src)
 * in path order. Refuses (throws, listing every problem) a file that exports no `permissions` of the
 * FeaturePermissions shape, a file not named after its feature, and a feature named by two files.
 */
export async function permissionRowsByFeature(root = SRC): Promise<ReadonlyMap<string, readonly Row[]>> {
  const rowsByFeature = new Map<string, readonly Row[]>();
  const fileOfFeature = new Map<string, string>();
  const problems: string[] = [];
  for (const file of permissionFilePaths(root)) {
    const { permissions } = (await import(path.join(root, file))) as { permissions?: unknown };
    if (!isFeaturePermissions(permissions)) {
      problems.push(`${file} exports no \`permissions: FeaturePermissions\` ({ feature, rows })`);
      continue;
    }
    const { feature, rows } = permissions;
    if (path.basename(file) !== `${feature}${SUFFIX}`) {
      problems.push(`${file} holds the rows of '${feature}': name it ${feature}${SUFFIX}`);
    }
    const earlier = fileOfFeature.get(feature);
    if (earlier) {
      problems.push(`'${feature}' has rows in two files: ${earlier} and ${file}`);
      continue;
    }
    fileOfFeature.set(feature, file);
    rowsByFeature.set(feature, rows);
  }
  if (problems.length)
    throw new Error(`Permission rows (${path.join(root, `**/*${SUFFIX}`)}):\n  ${problems.join('\n  ')}`);
  return rowsByFeature;
}
