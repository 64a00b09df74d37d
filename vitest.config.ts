import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Many files spend their
    // time waiting (back-off sleeps, child servers, I/O), so at least two share the cores well.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
