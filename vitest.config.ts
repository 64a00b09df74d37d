import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The repository's own ESLint rules (eslint-rules/), tested on fixture trees.
      { test: { name: 'eslint-rules', include: ['eslint-rules/**/*.test.js'], environment: 'node' } },
    ],
    // One worker per core. Vitest's default keeps one core free: a single worker on a 2-core machine,
    // while many files spend their time waiting (back-off sleeps, child servers, I/O).
    maxWorkers: '100%',
  },
});
