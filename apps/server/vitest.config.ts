import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['@collably/shared/testing/fast-check-setup'],
    // One module graph per worker instead of one per file: importing the app (Fastify, Kysely, the AWS SDK)
    // for every file cost more than most files' tests. These tests mock no modules and reset what they set.
    isolate: false,
    provide: { testProfile: process.env.TEST_PROFILE === 'quick' ? 'quick' : 'full' },
  },
});
