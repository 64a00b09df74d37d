import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const LIBRARY_CHUNKS = [
  { name: 'date-fns', test: /node_modules\/date-fns\// },
  { name: 'web-vitals', test: /node_modules\/web-vitals\// },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Pre-compressed copies, served by the API server with @fastify/static's preCompressed option.
    !isSsrBuild &&
      compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(png|jpe?g|webp|woff2?)$/] }),
  ],
  // The server renderer (src/app/render-page.tsx, dist-ssr) needs no copy of the public files. It carries its
  // libraries inside, built for production: React's development build, which a server started without
  // NODE_ENV=production would load from node_modules, renders several times slower.
  publicDir: isSsrBuild ? false : 'public',
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/pay': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // Which files hold each module (.vite/ssr-manifest.json): the server asks for a page's files with its HTML by
    // its route module, which the chunk merging below may fold into a chunk named after another.
    ssrManifest: !isSsrBuild,
    // A lazy page's chunks are not preloaded with a <link> each (dozens, a long task on a slow phone): the
    // browser fetches them as it reads the page's chunk, whose imports name them all.
    modulePreload: false,
    chunkSizeWarningLimit: 600,
    // Lazy pages share many tiny chunks (one per Mantine component, icon, schema): on a slow phone network
    // each is a request in the page's waterfall before its content can paint. Merge the small ones.
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 20_000,
        // Small chunks are merged into the entry when every page loads the entry anyway; these two would then
        // run before the first paint (src/main.tsx waits for it to load the app). Kept apart, they load with
        // the pages that use them.
        manualChunks: isSsrBuild ? undefined : (id) => LIBRARY_CHUNKS.find(({ test }) => test.test(id))?.name,
      },
    },
  },
}));
