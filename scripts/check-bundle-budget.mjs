#!/usr/bin/env node
// Fails when the built web app's entry-route JavaScript (the entry script plus everything index.html
// modulepreloads, gzip -9) is over budget: every first visit pays it before any page renders (issue 15).
// Also fails when a route module (apps/web/src/app/routes/*-route.tsx) is not in the build's module map
// (.vite/ssr-manifest.json): the server finds a page's files by it (apps/server/src/platform/http/web-app.ts).
// Run after `npm run build` (part of `npm run test:e2e`).
import fs from 'node:fs';
import path from 'node:path';
import { entryRouteSize, kib, webDist } from './bundle-size.mjs';

export const ENTRY_BUDGET_KIB = 150;

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No build at ${webDist}: run npm run build first.`);
  process.exit(1);
}
const { files, total } = entryRouteSize();
const budget = ENTRY_BUDGET_KIB * 1024;
for (const f of files) console.log(`  ${kib(f.gzip).padStart(7)} KiB gz  ${f.file}`);
if (total > budget) {
  console.error(
    `Entry-route JavaScript is ${kib(total)} KiB gz, over the ${ENTRY_BUDGET_KIB} KiB budget: move what the first paint doesn't need behind import().`,
  );
  process.exit(1);
}
console.log(`Entry-route JavaScript ${kib(total)} KiB gz, within the ${ENTRY_BUDGET_KIB} KiB budget.`);

const moduleFiles = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'ssr-manifest.json'), 'utf8'));
const routesDir = path.join(webDist, '..', 'src', 'app', 'routes');
const unmapped = fs
  .readdirSync(routesDir)
  .filter((file) => file.endsWith('-route.tsx'))
  .map((file) => `src/app/routes/${file}`)
  .filter((module) => !moduleFiles[module]?.some((file) => file.endsWith('.js')));
if (unmapped.length > 0) {
  console.error(`Route modules missing from the build's module map: ${unmapped.join(', ')}.`);
  process.exit(1);
}
