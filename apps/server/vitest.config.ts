import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['@collably/shared/testing/fast-check-setup'],
    provide: { testProfile: process.env.TEST_PROFILE === 'quick' ? 'quick' : 'full' },
  },
});
