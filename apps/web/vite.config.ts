import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Pre-compressed copies, served by the API server with @fastify/static's preCompressed option.
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(png|jpe?g|webp|woff2?)$/] }),
  ],
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
    chunkSizeWarningLimit: 600,
    // Lazy pages share many tiny chunks (one per Mantine component, icon, schema): on a slow phone network
    // each is a request in the page's waterfall before its content can paint. Merge the small ones.
    rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
  },
});
