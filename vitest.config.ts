import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores, so one on a 2-core machine; many files spend
    // their time waiting (back-off sleeps, child servers, I/O), so two share the cores well.
    maxWorkers: 2,
  },
});
