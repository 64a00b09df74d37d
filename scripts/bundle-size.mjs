// Entry-route JavaScript of the built web app: the entry script of apps/web/dist/index.html, every script
// it modulepreloads, and the app it loads once the first paint is on screen (src/app/boot.tsx, with the chunks
// it imports, from the build manifest), each gzipped at level 9, summed. That is what a first visit to any
// page downloads before the page's own chunk. Used by `npm run lighthouse` and the budget check.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'apps', 'web', 'dist');

/** The entry script and modulepreloaded scripts of a built index.html, as paths under dist. */
export function entryRouteScripts(html) {
  const files = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    if (!isEntry && !isPreload) continue;
    const ref = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (ref && !/^https?:/.test(ref)) files.add(ref.replace(/^\//, ''));
  }
  return [...files];
}

/**
 * The app the entry loads (src/app/boot.tsx: the entry's only dynamic import; the build may merge it into a
 * chunk of another name) and the chunks it imports, as paths under dist.
 */
export function bootScripts(dist = webDist) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of manifest['index.html']?.dynamicImports ?? []) visit(key);
  return [...files];
}

/** Sizes in bytes (raw and gzip -9) of each entry-route script of a dist folder. */
export function entryRouteSize(dist = webDist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = new Set([...entryRouteScripts(html), ...bootScripts(dist)]);
  const files = [...scripts].map((file) => {
    const body = fs.readFileSync(path.join(dist, file));
    return { file, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, total };
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, total } = entryRouteSize();
  for (const f of files)
    console.log(`${kib(f.gzip).padStart(7)} KiB gz  ${kib(f.raw).padStart(7)} KiB  ${f.file}`);
  console.log(`${kib(total).padStart(7)} KiB gz  entry-route JavaScript (${files.length} files)`);
}
