// Bundles the server (and @collably/shared, which is TypeScript source) into dist/: main.js (the
// server) and create-admin.js (the first administrator of a deployment). Every npm dependency stays
// external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.ts' },
  outdir: process.env.SERVER_OUTDIR ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@collably/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
