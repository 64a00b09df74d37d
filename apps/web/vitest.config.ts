import path from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // jsdom renders of whole forms take seconds on a loaded 2-core CI machine; 5 s timed out there.
    testTimeout: 20_000,
  },
});
